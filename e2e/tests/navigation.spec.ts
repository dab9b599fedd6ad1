import { expect, test } from '@playwright/test';

test('desktop dropdowns list the menu from the API and open on hover', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  const flavours = nav
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /Tea by Flavour/ }) });
  const button = flavours.getByRole('button', { name: /Tea by Flavour/ });
  await flavours.hover();
  const umami = flavours.getByRole('link', { name: 'Umami' });
  await expect(umami).toBeVisible();
  // What shows is what it says: a hover-opened menu is expanded.
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await umami.click();
  await expect(page).toHaveURL(/\/tea-flavour\/umami$/);
  // The pointer still rests on the menu, but choosing an item closed it over the new page.
  await expect(umami).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a keyboard-opened dropdown closes when focus moves on, and Escape returns focus to its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const matcha = nav.getByRole('button', { name: /^Matcha/ });
  await matcha.focus();
  await page.keyboard.press('Enter');
  await expect(matcha).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'All Matcha' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(matcha).toHaveAttribute('aria-expanded', 'false');
  await expect(matcha).toBeFocused();

  await page.keyboard.press('Enter');
  await matcha.press('Shift+Tab');
  await expect(matcha).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'All Matcha' })).toBeHidden();
});

test('at 375px a menu button toggles the menu and sections expand on click', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();

  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();

  const specialty = nav.getByRole('button', { name: /Specialty Tea/ });
  await specialty.click();
  await expect(specialty).toHaveAttribute('aria-expanded', 'true');
  const greenTea = nav.getByRole('link', { name: 'Green Tea' });
  await expect(greenTea).toBeVisible();
  await greenTea.click();
  await expect(page).toHaveURL(/\/specialty-tea\/green-tea$/);
  // Following a link closes the menu.
  await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();
});

test('footer links lead to their pages and set titles and canonical URLs', async ({ page }) => {
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page).toHaveTitle('Privacy Policy');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost:3000/privacy-policy',
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /cdn-cgi\/image\/width=1200,height=630/,
  );

  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveTitle('Terms of Service - Sencha Tea');
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
  // The hidden disclosure link is in the layout.
  await expect(page.locator('a[href="/vulnerability-disclosure-program"]')).toHaveCount(1);
});

test('static pages carry their texts and titles', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About - Sencha Tea');
  await page.goto('/refunds-policy');
  await expect(page.getByText(/7 business days/).first()).toBeVisible();
  await page.goto('/vulnerability-disclosure-program');
  for (const section of [
    'Purpose',
    'Program Scope',
    'Disallowed Activities',
    'How to Disclose a Vulnerability',
    'Post-Disclosure Process',
    'Acknowledgments',
  ]) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await page.goto('/privacy-policy');
  await expect(page.getByText(/9:30am-4:30pm Monday to Friday/).first()).toBeVisible();
});

test('the footer newsletter validates and subscribes', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByLabel('Email address');
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeDisabled();
  await email.fill('not-an-email');
  await email.blur();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(subscribe).toBeDisabled();
  await email.fill(`steeper+${Date.now()}@example.com`);
  await expect(subscribe).toBeEnabled();
  await subscribe.click();
  await expect(page.getByText('Subscribed: The First Steep')).toBeVisible();
  await expect(email).toHaveValue('');
});
