import { waitForHydration } from './support/navigate';
import { expect, test } from './support/test';

test('unknown paths show the 404 page with its two links', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found (404)' })).toBeVisible();
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/nope');
  await page.getByRole('main').getByRole('link', { name: 'Start practice test' }).click();
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
  await expect(studyLinks.getByRole('link')).toHaveText(['Lessons', 'Practice test', 'Guide summary', 'Flashcards', 'My plan', 'My progress', 'Categories']);
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Lessons' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(studyLinks).toBeHidden();
  await expect(study).toBeFocused();

  const resources = nav.getByRole('button', { name: 'Resources' });
  await resources.click();
  // One entry per page: the resources page is listed once.
  await expect(nav.getByRole('link', { name: 'Useful links' })).toHaveCount(1);
  await expect(nav.getByRole('link', { name: 'Useful links' })).toBeVisible();
  await page.mouse.click(10, 500);
  await expect(nav.getByRole('link', { name: 'Useful links' })).toBeHidden();
  await expect(resources).toHaveAttribute('aria-expanded', 'false');

  await nav.getByRole('button', { name: 'About' }).click();
  await expect(nav.getByRole('link', { name: 'Privacy' })).toBeVisible();
  await nav.getByRole('button', { name: 'Study' }).click();
  await expect(nav.getByRole('link', { name: 'Privacy' })).toBeHidden();
  await nav.getByRole('button', { name: 'About' }).click();
  await nav.getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL('/terms');
  await expect(nav.getByRole('link', { name: 'Terms of use' })).toBeHidden();
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
    // A click on the backdrop needs the drawer open (the mouse does not wait for it as a locator does).
    await expect(drawer).toBeVisible();
    await page.mouse.click(50, 450);
    await expect(drawer).toBeHidden();

    await open.click();
    await drawer.getByRole('link', { name: 'Flashcards' }).click();
    await expect(page).toHaveURL('/flashcards');
    await expect(drawer).toBeHidden();
  });
});

test('footer has all six topics, the official links, About, Privacy and Terms, the current year, and no Admin link', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const slug of ['rights-responsibilities', 'history', 'government', 'geography', 'symbols-culture', 'economy-society']) {
    await expect(footer.locator(`a[href="/study/${slug}"]`)).toBeVisible();
  }
  await expect(footer.locator('a[href^="https://www.canada.ca"]')).toHaveCount(2);
  await expect(footer.getByRole('link', { name: 'About this site' })).toHaveAttribute('href', '/about');
  await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
  await expect(footer.locator('a[href="/admin"]')).toHaveCount(0);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});
