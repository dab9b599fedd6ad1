import { expect, test, type Page } from '@playwright/test';

/**
 * One look at the home page's top: the hero's phase and video time, what the video paints over (its box minus
 * the clipped bottom), and each carousel slide and control: where it is, whether it shows and takes focus.
 * Measured in one go, so all of it belongs to the same moment. Hidden elements included (getByRole skips them),
 * but not the slides the width leaves out (display: none: one, three or five show by the stylesheet).
 */
async function heroMoment(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('video[data-testid="hero-video"]');
    const underHero = document.querySelector('[data-hero-phase]');
    const carousel = document.querySelector('[aria-roledescription="carousel"]');
    const hero = document.querySelector('section[aria-labelledby="home-title"]');
    if (!hero || !underHero || !carousel) throw new Error('hero, carousel or their wrapper missing');
    // With reduced motion there is no video: the still fills only the hero's own box.
    const box = (video ?? hero).getBoundingClientRect();
    const clip = video ? /inset\(0(?:px)? 0(?:px)? ([\d.]+)%/.exec(video.style.clipPath) : null;
    const paintedBottom = box.bottom - (box.height * (clip ? Number(clip[1]) : 0)) / 100;
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    // Laid out at this width: `checkVisibility` without options looks at display, not at visibility.
    const laidOut = (element: Element) => element.checkVisibility();
    const slides = [...carousel.querySelectorAll('[aria-roledescription="slide"]')]
      .filter(laidOut)
      .map((slide) => ({
        top: slide.getBoundingClientRect().top,
        shown: shown(slide),
      }));
    const focusables = [...carousel.querySelectorAll<HTMLElement>('a, button')]
      .filter(laidOut)
      .map((element) => {
        element.focus();
        return document.activeElement === element;
      });
    (document.activeElement as HTMLElement | null)?.blur();
    return {
      phase: underHero.getAttribute('data-hero-phase'),
      time: video?.currentTime ?? 0,
      paintedBottom,
      slides,
      focusables,
    };
  });
}

for (const width of [375, 1280]) {
  test(`home at ${width}px, 2.5 s in: every carousel slide is fully shown or fully hidden, nothing hidden takes focus`, async ({
    page,
  }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/home');
    await expect(
      page.locator('[aria-roledescription="carousel"] [aria-roledescription="slide"]').first(),
    ).toBeAttached();
    // 2.5 s into the video, or the final state if it could not start playing within the grace time.
    await expect
      .poll(
        async () => {
          const moment = await heroMoment(page);
          return moment.time >= 2.5 || moment.phase === 'revealed';
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const moment = await heroMoment(page);
    expect(moment.slides.length).toBeGreaterThan(0);
    if (moment.phase === 'covering') {
      // Under the playing intro: the whole carousel is hidden, and none of it takes focus.
      expect(moment.slides.every((slide) => !slide.shown)).toBe(true);
      expect(moment.focusables.every((focusable) => !focusable)).toBe(true);
    } else if (moment.phase === 'revealing') {
      expect(moment.focusables.every((focusable) => !focusable)).toBe(true);
    } else {
      expect(moment.slides.every((slide) => slide.shown && slide.top >= moment.paintedBottom - 1)).toBe(true);
    }

    // Once the reveal is over, the carousel is whole, uncovered and usable.
    await expect.poll(async () => (await heroMoment(page)).phase, { timeout: 25_000 }).toBe('revealed');
    const after = await heroMoment(page);
    expect(after.slides.every((slide) => slide.shown && slide.top >= after.paintedBottom - 1)).toBe(true);
    expect(after.focusables.every((focusable) => focusable)).toBe(true);
  });
}

/** The carousel's slides and controls in the final state (reduced motion: no intro). */
async function carouselState(page: Page) {
  const moment = await heroMoment(page);
  return { slides: moment.slides, focusables: moment.focusables };
}

test('with reduced motion the home page shows its final state at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home');
  await expect(page.locator('video')).toHaveCount(0);
  const carousel = page.getByRole('region', { name: 'Tea carousel' });
  await expect(carousel.getByRole('button', { name: 'Next' })).toBeVisible();
  const { slides, focusables } = await carouselState(page);
  expect(slides.every((slide) => slide.shown)).toBe(true);
  expect(focusables.every((focusable) => focusable)).toBe(true);
});

test('featured tiles alternate sides by index with even heights, at 1280px', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home');
  const tiles = page.getByRole('region', { name: 'Shop by Tea Type' }).getByRole('link');
  await expect(tiles).toHaveCount(7);
  const layout = await tiles.evaluateAll((links) =>
    links.map((link) => {
      const image = link.querySelector('img')!.getBoundingClientRect();
      const label = [...link.children].find((child) => !child.contains(link.querySelector('img')))!;
      const labelBox = label.getBoundingClientRect();
      return {
        name: label.textContent,
        imageLeft: image.left < labelBox.left,
        height: Math.round(link.getBoundingClientRect().height),
      };
    }),
  );
  // Matcha (the last) lays its label over the image; the six others alternate, image left first.
  expect(layout.slice(0, 6).map((tile) => tile.imageLeft)).toEqual([true, false, true, false, true, false]);
  const heights = layout.map((tile) => tile.height);
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(2);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  test('the home carousel follows a swipe', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home');
    const current = page
      .getByRole('region', { name: 'Tea carousel' })
      .locator('[aria-roledescription="slide"][aria-current="true"]');
    await expect(current).toHaveAttribute('aria-label', '1 of 15');
    await current.scrollIntoViewIfNeeded();
    const box = (await current.boundingBox())!;
    const y = box.y + box.height / 2;
    const client = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (const step of [0.25, 0.5, 0.75, 1]) {
        const x = fromX + (toX - fromX) * step;
        await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(300, 80);
    await expect(current).toHaveAttribute('aria-label', '2 of 15');
    await swipe(80, 300);
    await swipe(80, 300);
    await expect(current).toHaveAttribute('aria-label', '15 of 15');
    // A swipe is not a tap: the page stays home.
    await expect(page).toHaveURL(/\/home$/);
  });
});
