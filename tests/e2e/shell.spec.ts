import { expect, test } from './support/test';

test('unknown paths show the 404 page with its two links', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/nope');
  await page.getByRole('main').getByRole('link', { name: 'Start Practice Test' }).click();
  await expect(page).toHaveURL('/practice');
});

test('header menus open with the keyboard and list the spec items', async ({ page }) => {
  await page.goto('/');
  const study = page.getByRole('button', { name: 'Study' });
  await study.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Practice Test', 'Discover Canada Text', 'Flashcards', 'Categories']);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Resources' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Test Structure', 'Community Resources', 'External Study Resources']);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'About' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['About Creator', 'Company Vision', 'Terms of Service', 'Privacy Policy']);
  await page.getByRole('menuitem', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL('/terms');
});

test.describe('mobile drawer below 992px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('opens, and closes on Escape, outside click and navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Study' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await open.click();
    await page.mouse.click(50, 450);
    await expect(drawer).toBeHidden();

    await open.click();
    await drawer.getByRole('link', { name: 'Flashcards' }).click();
    await expect(page).toHaveURL('/flashcards');
    await expect(drawer).toBeHidden();
  });
});

test('footer has the category links, official links and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const slug of ['rights-responsibilities', 'history', 'government', 'geography']) {
    await expect(footer.locator(`a[href="/study/${slug}"]`)).toBeVisible();
  }
  await expect(footer.locator('a[href^="https://www.canada.ca"]')).toHaveCount(2);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});
