/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { PageDocument } from './pageDocument';
import { streamPage } from './respond';

const document: PageDocument = {
  head: () => '<head>',
  defaultMetadata: () => '<title>Shop</title>',
  bodyStart: '</head><body><div id="root">',
  end: () => '</div></body>',
};

/** The response as a shopper's browser would read it, written to in order. */
function response() {
  const written: string[] = [];
  const fake = Object.assign(new EventEmitter(), {
    writableEnded: false,
    destroyed: false,
    setHeader: () => undefined,
    write: (html: string) => written.push(html),
    end: (html: string) => {
      written.push(html);
      fake.writableEnded = true;
    },
  });
  return { fake: fake as unknown as ServerResponse, html: () => written.join('') };
}

const rendered = { head: '<head>', defaultMetadata: '<title>Shop</title>' };

describe('streamPage', () => {
  it('writes the page’s own title and share tags in place of the shell’s, before the body', () => {
    const { fake, html } = response();
    const page = streamPage(fake, document, rendered, 1000, () => undefined);
    page.head('<link rel="stylesheet" href="/page.css">');
    page.metadata('<title>Gyokuro</title>');
    page.body('<main>Gyokuro</main>');
    page.end(null);
    expect(html()).toMatch(
      /^<head>.*<link rel="stylesheet" href="\/page.css"><title>Gyokuro<\/title><\/head><body><div id="root"><main>/,
    );
    expect(html()).not.toContain('<title>Shop</title>');
  });

  it('gives a page that told none, or that failed, the shell’s', () => {
    const told = response();
    const quiet = streamPage(told.fake, document, rendered, 1000, () => undefined);
    quiet.body('<main>FAQ</main>');
    quiet.end(null);
    expect(told.html()).toContain('<title>Shop</title></head><body>');
    const broken = response();
    streamPage(broken.fake, document, rendered, 1000, () => undefined).failed('the worker died');
    expect(broken.html()).toContain('<title>Shop</title></head><body>');
  });

  it('writes no title once the body has started', () => {
    const { fake, html } = response();
    const page = streamPage(fake, document, rendered, 1000, () => undefined);
    page.body('<main>late</main>');
    page.metadata('<title>Late</title>');
    page.end(null);
    expect(html()).not.toContain('<title>Late</title>');
    expect(html().match(/<title>/g)).toHaveLength(1);
  });
});
