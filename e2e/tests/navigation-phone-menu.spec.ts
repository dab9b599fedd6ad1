import { expect, test, type Page } from '@playwright/test';

/**
 * The phone menu's sections, and the scroll to the top after a navigation
 * (docs/product-rules/navigation.md#navigation-and-layout). Motion is asserted by its shape, frame by frame, never by its
 * duration.
 */

test.describe('at 375px on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('one tap on another section opens it and closes the open one', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Menu' }).tap();
    const specialty = nav.getByRole('button', { name: /Specialty Tea/ });
    const herbal = nav.getByRole('button', { name: /Herbal Tea/ });
    const matcha = nav.getByRole('button', { name: /^Matcha/ });

    await specialty.tap();
    await expect(specialty).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Green Tea' })).toBeVisible();

    // Herbal Tea sits under Specialty Tea's open list: the tap lands on it while that list still shows.
    await herbal.tap();
    await expect(herbal).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'All Herbal Tea' })).toBeVisible();
    await expect(specialty).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Green Tea' })).toBeHidden();

    await matcha.tap();
    await expect(matcha).toHaveAttribute('aria-expanded', 'true');
    await expect(herbal).toHaveAttribute('aria-expanded', 'false');

    // A tap on the open section's own button closes it.
    await matcha.tap();
    await expect(matcha).toHaveAttribute('aria-expanded', 'false');
  });
});

/**
 * Records `window.scrollY` once per animation frame from now on, while `act` runs, until the page has moved and
 * then rested for ten frames.
 */
async function scrollPerFrame(page: Page, act: () => Promise<void>): Promise<number[]> {
  const samples = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        let restingFrames = 0;
        const sample = () => {
          const y = window.scrollY;
          restingFrames = y === seen.at(-1) ? restingFrames + 1 : 0;
          seen.push(y);
          if (y !== seen[0] && restingFrames === 10) resolve(seen);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
  );
  await act();
  return samples;
}

/**
 * Opens the About page at its footer, ready to follow the footer's link to the Privacy Policy: a page taller than
 * that, whose code an earlier visit loaded, so it shows in full at once, the browser never has to pull the
 * position up to a shorter page, and each position sampled is the scroll's. Returns where it stands.
 */
async function atAboutsFooter(page: Page): Promise<number> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/privacy-policy');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveTitle('About - Sencha Tea');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  return page.evaluate(() => window.scrollY);
}

const followPrivacyPolicy = async (page: Page) => {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
};

/**
 * The CPU of a low-end phone (DevTools' 6x slowdown): the new page's render and layout then hold up the frames
 * after the navigation as they do on a phone.
 */
async function onALowEndPhonesCpu(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

const isNonIncreasing = (samples: number[]) => samples.every((y, i) => y <= (samples[i - 1] ?? y));

test('with reduced motion a navigation jumps to the top, with no frame partway', async ({ page }) => {
  const start = await atAboutsFooter(page);
  const samples = await scrollPerFrame(page, () => followPrivacyPolicy(page));
  expect(samples[0]).toBe(start);
  expect(samples.filter((y) => y !== start && y !== 0)).toEqual([]);
  expect(samples.at(-1)).toBe(0);
});

test('without reduced motion a navigation eases to the top over several frames', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const start = await atAboutsFooter(page);
  await onALowEndPhonesCpu(page);
  const samples = await scrollPerFrame(page, () => followPrivacyPolicy(page));
  expect(samples[0]).toBe(start);
  expect(isNonIncreasing(samples)).toBe(true);
  const partway = samples.filter((y) => y > 0 && y < start);
  // Frame after frame on the way, however long each one takes, and it sets off gently: the first of them is still
  // in the upper half of the way.
  expect(partway.length).toBeGreaterThanOrEqual(10);
  expect(partway[0]).toBeGreaterThan(start / 2);
  expect(samples.at(-1)).toBe(0);
});

test('the shopper’s wheel stops the scroll to the top where it is', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const start = await atAboutsFooter(page);
  await page.mouse.move(640, 400);
  const samples = await scrollPerFrame(page, async () => {
    await followPrivacyPolicy(page);
    await page.waitForFunction((from) => window.scrollY > 0 && window.scrollY < from, start, {
      polling: 'raf',
    });
    await page.mouse.wheel(0, 40);
  });
  expect(samples[0]).toBe(start);
  // It never reached the top: the wheel took the page back.
  expect(samples).not.toContain(0);
});
