import { waitForHydration } from './support/navigate';
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

test('header menus are disclosures: keyboard, Escape, outside click and navigation close them', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const study = nav.getByRole('button', { name: 'Study' });
  await expect(study).toHaveAttribute('aria-expanded', 'false');
  await study.focus();
  await page.keyboard.press('Enter');
  await expect(study).toHaveAttribute('aria-expanded', 'true');
  const studyLinks = nav.getByRole('list').filter({ has: page.getByRole('link', { name: 'Flashcards' }) });
  await expect(studyLinks.getByRole('link')).toHaveText(['Practice Test', 'Discover Canada Text', 'Flashcards', 'My Progress', 'Categories']);
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Practice Test' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(studyLinks).toBeHidden();
  await expect(study).toBeFocused();

  const resources = nav.getByRole('button', { name: 'Resources' });
  await resources.click();
  await expect(nav.getByRole('link', { name: 'External Study Resources' })).toBeVisible();
  await page.mouse.click(10, 500);
  await expect(nav.getByRole('link', { name: 'External Study Resources' })).toBeHidden();
  await expect(resources).toHaveAttribute('aria-expanded', 'false');

  await nav.getByRole('button', { name: 'About' }).click();
  await expect(nav.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await nav.getByRole('button', { name: 'Study' }).click();
  await expect(nav.getByRole('link', { name: 'Privacy Policy' })).toBeHidden();
  await nav.getByRole('button', { name: 'About' }).click();
  await nav.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL('/terms');
  await expect(nav.getByRole('link', { name: 'Terms of Service' })).toBeHidden();
});

test.describe('mobile drawer below 992px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('opens, and closes on Escape, outside click and navigation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
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
