// The site-wide share tags of the shell's index.html (build-tools/index.html) name the shop's public address,
// which only the deployment knows (one shell build is promoted across environments): the build leaves
// placeholders that the server fills in, `npm start` here and nginx with sub_filter (nginxIncludes.mjs). Link
// unfurlers run no JavaScript, so these are what a shared link shows (docs/serving.md#share-previews).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configWithQaOrigins } from './deployment.mjs';

/** Replaced by PUBLIC_URL, the shop's public origin (no path, no trailing slash: api/src/publicUrl.ts). */
export const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';
/** Replaced by the requested path (og:url), when it is made only of PAGE_PATH_CHARS; otherwise by '/'. */
export const PAGE_PATH_PLACEHOLDER = '%PAGE_PATH%';
// Unreserved and percent-encoded characters only: nothing that could end the HTML attribute the path lands in.
const PAGE_PATH_CHARS = 'A-Za-z0-9._~%/-';
/** The path of a request URI (its query dropped) as og:url may show it: in nginx, the capture `page_path`. */
export const PAGE_PATH_PATTERN = `^(?<page_path>/[${PAGE_PATH_CHARS}]*)(?:\\?.*)?$`;
/**
 * How config.json leaves siteUrl to the deployment (shell/public/config.json): nginx replaces this text, so
 * keep config.json formatted as Prettier writes it (scripts/serving/test/shareTags.test.mjs checks it).
 */
export const SITE_URL_UNSET = '"siteUrl": null';

/**
 * The path og:url names for a request URI.
 * @param {string | undefined} requestUri
 */
export function pagePath(requestUri) {
  return new RegExp(PAGE_PATH_PATTERN).exec(String(requestUri))?.groups?.page_path ?? '/';
}

/**
 * index.html with the placeholders filled in for one request.
 * @param {string} html
 * @param {string} publicUrl
 * @param {string | undefined} requestUri
 */
export function renderIndexHtml(html, publicUrl, requestUri) {
  const path = pagePath(requestUri);
  // One pass, like sub_filter: a path that spells a placeholder stays as it is.
  return html.replace(/%PUBLIC_URL%|%PAGE_PATH%/g, (/** @type {string} */ placeholder) =>
    placeholder === PUBLIC_URL_PLACEHOLDER ? publicUrl : path,
  );
}

/**
 * config.json with siteUrl set to the public URL when it leaves it to the deployment (null), and with
 * `qaOrigins` (npm start's QA_ORIGINS: deployment.mjs) as its QA origins when given, the same the page policy
 * allows.
 * @param {string} json
 * @param {string} publicUrl
 * @param {{ qaOrigins?: string[] | null }} [options]
 */
export function renderRuntimeConfig(json, publicUrl, { qaOrigins = null } = {}) {
  const config = configWithQaOrigins(JSON.parse(json), qaOrigins);
  return JSON.stringify({ ...config, siteUrl: config.siteUrl ?? publicUrl }, null, 2);
}

/**
 * A path the shell answers with index.html: a route of the single-page app (no file extension, as nginx's).
 * @param {string} pathname
 */
export const isPageRoute = (pathname) => pathname === '/index.html' || !/\.[A-Za-z0-9]+$/.test(pathname);

/**
 * The shell's files `npm start` fills in per request (static-server.mjs `render`): index.html for every page
 * route, config.json. Read once, like the rest of the build the server was started with.
 * @param {string} shellDist
 * @param {string} publicUrl
 * @param {{ qaOrigins?: string[] | null }} [options] QA origins to serve in config.json (renderRuntimeConfig)
 * @returns {(pathname: string, requestUri: string | undefined) => import('../static-server.mjs').Rendered | null}
 */
export function shellRenderer(shellDist, publicUrl, { qaOrigins = null } = {}) {
  const indexHtml = readFileSync(join(shellDist, 'index.html'), 'utf8');
  const configJson = renderRuntimeConfig(readFileSync(join(shellDist, 'config.json'), 'utf8'), publicUrl, {
    qaOrigins,
  });
  return (pathname, requestUri) => {
    if (pathname === '/config.json')
      return { file: pathname, type: 'application/json; charset=utf-8', body: configJson };
    if (isPageRoute(pathname))
      return {
        file: '/index.html',
        type: 'text/html; charset=utf-8',
        body: renderIndexHtml(indexHtml, publicUrl, requestUri),
      };
    return null;
  };
}
