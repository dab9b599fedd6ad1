import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { OPERATOR_TOKEN, placeOrder } from '../support/shop';

const PHONE = { width: 375, height: 800 };

/** A new order moved on by the operator until it is delivered: the page then takes a review. */
async function deliveredOrder(page: Page, request: APIRequestContext): Promise<string> {
  const orderId = await placeOrder(page, request);
  for (const state of ['processing', 'in transit', 'delivered']) {
    const moved = await request.post(`/api/admin/orders/${orderId}/delivery-states`, {
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      data: { state },
    });
    expect(moved.status()).toBe(200);
  }
  return orderId;
}

/** WCAG relative luminance of an opaque CSS rgb() colour. */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Each star radio's drawing colour (a drawn shape's stroke, else its fill; a text glyph's colour) and the
 * first opaque background behind it.
 */
async function starColours(page: Page): Promise<{ name: string; ink: string; background: string }[]> {
  return page.getByRole('radio').evaluateAll((radios) =>
    radios.map((radio) => {
      const shape = radio.querySelector('path, polygon, circle');
      const style = getComputedStyle(shape ?? radio);
      const ink = !shape ? style.color : style.stroke !== 'none' ? style.stroke : style.fill;
      let background = 'rgb(255, 255, 255)';
      for (let node: Element | null = radio; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== 'transparent' && !/, 0\)$/.test(colour)) {
          background = colour;
          break;
        }
      }
      return { name: radio.getAttribute('aria-label') ?? '', ink, background };
    }),
  );
}

test.describe('order page', () => {
  test('at 375 px the review stars, empty and chosen, stand 3:1 against their background', async ({
    page,
    request,
  }) => {
    const orderId = await deliveredOrder(page, request);
    await page.setViewportSize(PHONE);
    await page.goto(`/sencha-steep-in-transit/${orderId}`);
    await expect(page.getByRole('radio')).toHaveCount(5);
    for (const star of await starColours(page))
      expect(
        contrast(star.ink, star.background),
        `${star.name} (empty): ${star.ink} on ${star.background}`,
      ).toBeGreaterThanOrEqual(3);

    await page.getByRole('radio', { name: '3 stars' }).check();
    await page.mouse.move(0, 0);
    for (const star of await starColours(page))
      expect(
        contrast(star.ink, star.background),
        `${star.name}: ${star.ink} on ${star.background}`,
      ).toBeGreaterThanOrEqual(3);
  });

  test('a submitted review reloads the order from the API and shows what it answers', async ({
    page,
    request,
  }) => {
    const orderId = await deliveredOrder(page, request);
    const orderPath = `/api/order/${orderId}`;
    const isReviewPost = (r: Request) =>
      r.method() === 'POST' && new URL(r.url()).pathname === `${orderPath}/review`;
    const isOrderGet = (r: Request) => r.method() === 'GET' && new URL(r.url()).pathname === orderPath;
    // Opened at its own address, as from the confirmation e-mail: the boot script has read the order already.
    await page.goto(`/sencha-steep-in-transit/${orderId}`);
    await expect(page.getByRole('heading', { name: 'How was your tea?' })).toBeVisible();

    let reviewSaved = false;
    page.on('response', (response) => {
      if (isReviewPost(response.request())) reviewSaved = response.ok();
    });
    const reloaded = page.waitForRequest((r) => reviewSaved && isOrderGet(r));
    await page.getByRole('radio', { name: '5 stars' }).check();
    await page.getByPlaceholder('Share your experience with this order...').fill('Sweet and grassy.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Thank you for your review! It has been saved successfully.')).toBeVisible();
    const answer = await (await reloaded).response();
    expect(answer?.status()).toBe(200);

    // The reloaded order has the review: the form is now the shopper's own, editable until it is published.
    await expect(page.getByRole('heading', { name: 'Your review' })).toBeVisible();
    await expect(page.getByText('You can change your review until we publish it.')).toBeVisible();
    await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
  });
});

// Seeded (catalogue/src/seed/teaItems/): a tea with brewing and flavour graphics and two description tabs.
const TEA = 'sencha-superior-100g';
/** The infographics' smallest lettering, in units of their 1600-wide drawing (catalogue/src/art/infographics.ts). */
const GRAPHIC_WIDTH = 1600;
const SMALLEST_GRAPHIC_TEXT = 26;

/** The share of a's box that b covers (0 when apart). */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? (width * height) / (a.width * a.height) : 0;
}

test.describe('tea item page at 375 px', () => {
  test.use({ viewport: PHONE });

  test('every tab title is whole and in view, none cut at the edge', async ({ page }) => {
    await page.goto(`/tea-item/${TEA}`);
    const tablist = page.getByRole('tablist');
    await expect(tablist.getByRole('tab')).toHaveCount(2);
    const list = (await tablist.boundingBox())!;
    for (const tab of await tablist.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      const name = await tab.textContent();
      expect(box.x, `${name} starts in view`).toBeGreaterThanOrEqual(list.x);
      expect(box.x + box.width, `${name} ends in view`).toBeLessThanOrEqual(list.x + list.width + 0.5);
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name} is not cut`).toBe(true);
    }
    expect(await tablist.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test('the brewing graphics’ lettering is at least 12 px, and no arrow covers a graphic', async ({
    page,
  }) => {
    await page.goto(`/tea-item/${TEA}`);
    const carousel = page.getByRole('region', { name: 'Brewing instructions' });
    for (const slide of ['1 of 2', '2 of 2']) {
      const image = carousel.getByRole('group', { name: slide }).locator('img');
      await expect(image).toBeVisible();
      const shown = (await image.boundingBox())!;
      expect
        .soft((shown.width * SMALLEST_GRAPHIC_TEXT) / GRAPHIC_WIDTH, `${slide}: smallest text`)
        .toBeGreaterThanOrEqual(12);
      // What of the graphic is on screen: its frame scrolls sideways when the graphic is wider.
      const frame = await image.evaluate((img) => {
        const scroller = img.closest('[role="group"][tabindex]') ?? img;
        const { x, y, width, height } = scroller.getBoundingClientRect();
        return { x, y, width, height };
      });
      for (const name of ['Previous', 'Next']) {
        const arrow = (await carousel.getByRole('button', { name }).boundingBox())!;
        expect.soft(overlap(arrow, frame), `${name} arrow over ${slide}`).toBe(0);
        expect.soft(arrow.x).toBeGreaterThanOrEqual(0);
        expect.soft(arrow.x + arrow.width).toBeLessThanOrEqual(PHONE.width);
      }
      await carousel.getByRole('button', { name: 'Next' }).click();
    }
    // The graphic scrolls in its own frame: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

test('the Flavour Profile tab says its tasting sentence once', async ({ page, request }) => {
  const product = (await (await request.get(`/api/tea-item/${TEA}`)).json()) as { description: string };
  const sentence = /# Tab: Flavour Profile\n\n([^\n]+)/.exec(product.description)?.[1] ?? '';
  expect(sentence).not.toBe('');
  await page.goto(`/tea-item/${TEA}`);
  await page.getByRole('tab', { name: 'Flavour Profile' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('img', { name: /flavour profile/ })).toBeVisible();
  const text = await panel.innerText();
  expect(text.split(sentence).length - 1).toBe(1);
});

/**
 * The lightest colour behind an element's text: the element is shot with its text made transparent, and the
 * shot is read in a blank page (the shop's content policy allows no data: images).
 */
async function lightestBehind(text: Locator): Promise<string> {
  const hide = (el: HTMLElement, hidden: boolean) => {
    el.style.setProperty('color', hidden ? 'transparent' : '');
    el.style.setProperty('text-shadow', hidden ? 'none' : '');
  };
  await text.evaluate(hide, true);
  const shot = await text.screenshot();
  await text.evaluate(hide, false);
  const blank = await text.page().context().newPage();
  const lightest = await blank.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = Object.assign(document.createElement('canvas'), {
      width: image.width,
      height: image.height,
    });
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let best = [0, 0, 0];
    let bestSum = -1;
    for (let i = 0; i < data.length; i += 4) {
      const sum = 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
      if (sum > bestSum) [bestSum, best] = [sum, [data[i]!, data[i + 1]!, data[i + 2]!]];
    }
    return `rgb(${best.join(', ')})`;
  }, shot.toString('base64'));
  await blank.close();
  return lightest;
}

test('at 375 px the flavour page names its flavour once, on the banner, over a readable subtitle', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/tea-flavour/umami');
  const heading = page.getByRole('heading', { level: 1, name: 'Umami' });
  await expect(heading).toBeVisible();
  const banner = page.getByRole('img', { name: 'Umami flavour banner' });
  await expect(banner).toBeVisible();
  // The banner's picture letters the name in: the heading is written on the banner rather than under it.
  const art = (await banner.boundingBox())!;
  const title = (await heading.boundingBox())!;
  expect(overlap(title, art)).toBe(1);

  const subtitle = page.getByText('Teas with this flavour', { exact: true });
  await expect(subtitle).toBeVisible();
  expect(overlap((await subtitle.boundingBox())!, art)).toBe(1);
  const size = await subtitle.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(14);
  const ink = await subtitle.evaluate((el) => getComputedStyle(el).color);
  const backdrop = await lightestBehind(subtitle);
  expect(contrast(ink, backdrop), `${ink} over ${backdrop}`).toBeGreaterThanOrEqual(4.5);
});
