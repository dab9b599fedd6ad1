import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { jsonLd } from './seo';

/** The pages a crawler reads (docs/server-rendering.md), and what each shows that only a render of it can. */
export interface ServerPage {
  path: string;
  /** What the page shows that only its data or its remote's render can show. */
  shows: (page: Page) => Locator;
  /** The page's own title, which its remote tells as it renders (not the shop's default). */
  title: RegExp;
  /** What else a reader without script must see of it: nothing there waits for script to be shown. */
  alsoShows?: (page: Page) => Promise<void>;
  /** The schema.org types of its JSON-LD, one document of each, in its server HTML as once live. */
  structuredData: readonly string[];
}

export async function firstTea(
  request: APIRequestContext,
  baseUrl: string,
): Promise<{ slug: string; name: string }> {
  const teas = (await (await request.get(`${baseUrl}/api/teatype/green-tea/tea`)).json()) as Array<{
    slug: string;
    name: string;
  }>;
  const tea = teas[0];
  if (!tea) throw new Error('no green tea in the catalogue');
  return tea;
}

export async function serverPages(request: APIRequestContext, baseUrl: string): Promise<ServerPage[]> {
  const tea = await firstTea(request, baseUrl);
  const faqs = (await (await request.get(`${baseUrl}/api/faq`)).json()) as Array<{ question: string }>;
  return [
    {
      path: '/home',
      shows: (page) => page.getByRole('main').getByRole('link', { name: 'Green Tea' }),
      // The home page's title is the shop's own; its canonical URL (checked beside it) is its own.
      title: /^Sencha Tea - True Teas for Masters$/,
      // The carousel is rendered with its teas (docs/server-rendering.md#one-seed-per-load); the blog list, read
      // after the page's load, is left out: nothing only script can fill leaves a band.
      alsoShows: async (page) => {
        await expect(
          page.getByRole('region', { name: 'Tea carousel' }).getByRole('link').first(),
        ).toBeVisible();
        const blog = page.getByTestId('near-viewport-placeholder');
        await expect(blog).toBeAttached();
        await expect(blog).toBeHidden();
        // The carousel's heading is below what the hero's picture paints: without script the picture shows the
        // reveal's end, its bottom clipped (measured as catalog-home-looks.spec.ts measures it).
        const painted = await page.getByTestId('hero-poster').evaluate((image) => {
          const box = image.getBoundingClientRect();
          const clip = /inset\(0(?:px)? 0(?:px)? ([\d.]+)%/.exec(getComputedStyle(image).clipPath);
          return box.bottom - (box.height * (clip ? Number(clip[1]) : 0)) / 100;
        });
        const heading = await page.getByRole('heading', { name: 'Explore Our Teas' }).boundingBox();
        expect(heading?.y ?? 0).toBeGreaterThanOrEqual(painted - 1);
        // And the featured tiles follow the carousel, with no band between.
        const carousel = await page.getByRole('region', { name: 'Explore Our Teas' }).boundingBox();
        const tiles = await page.getByRole('heading', { name: 'Shop by Tea Type' }).boundingBox();
        const gap = (tiles?.y ?? 0) - ((carousel?.y ?? 0) + (carousel?.height ?? 0));
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(gap).toBeLessThan(120);
      },
      structuredData: [],
    },
    {
      path: '/specialty-tea/green-tea',
      shows: (page) =>
        page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(tea.name) })
          .first(),
      title: /^Green Tea\b/,
      structuredData: ['BreadcrumbList'],
    },
    {
      path: `/tea-item/${tea.slug}`,
      shows: (page) => page.getByRole('main').getByRole('heading', { level: 1, name: tea.name }),
      title: new RegExp(`^${tea.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      // Each thumbnail has its picture: script asks for them after the main image, a reader without it at once.
      alsoShows: async (page) => {
        const thumbnails = page.getByRole('list', { name: 'Choose an image' }).getByRole('button');
        const pictures = page.getByRole('list', { name: 'Choose an image' }).locator('img');
        await expect(pictures).toHaveCount(await thumbnails.count());
        for (const picture of await pictures.all())
          await expect
            .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
            .toBeGreaterThan(0);
        // The brewing graphic, whole within the page's width: no script opens a wider one at its middle.
        const graphic = page.getByRole('img', { name: /^How to brew/ }).first();
        await graphic.scrollIntoViewIfNeeded();
        await expect
          .poll(() => graphic.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
        const box = await graphic.boundingBox();
        const width = page.viewportSize()?.width ?? 0;
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
      },
      structuredData: ['BreadcrumbList', 'Product'],
    },
    {
      path: '/frequently-asked-questions',
      shows: (page) =>
        page.getByRole('main').getByRole('heading', { level: 2, name: faqs[0]?.question ?? '?' }),
      title: /^Frequently Asked Questions/,
      structuredData: ['FAQPage'],
    },
    {
      path: '/privacy-policy',
      shows: (page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Privacy Policy' }),
      title: /^Privacy Policy/,
      structuredData: [],
    },
  ];
}

/** The schema.org types of the page's JSON-LD documents, in order of type. */
export const structuredDataTypes = async (page: Page) =>
  (await jsonLd(page)).map((document) => String(document['@type'])).sort();

/**
 * Until each page's areas are all rendered on the server: a new worker's first renders may run out of their
 * budget while it loads the remotes' code, and those areas are left to the browser (as designed).
 */
export async function untilWarm(
  request: APIRequestContext,
  baseUrl: string,
  pages: ReadonlyArray<Pick<ServerPage, 'path'>>,
) {
  for (const { path } of pages)
    await expect
      .poll(async () => (await (await request.get(`${baseUrl}${path}`)).text()).includes('data-dgst'), {
        message: `${path} rendered whole on the server`,
        timeout: 15_000,
      })
      .toBe(false);
}

/**
 * React's hydration errors, named or (in production builds) by number: 418 a mismatch, 419 an area the browser
 * had to render itself, 421 an area updated before it hydrated, 425 text that differs.
 */
const HYDRATION_ERROR = /hydrat|did not match|didn't match|server rendered|React error #4(18|19|21|25)\b/i;

/**
 * The hydration errors the page's console reports from now on, each with the path the test said it was on
 * (`at`), for a test to expect none.
 */
export function watchHydrationErrors(page: Page): { found: string[]; at(path: string): void } {
  const found: string[] = [];
  let current = '';
  page.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_ERROR.test(text))
      found.push(`${current}: ${text.split('\n')[0]}`);
  });
  return {
    found,
    at(path) {
      current = path;
    },
  };
}

/** The server state a rendered page carries for hydration (docs/server-rendering.md#the-handover), or null. */
export function serverStateOf(html: string): { cohort: number; pointer: Record<string, unknown> } | null {
  const state = /<script type="application\/json" id="sencha-server-state">(.*?)<\/script>/s.exec(html)?.[1];
  return state === undefined
    ? null
    : (JSON.parse(state) as { cohort: number; pointer: Record<string, unknown> });
}
