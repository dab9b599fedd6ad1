import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startBoot } from '../boot/startBoot';
import { fakeResponse } from './fakeResponse';

/** A site for the boot script's tests: files by path, fetched through a recording fetch. */
export const ORIGIN = window.location.origin;

/** A remote's pages.json, as its build writes it into its manifest (`metaData.pages`). */
export const declaredPages = (remoteDir: string): unknown =>
  JSON.parse(readFileSync(resolve(__dirname, '../../..', remoteDir, 'pages.json'), 'utf8'));

/** A manifest built with `publicPath: 'auto'` exposing pages (a start-up script and CSS each), with `pages`. */
export const manifestOf = (exposes: string | readonly string[], pages?: unknown) => ({
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    ...(pages === undefined ? {} : { pages }),
  },
  exposes: [exposes].flat().map((name) => ({
    name,
    assets: {
      js: { sync: ['expose.1234abcd.js'], async: [] },
      css: { sync: ['expose.1234abcd.css'], async: [] },
    },
  })),
});

const REMOTE_DIRS = {
  catalog: 'mfe-catalog',
  product: 'mfe-product',
  cartCheckout: 'mfe-cart-checkout',
  orders: 'mfe-orders',
  content: 'mfe-content',
};

/** Each remote's manifest, declaring its pages as its pages.json does. */
export const REMOTE_MANIFESTS: Record<string, unknown> = Object.fromEntries(
  Object.entries(REMOTE_DIRS).map(([name, dir]) => {
    const pages = declaredPages(dir) as Record<string, unknown>;
    return [name, manifestOf(Object.keys(pages), pages)];
  }),
);

/**
 * remotes.json with every remote at /remotes/<name>/1.0.0/, and each one's manifest: the files a page load
 * reads before its data.
 */
export const REMOTE_FILES: Record<string, unknown> = {
  '/remotes.json': Object.fromEntries(
    Object.keys(REMOTE_DIRS).map((name) => [name, `/remotes/${name}/1.0.0/mf-manifest.json`]),
  ),
  ...Object.fromEntries(
    Object.entries(REMOTE_MANIFESTS).map(([name, manifest]) => [
      `/remotes/${name}/1.0.0/mf-manifest.json`,
      manifest,
    ]),
  ),
};

export function siteAnswers(files: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const path = url.replace(ORIGIN, '');
    return path in files ? fakeResponse(200, files[path]) : fakeResponse(404, { message: 'Not found' });
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

export const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => ({
    rel: link.rel,
    href: link.href.replace(ORIGIN, ''),
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
  }));

export const visit = (path: string) => window.history.replaceState({}, '', path);

/** A page load: a new window has no hand-over yet. */
export function loadPage(fetchImpl: typeof fetch) {
  delete window.senchaBoot;
  return startBoot(window, '/', fetchImpl);
}
