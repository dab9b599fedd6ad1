import { expect, test, type APIRequestContext, type Frame, type Locator, type Page } from '@playwright/test';
import { enterAddress, openCartWith, productsOnSale, readyCart, storeCart, SYDNEY } from '../support/shop';

// The cart and payment pages at a phone's, a tablet's and a desktop's width: the address form and the cart lines
// fit their cards, the payment frame is as tall as its form, and the alerts say what
// docs/product-rules/cart.md#cart-page says, when it says it.
const WIDTHS = [375, 768, 1280];
const FORM_TITLE = 'Payment form (test payments)';

type Cart = Awaited<ReturnType<typeof readyCart>>;

// One quoted cart per worker: every POST route is rate limited per client address (docs/operations.md), and
// every test here runs from the same address.
let quoted: Promise<Cart> | undefined;
const cartReady = (request: APIRequestContext, baseURL: string) => (quoted ??= readyCart(request, baseURL));

/** The ready cart without its service: the page finds the address and asks for services. */
async function cartWithAddress(page: Page, cart: Cart) {
  const { shippingService: _chosen, ...rest } = cart;
  await storeCart(page, rest);
  await page.goto('/cart');
}

/** The title of each toast shown, in order (a title again only after another one): what a shopper could read. */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { shownToasts: seen });
    const look = () => {
      for (const toast of document.querySelectorAll('[data-type][data-visible="true"]')) {
        const title = toast.querySelector('p')?.textContent ?? '';
        if (seen.at(-1) !== title) seen.push(title);
      }
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-visible'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);
}

const toast = (page: Page) => page.locator('[data-type][data-visible="true"]');

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;
const inside = (a: Box, outer: Box) =>
  a.x >= outer.x - 0.5 &&
  a.y >= outer.y - 0.5 &&
  a.x + a.width <= outer.x + outer.width + 0.5 &&
  a.y + a.height <= outer.y + outer.height + 0.5;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

/** Each pair of boxes apart, and each inside `card`. */
async function expectLaidOut(card: Locator, parts: Locator[]) {
  const outer = await box(card);
  const boxes = await Promise.all(parts.map(box));
  boxes.forEach((b, i) => {
    expect(inside(b, outer), `${parts[i]} inside its card`).toBe(true);
    boxes.slice(i + 1).forEach((other, j) => {
      expect(overlap(b, other), `${parts[i]} clear of ${parts[i + 1 + j]}`).toBe(false);
    });
  });
}

/** The sandbox form's frame, once its form shows. */
async function paymentFrame(page: Page): Promise<Frame> {
  await expect(page.frameLocator(`iframe[title="${FORM_TITLE}"]`).getByLabel('Card number')).toBeVisible();
  const frame = page.frame({ url: /\/api\/checkout\/sandbox\// });
  expect(frame).not.toBeNull();
  return frame!;
}

/** The frame is as tall as its page (to the pixel) and nothing in it scrolls. */
async function expectFrameFits(frame: Frame) {
  await expect
    .poll(() =>
      frame.evaluate(() => ({
        scrolls: document.documentElement.scrollHeight > innerHeight,
        gap: Math.abs(innerHeight - Math.ceil(document.documentElement.getBoundingClientRect().height)),
      })),
    )
    .toEqual({ scrolls: false, gap: 0 });
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the address form and the cart lines fit their cards, with no sideways scroll', async ({
      page,
      request,
    }) => {
      const [first, second] = await productsOnSale(request);
      await openCartWith(page, [
        { product: first!, quantity: 1 },
        { product: second!, quantity: 2 },
      ]);
      const shipping = page.getByRole('region', { name: 'Shipping Options' });
      const form = shipping.getByRole('form', { name: 'Shipping address' });
      // After a first attempt each missing field says so under it: the fields and their messages stay apart.
      await form.getByRole('button', { name: 'Check Shipping Options' }).click();
      await expect(form.getByText('Please enter the postcode.')).toBeVisible();
      await expectLaidOut(shipping, [
        form.getByLabel('Suburb or city'),
        form.getByLabel('State'),
        form.getByLabel('Postcode'),
        form.getByText('Please enter the suburb or city.'),
        form.getByText('Please select the state.'),
        form.getByText('Please enter the postcode.'),
      ]);

      const cartCard = page.getByRole('region', { name: /^Your Cart/ });
      for (const product of [first!, second!]) {
        const line = cartCard
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
        await expectLaidOut(cartCard, [
          line.getByRole('link', { name: product.name, exact: true }),
          ...(await line.locator('span').all()),
          line.getByRole('group', { name: `Quantity of ${product.name}` }),
        ]);
        await expectLaidOut(cartCard, await line.getByRole('button').all());
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
      ).toBeLessThanOrEqual(0);
    });

    test('the payment frame is as tall as its form, before and after a declined card', async ({
      page,
      request,
      baseURL,
    }) => {
      await storeCart(page, await cartReady(request, baseURL!));
      await page.goto('/checkout');
      const frame = await paymentFrame(page);
      await expectFrameFits(frame);

      const form = page.frameLocator(`iframe[title="${FORM_TITLE}"]`);
      await form.getByLabel('Email').fill('e2e.shopper@example.com');
      await form.getByLabel('Card number').fill('4000 0000 0000 0002');
      await form.getByLabel('Expiry (MM / YY)').fill('12 / 39');
      await form.getByLabel('CVC').fill('123');
      await form.getByLabel('Name on card').fill('Mei Tanaka');
      await form.getByRole('button', { name: /^Pay / }).click();
      await expect(form.getByRole('alert')).toHaveText('Your card was declined.');
      await expectFrameFits(frame);
      // The whole Pay button shows inside the frame without scrolling in it.
      const pay = await frame.evaluate(() => {
        const rect = document.querySelector('button[type="submit"]')!.getBoundingClientRect();
        return { scrollY, top: rect.top, bottom: rect.bottom, innerHeight };
      });
      expect(pay.scrollY).toBe(0);
      expect(pay.top).toBeGreaterThanOrEqual(0);
      expect(pay.bottom).toBeLessThanOrEqual(pay.innerHeight);
      const button = form.getByRole('button', { name: /^Pay / });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
    });
  });
}

test('the frame follows the window when it narrows', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeCart(page, await cartReady(request, baseURL!));
  await page.goto('/checkout');
  const frame = await paymentFrame(page);
  await expectFrameFits(frame);
  for (const width of [768, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectFrameFits(frame);
  }
});

test('the Pay button’s focus ring stands out from the page and from the button', async ({
  page,
  request,
  baseURL,
}) => {
  await storeCart(page, await cartReady(request, baseURL!));
  await page.goto('/checkout');
  const frame = await paymentFrame(page);
  await frame.getByLabel('Promotion code (optional)').focus();
  await page.keyboard.press('Tab');
  const ring = await frame.evaluate(() => {
    const button = document.activeElement as HTMLElement;
    const style = getComputedStyle(button);
    return {
      matches: button.matches('button:focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineOffset: parseFloat(style.outlineOffset),
      outlineColor: style.outlineColor,
      pageColor: getComputedStyle(document.body).backgroundColor,
      buttonColor: style.backgroundColor,
      boxShadow: style.boxShadow,
    };
  });
  expect(ring.matches).toBe(true);
  expect(ring.outlineStyle).toBe('solid');
  expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
  // Off the button, on the page's white: the ring's colour against the page, not against the button's green.
  expect(ring.outlineOffset).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.outlineColor, ring.pageColor)).toBeGreaterThanOrEqual(3);
  // And an inner white ring on the button itself.
  expect(ring.boxShadow).toMatch(/^rgb\(255, 255, 255\) 0px 0px 0px [2-9]px inset$/);
  expect(contrast('rgb(255, 255, 255)', ring.buttonColor)).toBeGreaterThanOrEqual(3);
});

/** WCAG contrast ratio of two rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test("a valid address says 'Address is Valid', and the services listed under it leave it to be read", async ({
  page,
  request,
}) => {
  const shown = await recordToasts(page);
  const [product] = await productsOnSale(request);
  await openCartWith(page, [{ product: product!, quantity: 1 }]);
  await enterAddress(page, SYDNEY);
  await expect(toast(page)).toContainText('Address is Valid');
  await expect(toast(page)).toContainText('The address is valid and ready for shipping.');
  await expect(page.getByRole('radio').first()).toBeVisible();
  expect(await shown()).toEqual(['Address is Valid']);
});

test("a stored address says 'Shipping Address Found'; a change says 'Shipping Services Updated', which stays off the payment page", async ({
  page,
  request,
  baseURL,
}) => {
  const shown = await recordToasts(page);
  const cart = await cartReady(request, baseURL!);
  await cartWithAddress(page, cart);
  await expect(toast(page)).toContainText('Shipping Address Found');
  await expect(toast(page)).toContainText('A shipping address has been found. Loading shipping services.');
  await page.getByRole('radio').first().check();
  expect(await shown()).toEqual(['Shipping Address Found']);

  await page.getByRole('button', { name: `One more ${cart.items[0]!.name}` }).click();
  await expect(toast(page)).toContainText('Shipping Services Updated');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  // Gone as the shopper arrives (not merely timed out later): nothing covers the payment form.
  expect(await toast(page).count()).toBe(0);
  await paymentFrame(page);
  expect(await toast(page).count()).toBe(0);
});

test("'Change address' opens the form with the saved address in it", async ({ page, request, baseURL }) => {
  await cartWithAddress(page, await cartReady(request, baseURL!));
  await page.getByRole('button', { name: 'Change address' }).click();
  const form = page.getByRole('form', { name: 'Shipping address' });
  await expect(form.getByLabel('Full name')).toHaveValue(SYDNEY.name);
  await expect(form.getByLabel('Country')).toHaveValue('AU');
  await expect(form.getByLabel('Address line 1')).toHaveValue(SYDNEY.line1);
  await expect(form.getByLabel('Suburb or city')).toHaveValue(SYDNEY.city);
  await expect(form.getByLabel('State')).toHaveValue(SYDNEY.state);
  await expect(form.getByLabel('Postcode')).toHaveValue(SYDNEY.postcode);
});
