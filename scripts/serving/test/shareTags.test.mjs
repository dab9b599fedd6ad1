import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  SITE_URL_UNSET,
  isPageRoute,
  pagePath,
  renderIndexHtml,
  renderRuntimeConfig,
} from '../shareTags.mjs';

/** @param {string} path from the repository's root */
const read = (path) => readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8');
const template = read('build-tools/index.html');

test('index.html carries the share tags with absolute addresses on the public origin', () => {
  const html = renderIndexHtml(template, 'https://shop.example', '/tea-item/sencha?ref=x');
  assert.match(html, /<meta property="og:url" content="https:\/\/shop\.example\/tea-item\/sencha" \/>/);
  assert.match(
    html,
    /<meta property="og:image" content="https:\/\/shop\.example\/images\/share-default\.png" \/>/,
  );
  assert.match(html, /<meta property="og:image:width" content="1200" \/>/);
  assert.match(html, /<meta name="twitter:card" content="summary_large_image" \/>/);
  assert.doesNotMatch(html, /%PUBLIC_URL%|%PAGE_PATH%/);
});

test('a path with characters that could leave the attribute is named as /', () => {
  assert.equal(pagePath('/about/'), '/about/');
  assert.equal(pagePath('/tea-item/caf%C3%A9'), '/tea-item/caf%C3%A9');
  assert.equal(pagePath('/a"><script>'), '/');
  assert.equal(pagePath("/a'b"), '/');
  assert.equal(pagePath('//evil.example/x'), '//evil.example/x');
  // A path spelling a placeholder is not filled in again.
  assert.match(renderIndexHtml('%PAGE_PATH%', 'https://s', '/%PUBLIC_URL%'), /^\/%PUBLIC_URL%$/);
});

test('config.json leaves siteUrl to the deployment in the words nginx replaces, and npm start fills it in', () => {
  const config = read('shell/public/config.json');
  assert.equal(config.split(SITE_URL_UNSET).length, 2, 'config.json spells "siteUrl": null once');
  assert.equal(
    JSON.parse(renderRuntimeConfig(config, 'https://shop.example')).siteUrl,
    'https://shop.example',
  );
  const own = JSON.stringify({ siteUrl: 'https://other.example' });
  assert.equal(JSON.parse(renderRuntimeConfig(own, 'https://shop.example')).siteUrl, 'https://other.example');
});

test("npm start's QA origins (QA_ORIGINS) are the ones the served config.json names", () => {
  const config = read('shell/public/config.json');
  const served = JSON.parse(renderRuntimeConfig(config, 'https://shop.example', { qaOrigins: ['loopback'] }));
  assert.deepEqual(served.qaOverrides, { ...JSON.parse(config).qaOverrides, allowedOrigins: ['loopback'] });
  assert.deepEqual(
    JSON.parse(renderRuntimeConfig(config, 'https://shop.example')).qaOverrides.allowedOrigins,
    [],
  );
});

test('page routes are the paths without a file extension, as nginx routes them', () => {
  for (const path of ['/', '/index.html', '/tea-item/sencha', '/About/', '/versions'])
    assert.ok(isPageRoute(path), path);
  for (const path of ['/main.js', '/config.json', '/favicon.svg']) assert.ok(!isPageRoute(path), path);
});
