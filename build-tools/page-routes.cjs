// @ts-check
/**
 * The routes a remote's page declares in its `pages.json` (docs/architecture.md#routes): the paths it answers,
 * fixed props for a path, and old paths (aliases) that redirect to it. Checked here so a mistake fails the
 * remote's build; the shell checks them again at run time (shell/src/routes/declaredRoutes.ts), with the same
 * bounds.
 */

/** Paths are lower-case words and `:params`, separated by `/`; '' is the home page. */
const ROUTE_PATH = /^(?:(?:[a-z0-9-]+|:[a-zA-Z][a-zA-Z0-9]*)(?:\/(?:[a-z0-9-]+|:[a-zA-Z][a-zA-Z0-9]*))*)?$/;
const MAX_ROUTE_PATH = 100;
const MAX_ROUTES_PER_PAGE = 8;
const MAX_ALIASES = 8;
/** Pages with routes a remote may declare. */
const MAX_ROUTED_PAGES = 32;
const MAX_PROPS = 4;
/** A fixed prop is a word the shop could put in a URL (a slug, an action name). */
const PROP_VALUE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PROP_NAME = /^[a-zA-Z][a-zA-Z0-9]*$/;
/** Paths the shell keeps for its own pages. */
const SHELL_PATHS = ['versions'];

/**
 * @typedef {{ path: string, props?: Record<string, string>, aliases?: string[] }} PageRoute
 */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {string} path */
const paramsOf = (path) =>
  path
    .split('/')
    .filter((part) => part.startsWith(':'))
    .join('/');

/** @param {unknown} path @param {string} where @returns {string} */
function checkPath(path, where) {
  if (typeof path !== 'string' || path.length > MAX_ROUTE_PATH || !ROUTE_PATH.test(path))
    throw new Error(`${where}: a path is lower-case words and :params joined by /, got ${String(path)}`);
  if (SHELL_PATHS.includes(path)) throw new Error(`${where}: ${path} is the shell's`);
  return path;
}

/** @param {unknown} props @param {string} where */
function checkProps(props, where) {
  if (props === undefined) return;
  if (!isRecord(props) || Object.keys(props).length > MAX_PROPS)
    throw new Error(`${where}: props must be an object of at most ${MAX_PROPS} words`);
  for (const [name, value] of Object.entries(props))
    if (!PROP_NAME.test(name) || typeof value !== 'string' || !PROP_VALUE.test(value) || value.length > 100)
      throw new Error(`${where}: prop ${name} must be a lower-case word`);
}

/** @param {unknown} route @param {string} where @returns {PageRoute} */
function checkRoute(route, where) {
  if (!isRecord(route)) throw new Error(`${where}: not an object`);
  const unknown = Object.keys(route).filter((key) => !['path', 'props', 'aliases'].includes(key));
  if (unknown.length > 0) throw new Error(`${where}: unknown field(s) ${unknown.join(', ')}`);
  const path = checkPath(route.path, where);
  checkProps(route.props, where);
  const { aliases = [] } = route;
  if (!Array.isArray(aliases) || aliases.length > MAX_ALIASES)
    throw new Error(`${where}: aliases must list at most ${MAX_ALIASES} paths`);
  for (const alias of aliases)
    if (paramsOf(checkPath(alias, `${where} alias`)) !== paramsOf(path))
      throw new Error(`${where}: alias ${alias} must have the params of ${path}, in its order`);
  return /** @type {PageRoute} */ (route);
}

/**
 * A page's routes; every path (and alias) of the remote once.
 * @param {unknown} routes @param {string} where @param {Set<string>} taken the remote's paths so far
 * @returns {PageRoute[]}
 */
function checkRoutes(routes, where, taken) {
  if (!Array.isArray(routes) || routes.length === 0 || routes.length > MAX_ROUTES_PER_PAGE)
    throw new Error(`${where}: routes must list 1 to ${MAX_ROUTES_PER_PAGE} routes`);
  const checked = routes.map((route, index) => checkRoute(route, `${where}.routes[${index}]`));
  for (const path of checked.flatMap((route) => [route.path, ...(route.aliases ?? [])])) {
    if (taken.has(path)) throw new Error(`${where}: the path ${path} is declared twice`);
    taken.add(path);
  }
  return checked;
}

module.exports = { checkRoutes, MAX_ROUTED_PAGES };
