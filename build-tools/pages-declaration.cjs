// @ts-check
/**
 * A remote's `pages.json`: the routes of each of its pages and what each reads first, emitted into its `mf-manifest.json` as
 * `metaData.pages` for the shell's boot script (docs/architecture.md#boot). Checked here so a mistake fails the
 * remote's build; the shell checks it again, as it checks anything a manifest says (shell/src/boot/pageReads.ts).
 */
const fs = require('node:fs');
const path = require('node:path');
const { checkRoutes, MAX_ROUTED_PAGES } = require('./page-routes.cjs');

/** As the shell bounds them: more reads per page than this and the shell ignores the page's declaration. */
const MAX_PAGE_READS = 4;
const MAX_PATH_LENGTH = 200;
/** `/api/` then whole segments, each a plain name or one `{placeholder}`: no dots, no query, no other origin. */
const PATH_TEMPLATE = /^\/api(?:\/(?:[A-Za-z0-9_-]+|\{[A-Za-z][A-Za-z0-9]*\}))+$/;
const PARAM_RULES = ['slug', 'uuid'];
const SOURCES = ['route', 'storedCart'];
const LEAD_IMAGE_RULES = ['tea-item-gallery', 'first-card'];
const CAROUSEL_LEADS = ['whenCartEmpty'];

/**
 * @typedef {{ path: string, params?: Record<string, string>, from?: string, max?: number }} FirstRead
 * @typedef {{ rule: string, read: number }} LeadImage
 * @typedef {import('./page-routes.cjs').PageRoute} PageRoute
 * @typedef {{ routes?: PageRoute[], withCarousel?: boolean, carouselLeads?: string, reads?: FirstRead[], ready?: boolean, leadImage?: LeadImage, browserOnly?: boolean }} PageDeclaration
 * @typedef {Record<string, PageDeclaration>} PageDeclarations
 */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {Record<string, unknown>} value @param {string[]} allowed @param {string} where */
function onlyKeys(value, allowed, where) {
  const unknown = Object.keys(value).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw new Error(`${where}: unknown field(s) ${unknown.join(', ')}`);
}

/** @param {unknown} value @param {number} max */
const isCount = (value, max) => Number.isInteger(value) && Number(value) >= 1 && Number(value) <= max;

/** @param {unknown} read @param {string} where @returns {FirstRead} */
function checkRead(read, where) {
  if (!isRecord(read)) throw new Error(`${where}: not an object`);
  onlyKeys(read, ['path', 'params', 'from', 'max'], where);
  const { path: template, params = {}, from = 'route', max } = read;
  if (typeof template !== 'string' || template.length > MAX_PATH_LENGTH || !PATH_TEMPLATE.test(template))
    throw new Error(`${where}: path must be /api/ and whole segments or {placeholders}, got ${template}`);
  if (!isRecord(params)) throw new Error(`${where}: params must be an object`);
  const placeholders = [...template.matchAll(/\{([A-Za-z0-9]+)\}/g)].map((match) => match[1] ?? '');
  for (const name of placeholders)
    if (!PARAM_RULES.includes(String(params[name])))
      throw new Error(`${where}: {${name}} needs a rule, one of ${PARAM_RULES.join(', ')}`);
  for (const name of Object.keys(params))
    if (!placeholders.includes(name)) throw new Error(`${where}: param ${name} is not in the path`);
  if (typeof from !== 'string' || !SOURCES.includes(from))
    throw new Error(`${where}: from must be one of ${SOURCES.join(', ')}`);
  if (from === 'storedCart' ? !isCount(max, MAX_PAGE_READS) : max !== undefined)
    throw new Error(`${where}: max (1 to ${MAX_PAGE_READS}) goes with from: storedCart, and only there`);
  return /** @type {FirstRead} */ (read);
}

/**
 * @param {unknown} page @param {string} where @param {Set<string>} taken the remote's route paths so far
 * @returns {PageDeclaration}
 */
function checkPage(page, where, taken) {
  if (!isRecord(page)) throw new Error(`${where}: not an object`);
  onlyKeys(
    page,
    ['routes', 'withCarousel', 'carouselLeads', 'reads', 'ready', 'leadImage', 'browserOnly'],
    where,
  );
  const { routes, withCarousel, carouselLeads, reads = [], ready, leadImage, browserOnly } = page;
  if (routes !== undefined) checkRoutes(routes, where, taken);
  if (withCarousel !== undefined && (withCarousel !== true || routes === undefined))
    throw new Error(`${where}: withCarousel is true on a page with routes, or absent`);
  if (
    carouselLeads !== undefined &&
    (withCarousel !== true || !CAROUSEL_LEADS.includes(String(carouselLeads)))
  )
    throw new Error(`${where}: carouselLeads is one of ${CAROUSEL_LEADS.join(', ')}, with withCarousel`);
  if (!Array.isArray(reads) || reads.length > MAX_PAGE_READS)
    throw new Error(`${where}: reads must list at most ${MAX_PAGE_READS} reads`);
  const checked = reads.map((read, index) => checkRead(read, `${where}.reads[${index}]`));
  const expanded = checked.reduce((sum, read) => sum + (read.max ?? 1), 0);
  if (expanded > MAX_PAGE_READS) throw new Error(`${where}: more than ${MAX_PAGE_READS} reads in all`);
  if (ready !== undefined && typeof ready !== 'boolean') throw new Error(`${where}: ready must be a boolean`);
  if (browserOnly !== undefined && browserOnly !== true)
    throw new Error(`${where}: browserOnly is true, or absent`);
  if (leadImage !== undefined) {
    if (!isRecord(leadImage)) throw new Error(`${where}.leadImage: not an object`);
    onlyKeys(leadImage, ['rule', 'read'], `${where}.leadImage`);
    if (typeof leadImage.rule !== 'string' || !LEAD_IMAGE_RULES.includes(leadImage.rule))
      throw new Error(`${where}.leadImage: rule must be one of ${LEAD_IMAGE_RULES.join(', ')}`);
    const read = checked[Number(leadImage.read)];
    if (!Number.isInteger(leadImage.read) || !read || read.from === 'storedCart')
      throw new Error(`${where}.leadImage: read must be the index of a route read`);
  }
  return /** @type {PageDeclaration} */ (page);
}

/**
 * The declarations of `pages.json` in `dir`, checked against the remote's exposes; null without the file.
 * @param {string} dir the remote's folder
 * @param {Record<string, string> | undefined} exposes its exposes.json
 * @returns {PageDeclarations | null}
 */
function readPageDeclarations(dir, exposes) {
  const file = path.join(dir, 'pages.json');
  if (!fs.existsSync(file)) return null;
  /** @type {unknown} */
  const declared = JSON.parse(fs.readFileSync(file, 'utf8'));
  return checkPageDeclarations(declared, exposes ?? {}, file);
}

/**
 * @param {unknown} declared
 * @param {Record<string, string>} exposes
 * @param {string} where
 * @returns {PageDeclarations}
 */
function checkPageDeclarations(declared, exposes, where) {
  if (!isRecord(declared)) throw new Error(`${where}: not an object`);
  /** @type {PageDeclarations} */
  const pages = {};
  const taken = new Set();
  const routed = Object.values(declared).filter((page) => isRecord(page) && page.routes !== undefined);
  if (routed.length > MAX_ROUTED_PAGES)
    throw new Error(`${where}: more than ${MAX_ROUTED_PAGES} pages with routes`);
  for (const [name, page] of Object.entries(declared)) {
    if (!(`./${name}` in exposes)) throw new Error(`${where}: ${name} is not in exposes.json`);
    pages[name] = checkPage(page, `${where}: ${name}`, taken);
  }
  return pages;
}

/**
 * The manifest plugin's `additionalData` hook: the declarations go into the stats' metaData, which the plugin
 * writes into mf-manifest.json as they are; with a server build, where its container is (server-config.cjs).
 * @param {PageDeclarations | null} pages
 * @param {{ name: string, path: string, type: string } | null} [ssrRemoteEntry]
 * @returns {(options: { stats: import('@module-federation/sdk').Stats }) => import('@module-federation/sdk').Stats}
 */
function withPages(pages, ssrRemoteEntry) {
  return ({ stats }) => {
    if (pages) Object.assign(stats.metaData, { pages });
    if (ssrRemoteEntry) Object.assign(stats.metaData, { ssrRemoteEntry });
    return stats;
  };
}

module.exports = { readPageDeclarations, checkPageDeclarations, withPages, MAX_PAGE_READS };
