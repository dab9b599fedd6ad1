import { expect, test, type Page } from '@playwright/test';

/** The part of the page the hero video paints over: its box minus the clipped bottom. */
async function paintedVideoRect(page: Page) {
  return page.locator('video[data-testid="hero-video"]').evaluate((video: HTMLVideoElement) => {
    const box = video.getBoundingClientRect();
    const clip = /inset\(0(?:px)? 0(?:px)? ([\d.]+)%/.exec(video.style.clipPath);
    const clipped = clip ? Number(clip[1]) : 0;
    return { top: box.top, bottom: box.bottom - (box.height * clipped) / 100 };
  });
}

/** Slides and focusables of the home carousel: where they are, whether they show and take focus. */
async function carouselState(page: Page) {
  return page.getByRole('region', { name: 'Tea carousel' }).evaluate((carousel) => {
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
    };
    const slides = [...carousel.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => {
      const box = slide.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, shown: shown(slide) };
    });
    const focusables = [...carousel.querySelectorAll<HTMLElement>('a, button')].map((element) => {
      element.focus();
      const box = element.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, focusable: document.activeElement === element };
    });
    (document.activeElement as HTMLElement | null)?.blur();
    return { slides, focusables };
  });
}

for (const width of [375, 1280]) {
  test(`home at ${width}px, 2.5 s in: every carousel slide is fully shown or fully hidden, nothing hidden takes focus`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/home');
    const video = page.locator('video[data-testid="hero-video"]');
    await expect(page.getByRole('region', { name: 'Tea carousel' })).toBeAttached();
    // 2.5 s into the video, or the final state if it could not start playing within the grace time.
    await expect
      .poll(
        () =>
          video.evaluate((v: HTMLVideoElement) => v.currentTime >= 2.5 || v.style.clipPath.includes('41.5')),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    const painted = await paintedVideoRect(page);
    const { slides, focusables } = await carouselState(page);
    expect(slides.length).toBeGreaterThan(0);
    for (const slide of slides) {
      const underVideo = slide.top < painted.bottom;
      // A shown slide lies wholly below what the video paints; any other slide is hidden as a whole.
      expect(slide.shown ? !underVideo : true).toBe(true);
    }
    // The slides are all shown or all hidden together: never half a carousel.
    expect(new Set(slides.map((slide) => slide.shown)).size).toBe(1);
    for (const element of focusables) {
      if (element.top < painted.bottom) expect(element.focusable).toBe(false);
    }

    // Once the reveal is over, the carousel is whole, uncovered and usable.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.style.clipPath), { timeout: 20_000 })
      .toContain('41.5');
    const after = await carouselState(page);
    const finalPainted = await paintedVideoRect(page);
    expect(after.slides.every((slide) => slide.shown && slide.top >= finalPainted.bottom - 1)).toBe(true);
    expect(after.focusables.every((element) => element.focusable)).toBe(true);
  });
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
  expect(focusables.every((element) => element.focusable)).toBe(true);
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
