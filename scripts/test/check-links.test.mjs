// The link check's own rules: GitHub's heading slugs, which lines hold links, and what counts as broken. A slug
// rule that differs from GitHub's would either pass links that readers find dead or fail ones that work.
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  brokenReason,
  headingAnchors,
  headingText,
  markdownLinks,
  slugify,
  sourceDocReferences,
} from '../check-links.mjs';

test('slugs follow GitHub: lowercase, punctuation dropped except - and _, spaces to -', () => {
  assert.equal(slugify('Routes and redirects'), 'routes-and-redirects');
  assert.equal(
    slugify("Security headers (every response, the API's included)"),
    'security-headers-every-response-the-apis-included',
  );
  assert.equal(slugify('Live quotes (Australia Post PAC)'), 'live-quotes-australia-post-pac');
  assert.equal(slugify('Payments, shipping and operators (API)'), 'payments-shipping-and-operators-api');
  assert.equal(slugify('Figures (this machine, 2 cores)'), 'figures-this-machine-2-cores');
  assert.equal(slugify('snake_case and Crème'), 'snake_case-and-crème');
  assert.equal(slugify('A -- B'), 'a----b');
});

test('a heading is slugged from its rendered text', () => {
  assert.equal(headingText('Runtime remotes: `remotes.json`'), 'Runtime remotes: remotes.json');
  assert.equal(headingText('The [API](api.md) and **data** ##'), 'The API and data');
  assert.equal(slugify(headingText('Runtime remotes: `remotes.json`')), 'runtime-remotes-remotesjson');
});

test('repeated headings get -1, -2; explicit anchors count; fenced headings do not', () => {
  const anchors = headingAnchors(
    [
      '# Cart',
      '## Not built yet',
      '## Not built yet',
      '<a id="old-name"></a>',
      '```',
      '## In a fence',
      '```',
    ].join('\n'),
  );
  assert.deepEqual([...anchors].sort(), ['cart', 'not-built-yet', 'not-built-yet-1', 'old-name']);
});

test('links are found in prose, not in code spans or fences', () => {
  const links = markdownLinks(
    [
      'See [a](a.md#x) and ![img](img/p.png "title"); `[not](b.md)`',
      '[ref]: c.md',
      '```',
      '[fenced](d.md)',
      '```',
    ].join('\n'),
  );
  assert.deepEqual(links, [
    { line: 1, target: 'a.md#x' },
    { line: 1, target: 'img/p.png' },
    { line: 2, target: 'c.md' },
  ]);
});

test('source files cite docs pages by their path from the root', () => {
  const refs = sourceDocReferences('// see docs/a.md#b-c\n/** (docs/rules/x.md) and ../docs/no.md */');
  assert.deepEqual(refs, [
    { line: 1, target: 'docs/a.md#b-c' },
    { line: 2, target: 'docs/rules/x.md' },
  ]);
});

test('a link is broken when its file or its anchor is missing; external links pass', () => {
  const root = mkdtempSync(join(tmpdir(), 'check-links-'));
  mkdirSync(join(root, 'docs'));
  writeFileSync(join(root, 'docs', 'a.md'), '# A\n\n## Live quotes\n');
  /** @param {string} file */
  const anchorsOf = (file) => headingAnchors(file.endsWith('a.md') ? '# A\n\n## Live quotes\n' : '');
  assert.equal(brokenReason(root, 'README.md', 'docs/a.md#live-quotes', anchorsOf), null);
  assert.equal(brokenReason(root, 'README.md', 'docs/a.md#live', anchorsOf), 'no heading or anchor #live');
  assert.equal(brokenReason(root, 'README.md', 'docs/gone.md', anchorsOf), 'no such file');
  assert.equal(brokenReason(root, 'docs/a.md', '#a', anchorsOf), null);
  assert.equal(brokenReason(root, 'src/x.ts', 'docs/a.md#a', anchorsOf, true), null);
  assert.equal(brokenReason(root, 'README.md', 'https://example.com/x.md#nope', anchorsOf), null);
});
