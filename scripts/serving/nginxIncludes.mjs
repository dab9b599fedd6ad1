// Renders the serving policy (policy.mjs) as nginx includes, so nginx and `npm start` apply one definition.
// Written to nginx/includes/ by scripts/deploy-config.mjs; `--check` (npm run lint) fails when they are stale.
import {
  CACHE_CONTROL,
  CACHE_RULES,
  DEFAULT_CACHE,
  DOCUMENT_TYPE_PATTERN,
  HSTS,
  PRIVATE_FILES,
  QA_PAGE_CACHE,
  securityHeaders,
} from './policy.mjs';
import {
  PAGE_PATH_PATTERN,
  PAGE_PATH_PLACEHOLDER,
  PUBLIC_URL_PLACEHOLDER,
  SITE_URL_UNSET,
} from './shareTags.mjs';

const HEADER = '# Generated from scripts/serving/policy.mjs by scripts/deploy-config.mjs: do not edit.\n';
/** @typedef {import('./deployment.mjs').Deployment} Deployment */

/** @param {string} value */
const quote = (value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
// Regexes keep their backslashes: nginx unescapes only \\" \\' \\\\ \\t \\r \\n inside quotes.
/** @param {string} pattern */
const quoteRegex = (pattern) => `"${pattern.replace(/"/g, '\\"')}"`;

/**
 * The variable that holds a header whose value depends on the response's type: $sencha_x_frame_options.
 * @param {string} name
 */
const byTypeVariable = (name) => `$sencha_${name.toLowerCase().replace(/-/g, '_')}`;

/**
 * The headers whose value depends on whether the response is a page.
 * @param {{ document: Record<string, string>, subresource: Record<string, string> }} headers
 */
const byTypeNames = ({ document, subresource }) => [
  ...new Set([...Object.keys(document), ...Object.keys(subresource)]),
];

/** The internal location that asks the API about a QA pass (nginx/templates/default.conf.template). */
export const QA_STATUS_LOCATION = '/_sencha/qa-status';

/**
 * Whether the response is a page (policy.mjs isDocumentType), then each header of a page or a subresource. A
 * header that QA mode may change (the CSP always, any other only when its values differ) is keyed on the page
 * and on $sencha_qa, which qa-mode.conf sets from the API's X-Sencha-Qa: exactly "11" is a page in QA mode; a
 * page with anything else ("1", or "10" when the API refused the pass) is a shopper's.
 * @param {Deployment} deployment
 */
function byTypeMaps(deployment) {
  const headers = securityHeaders(deployment);
  const byQa = (/** @type {string} */ name) =>
    name === 'Content-Security-Policy' || headers.documentQa[name] !== headers.document[name];
  return [
    'map $sent_http_content_type $sencha_is_page {',
    '    default 0;',
    '    "" 1;',
    `    ${quoteRegex(`~*${DOCUMENT_TYPE_PATTERN}`)} 1;`,
    '}',
    ...byTypeNames(headers).flatMap((name) =>
      byQa(name)
        ? [
            `map $sencha_is_page$sencha_qa ${byTypeVariable(name)} {`,
            `    default ${quote(headers.subresource[name] ?? '')};`,
            `    "~^1" ${quote(headers.document[name] ?? '')};`,
            `    11 ${quote(headers.documentQa[name] ?? '')};`,
            '}',
          ]
        : [
            `map $sencha_is_page ${byTypeVariable(name)} {`,
            `    0 ${quote(headers.subresource[name] ?? '')};`,
            `    1 ${quote(headers.document[name] ?? '')};`,
            '}',
          ],
    ),
  ];
}

/** @param {Deployment} deployment */
function policyMaps(deployment) {
  const rules = CACHE_RULES.map(
    (rule) =>
      `    ${quoteRegex(`~${rule.pattern}`)} ${quote(CACHE_CONTROL[/** @type {keyof typeof CACHE_CONTROL} */ (rule.cache)])}; # ${rule.name}`,
  );
  return [
    HEADER,
    '# Cache-Control of a static file, by the path it is served as (deep links are served as /index.html).',
    'map $uri $sencha_path_cache_control {',
    `    default ${quote(CACHE_CONTROL[DEFAULT_CACHE])};`,
    ...rules,
    '}',
    "# A page in QA mode (qa-mode.conf) is for the QA's browser alone: no shared cache may keep it.",
    'map $sencha_qa $sencha_cache_control {',
    '    default $sencha_path_cache_control;',
    `    1 ${quote(QA_PAGE_CACHE)};`,
    '}',
    '',
    "# og:url's path in index.html's share tags (shareTags.mjs): the requested path, or / when it has other",
    '# characters.',
    'map $request_uri $sencha_page_path {',
    '    default "/";',
    `    ${quoteRegex(`~${PAGE_PATH_PATTERN}`)} $page_path;`,
    '}',
    '',
    "# A page's security headers, or a subresource's (an empty value sends no header). A response without a",
    "# type (a 304) gets the page's: its headers replace those the browser stored. A page in QA mode gets the QA",
    '# origins in its policy; every other page never does.',
    ...byTypeMaps(deployment),
    '',
    '# HSTS only over TLS.',
    'map $scheme $sencha_hsts {',
    '    default "";',
    `    https ${quote(HSTS)};`,
    '}',
    '',
  ].join('\n');
}

// What the server fills in (shareTags.mjs), from $sencha_public_url, which the template sets from PUBLIC_URL. A
// precompressed copy would be sent as it is, without the substitution: gzip_static is off (and the build makes
// no .br of these files for brotli_static to send); nginx compresses the answer itself.
const FILLED_IN = ['gzip_static off;', 'sub_filter_last_modified on;'];
/** @param {string} text @param {string} replacement */
const subFilter = (text, replacement) => `sub_filter ${quote(text)} ${quote(replacement)};`;

/** Headers a page framed by the shop sets itself (the API's sandbox card form: frame-ancestors 'self'). */
const FRAMED_PAGE_OWN = ['Content-Security-Policy', 'X-Frame-Options'];

/**
 * @param {Deployment} deployment
 * @param {string[]} [except] headers left to the response itself
 */
function securityHeaderLines(deployment, except = []) {
  const headers = securityHeaders(deployment);
  return [
    ...Object.entries(headers.every).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    ...byTypeNames(headers).map((name) => `add_header ${name} ${byTypeVariable(name)} always;`),
    'add_header Strict-Transport-Security $sencha_hsts always;',
  ].filter((line) => !except.some((name) => line.startsWith(`add_header ${name} `)));
}

/**
 * @param {Deployment} deployment
 * @returns {Record<string, string>}
 */
export function nginxIncludes(deployment) {
  const security = securityHeaderLines(deployment);
  return {
    'policy-maps.conf': policyMaps(deployment),
    'security-headers.conf': [HEADER, ...security, ''].join('\n'),
    'framed-page-headers.conf': [
      HEADER,
      "# The API's sandbox card form, framed by the checkout page, sends its own CSP and X-Frame-Options.",
      ...securityHeaderLines(deployment, FRAMED_PAGE_OWN),
      '',
    ].join('\n'),
    'static-headers.conf': [
      HEADER,
      // Not `always`: a 404 must never be cached for a year (an old tab asking for a chunk of a rolled-back release).
      'add_header Cache-Control $sencha_cache_control;',
      ...security,
      '',
    ].join('\n'),
    'index-html.conf': [
      HEADER,
      "# index.html's share tags: the shop's public address and the page's path.",
      ...FILLED_IN,
      'sub_filter_once off;',
      subFilter(PUBLIC_URL_PLACEHOLDER, '$sencha_public_url'),
      subFilter(PAGE_PATH_PLACEHOLDER, '$sencha_page_path'),
      '',
    ].join('\n'),
    'config-json.conf': [
      HEADER,
      "# config.json's siteUrl, when it leaves it to the deployment: the shop's public address.",
      ...FILLED_IN,
      'sub_filter_types application/json;',
      subFilter(SITE_URL_UNSET, '"siteUrl": "$sencha_public_url"'),
      '',
    ].join('\n'),
    'qa-mode.conf': [
      HEADER,
      '# Included by the page locations only: a request carrying a QA pass cookie asks the API whether it is valid',
      "# (an internal location of the template); the answer's X-Sencha-Qa (1 or 0) sets $sencha_qa, which picks",
      "# the page's policy and Cache-Control (policy-maps.conf). A shopper's request never reaches the API.",
      `auth_request ${QA_STATUS_LOCATION};`,
      'auth_request_set $sencha_qa $upstream_http_x_sencha_qa;',
      '',
    ].join('\n'),
    'private-files.conf': [
      HEADER,
      '# Source maps and build stats are not public.',
      `location ~ ${quoteRegex(PRIVATE_FILES)} {`,
      '    default_type text/plain;',
      ...security.map((line) => `    ${line}`),
      "    return 404 'Not found';",
      '}',
      '',
    ].join('\n'),
  };
}
