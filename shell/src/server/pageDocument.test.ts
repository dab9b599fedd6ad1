/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPageDocument } from './pageDocument';

const INDEX =
  '<!doctype html><html><head><meta property=og:url content=%PUBLIC_URL%%PAGE_PATH%><title>Sencha</title>' +
  '</head><body><div id=root></div></body></html>';

function documentOf(html: string) {
  const dir = mkdtempSync(join(tmpdir(), 'page-document-'));
  writeFileSync(join(dir, 'index.html'), html);
  return readPageDocument(join(dir, 'index.html'));
}

describe('the page document around a server render', () => {
  it('fills the share tags for the request, and puts the page in the root', () => {
    const page = documentOf(INDEX);
    const html = `${page.head('https://shop.example', '/faq?x=1', false)}${page.bodyStart}<p>page</p>${page.end(null)}`;
    expect(html).toBe(
      '<!doctype html><html><head><meta property=og:url content=https://shop.example/faq><title>Sencha</title>' +
        '</head><body><div id="root"><p>page</p></div></body></html>',
    );
  });

  it('names no path that could end the attribute it lands in', () => {
    expect(documentOf(INDEX).head('https://shop.example', '/"><script>', false)).toContain(
      'content=https://shop.example/>',
    );
  });

  it('gives a rendered page no script before its first paint: the boot script starts them after it', () => {
    const page = documentOf(
      '<html><head><script async fetchpriority=high src=/boot.js></script>' +
        '<link rel=preload as=script href=/1.js><link rel="preload" as="image" href="/a.png">' +
        '<script defer src=/main.js fetchpriority="high"></script><link href=/main.css rel=stylesheet>' +
        '</head><body><div id=root></div></body></html>',
    );
    expect(page.head('https://shop.example', '/', true)).toBe(
      '<html><head><script data-after-paint="/main.js" async src=/boot.js></script>' +
        '<link rel="preload" as="image" href="/a.png"><link href=/main.css rel=stylesheet>',
    );
    expect(page.head('https://shop.example', '/', false)).toContain(
      '<link rel=preload as=script href=/1.js>',
    );
  });

  it('leaves a rendered page’s title and share tags to the end of its head, filled for the request', () => {
    const page = documentOf(
      '<html><head><meta charset=utf-8><meta name=description content="Tea."><meta name=theme-color content=#2f5d3a>' +
        '<meta property=og:url content=%PUBLIC_URL%%PAGE_PATH%><meta name=twitter:card content=summary>' +
        '<link rel=canonical href=%PUBLIC_URL%%PAGE_PATH%><title>Sencha</title><link href=/main.css rel=stylesheet>' +
        '</head><body><div id=root></div></body></html>',
    );
    expect(page.head('https://shop.example', '/faq', true)).toBe(
      '<html><head><meta charset=utf-8><meta name=theme-color content=#2f5d3a><link href=/main.css rel=stylesheet>',
    );
    expect(page.defaultMetadata('https://shop.example', '/faq')).toBe(
      '<meta name=description content="Tea."><meta property=og:url content=https://shop.example/faq>' +
        '<meta name=twitter:card content=summary><link rel=canonical href=https://shop.example/faq><title>Sencha</title>',
    );
    expect(page.head('https://shop.example', '/faq', false)).toContain('<title>Sencha</title>');
  });

  it('takes out whole tags however they are quoted or cased, and nothing that only looks like one', () => {
    const page = documentOf(
      '<html><head><META NAME="Description" CONTENT="Tea > coffee"><meta name=\'og-ish\' content=x>' +
        "<meta property='og:title' content='Sencha \"Tea\"'><meta name=descriptionary content=y>" +
        '<LINK REL=canonical HREF=/x><link rel=canonicalish href=/y></head><body><div id=root></div></body></html>',
    );
    expect(page.head('https://shop.example', '/', true)).toBe(
      "<html><head><meta name='og-ish' content=x><meta name=descriptionary content=y><link rel=canonicalish href=/y>",
    );
    expect(page.defaultMetadata('https://shop.example', '/')).toBe(
      '<META NAME="Description" CONTENT="Tea > coffee">' +
        "<meta property='og:title' content='Sencha \"Tea\"'><LINK REL=canonical HREF=/x>",
    );
  });

  it('carries the server’s state after the page', () => {
    const end = documentOf(INDEX).end({
      pointer: {},
      cohort: 3,
      answers: {},
      store: null,
      seed: 1,
      carouselLeads: false,
    });
    expect(end).toMatch(/^<\/div><script type="application\/json" id="sencha-server-state">/);
  });

  it('refuses an index.html without a root element', () => {
    expect(() => documentOf('<html><head></head><body></body></html>')).toThrow(/root element/);
  });
});
