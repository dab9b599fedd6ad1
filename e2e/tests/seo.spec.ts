import { expect, test } from '@playwright/test';
import {
  canonicalOf,
  expectRobotsAndSitemap,
  expectServedShareTags,
  jsonLdOfType,
  metaOf,
  sitemapLocs,
} from '../support/seo';
import { expectProtectiveHeaders } from '../support/servingPolicy';
import { productsOnSale } from '../support/shop';

// Search engines and share previews (docs/product-rules/search.md#search-engines), checked in the composed site as
// `npm start` serves it.

interface ApiProduct {
  name: string;
  slug: string;
  price: number;
  stock: number;
  onSaleFrom: string | null;
  teaItem: { teaType: { name: string; slug: string } | null };
}

interface ProductLd {
  name: string;
  sku: string;
  image: string[];
  offers: { '@type': string; price: string; priceCurrency: string; availability: string; url: string };
}
interface BreadcrumbLd {
  itemListElement: { position: number; name: string; item: string }[];
}
interface FaqLd {
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
}

test('robots.txt and sitemap.xml are served on the shop origin, with its security headers', async ({
  request,
  baseURL,
}) => {
  const { robots, sitemap } = await expectRobotsAndSitemap(request, baseURL!, baseURL!);
  expectProtectiveHeaders(robots.headers(), '/robots.txt');
  expectProtectiveHeaders(sitemap.headers(), '/sitemap.xml');
});

test('a shared link shows share tags in the HTML the server sends, with absolute addresses', async ({
  request,
  baseURL,
}) => {
  const [product] = await productsOnSale(request);
  const page = await expectServedShareTags(request, baseURL!, baseURL!, `/tea-item/${product!.slug}`);
  expectProtectiveHeaders(page.headers(), 'a tea item page');
  expect(page.headers()['cache-control']).toBe('no-cache');
  // Revalidated like the built file.
  const again = await request.get(`${baseURL}/tea-item/${product!.slug}`, {
    headers: { 'If-None-Match': page.headers()['etag']! },
  });
  expect(again.status()).toBe(304);
});

test('each kind of page in the sitemap opens with that address as its canonical URL and share tags', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const locs = sitemapLocs(await (await request.get('/sitemap.xml')).text());
  // The first of each kind: a content page, a type, region and flavour listing, a tea item, a teaware list.
  const kinds = ['/about', '/specialty-tea/', '/tea-region/', '/tea-flavour/', '/tea-item/', '/tea-wares/'];
  const sample = kinds.map((kind) => locs.find((loc) => loc.startsWith(`${baseURL}${kind}`))!);
  expect(sample.every(Boolean)).toBe(true);
  for (const loc of [`${baseURL}/home`, ...sample]) {
    await page.goto(loc);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => canonicalOf(page), { message: loc }).toBe(loc);
    expect(await metaOf(page, 'og:url'), loc).toBe(loc);
    expect(await metaOf(page, 'og:title'), loc).toBe(await page.title());
    expect(await metaOf(page, 'og:site_name'), loc).toBe('Sencha Tea');
    expect(await metaOf(page, 'description'), loc).toBeTruthy();
    expect(await metaOf(page, 'robots'), loc).toBeNull();
    // The share image is a real 1200x630 image of the shop.
    const image = (await metaOf(page, 'og:image'))!;
    expect(image.startsWith(`${baseURL}/`), loc).toBe(true);
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type'], image).toMatch(/^image\//);
    expect(await metaOf(page, 'og:image:width')).toBe('1200');
    expect(await metaOf(page, 'og:image:height')).toBe('630');
  }
});

test('a tea item publishes Product (AUD offer) and BreadcrumbList data matching the API, under one canonical URL', async ({
  page,
  request,
  baseURL,
}) => {
  const menu = (await (await request.get('/api/main-menu')).json()) as { matchaTypes: { slug: string }[] };
  const slug = menu.matchaTypes[0]!.slug;
  const product = (await (await request.get(`/api/tea-item/${slug}`)).json()) as ApiProduct;
  // Shown through the matcha route; its canonical address is the tea item page's.
  await page.goto(`/matcha-tea/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const canonical = `${baseURL}/tea-item/${slug}`;
  await expect.poll(() => canonicalOf(page)).toBe(canonical);
  expect(await metaOf(page, 'og:type')).toBe('product');

  const ld = await jsonLdOfType<ProductLd>(page, 'Product');
  expect(ld.name).toBe(product.name);
  expect(ld.sku).toBe(product.slug);
  expect(ld.offers).toMatchObject({
    '@type': 'Offer',
    price: product.price.toFixed(2),
    priceCurrency: 'AUD',
    url: canonical,
  });
  const onSale = product.onSaleFrom !== null && Date.parse(product.onSaleFrom) <= Date.now();
  expect(ld.offers.availability).toBe(
    !onSale
      ? 'https://schema.org/PreOrder'
      : product.stock > 0
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
  );
  expect(ld.image.length).toBeGreaterThan(0);
  for (const image of ld.image) expect((await request.get(image)).status(), image).toBe(200);

  const crumbs = await jsonLdOfType<BreadcrumbLd>(page, 'BreadcrumbList');
  const type = product.teaItem.teaType!;
  expect(crumbs.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/home` },
    { '@type': 'ListItem', position: 2, name: type.name, item: `${baseURL}/matcha-tea` },
    { '@type': 'ListItem', position: 3, name: product.name, item: canonical },
  ]);
});

test('a product in stock is InStock; the availability follows the stock the API reports', async ({
  page,
  request,
}) => {
  const [product] = await productsOnSale(request);
  await page.goto(`/tea-item/${product!.slug}`);
  const ld = await jsonLdOfType<ProductLd>(page, 'Product');
  expect(ld.offers.availability).toBe('https://schema.org/InStock');
  expect(ld.offers.price).toBe(product!.price.toFixed(2));
});

test('listings publish their breadcrumbs, and leave them behind on the next page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/tea-region/uji');
  const region = (await (await page.request.get('/api/region/uji')).json()) as { name: string };
  const crumbs = await jsonLdOfType<BreadcrumbLd>(page, 'BreadcrumbList');
  expect(crumbs.itemListElement.map((crumb) => [crumb.name, crumb.item])).toEqual([
    ['Home', `${baseURL}/home`],
    [region.name, `${baseURL}/tea-region/uji`],
  ]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test('the FAQ publishes every question and answer of the API as FAQPage data', async ({ page, request }) => {
  const faqs = (await (await request.get('/api/faq')).json()) as { question: string; answer: string }[];
  await page.goto('/frequently-asked-questions');
  const ld = await jsonLdOfType<FaqLd>(page, 'FAQPage');
  expect(ld.mainEntity.map((q) => q.name)).toEqual(faqs.map((faq) => faq.question));
  for (const [index, entry] of ld.mainEntity.entries()) {
    expect(entry['@type']).toBe('Question');
    expect(entry.acceptedAnswer['@type']).toBe('Answer');
    // Plain text: the markdown's words without its syntax.
    expect(entry.acceptedAnswer.text.length).toBeGreaterThan(0);
    expect(entry.acceptedAnswer.text).not.toMatch(/\*\*|\]\(/);
    const firstWord = faqs[index]!.answer.replace(/[^A-Za-z ]/g, ' ')
      .trim()
      .split(/\s+/)[0]!;
    expect(entry.acceptedAnswer.text).toContain(firstWord);
  }
});

test("a shopper's own pages and dead ends are kept out of search results; / and /home are canonical at /home", async ({
  page,
  baseURL,
}) => {
  for (const path of ['/cart', '/beyond-the-brew', '/tea-item/no-such-tea']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => metaOf(page, 'robots'), { message: path }).toBe('noindex');
  }
  // Back on an indexable page, the noindex goes.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => metaOf(page, 'robots')).toBeNull();
  await expect.poll(() => canonicalOf(page)).toBe(`${baseURL}/home`);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => canonicalOf(page)).toBe(`${baseURL}/home`);
});
