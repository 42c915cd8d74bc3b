import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations, openAdmin } from './support/admin-helpers';

// This spec changes the bank (or the login limits): it gets a server of its own.
test.use({ serverScope: 'admin-a11y' });

const SKEWED = { total: 40, distribution: { A: { count: 20, percentage: 50 }, B: { count: 10, percentage: 25 }, C: { count: 8, percentage: 20 }, D: { count: 2, percentage: 5 } } };
const TRUE_FALSE = { total: 10, true: { count: 5, percentage: 50 }, false: { count: 5, percentage: 50 } };
const FIXED = { total: 40, distribution: { A: { count: 10, percentage: 25 }, B: { count: 10, percentage: 25 }, C: { count: 10, percentage: 25 }, D: { count: 10, percentage: 25 } } };

async function expectNoPageScrollSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`admin screens (${viewport.name})`, () => {
    test.use({ viewport });

    test('login form with its messages has no axe violations', async ({ page }) => {
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Log in to the admin panel' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoPageScrollSideways(page);
    });

    test('dashboard, questions, dialogs and distribution have no axe violations and fit the width', async ({ page }) => {
      // Five axe runs: more than the default minute on a loaded machine.
      test.slow();
      await openAdmin(page);
      await expect(page.getByRole('tabpanel').getByText('Questions in the bank')).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoPageScrollSideways(page);

      await page.getByRole('tab', { name: 'Questions' }).click();
      if (viewport.name === 'phone') {
        // A card per question, and the filters behind their button (open here, so axe sees them).
        await expect(page.getByRole('table')).toHaveCount(0);
        await page.getByRole('checkbox', { name: /^Select question/ }).first().check();
        await page.getByRole('button', { name: /^Filters/ }).click();
        await expect(page.getByLabel('Category')).toBeVisible();
      } else {
        await page.getByRole('checkbox', { name: 'Select all questions on this page' }).check();
      }
      await expect(page.getByRole('group', { name: 'Bulk actions' })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoPageScrollSideways(page);
      if (viewport.name === 'phone') {
        await expect(page.getByRole('list', { name: /^Question bank/ }).locator(':scope > li')).toHaveCount(20);
      } else {
        // The table scrolls inside its own labelled, focusable region.
        const region = page.getByRole('region', { name: /Question bank/ });
        await expect(region).toBeVisible();
        await expect(region).toHaveAttribute('tabindex', '0');
      }

      await page.getByRole('button', { name: 'Add question' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Reorder answers' }).click();
      await dialog.getByRole('button', { name: 'Save question' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Question text is required');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: /^Delete question/ }).first().click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.route('**/api/admin/questions/answer-distribution**', (route) => route.fulfill({ json: { data: { ...SKEWED, trueFalse: TRUE_FALSE } } }));
      await page.route('**/api/admin/questions/fix-distribution', (route) =>
        route.fulfill({ json: { data: { moved: 8, before: SKEWED, after: FIXED, applied: false } } }),
      );
      await page.getByRole('tab', { name: 'Answer distribution' }).click();
      await expect(page.getByText('Too High')).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoPageScrollSideways(page);
      await page.getByRole('button', { name: 'Fix distribution' }).click();
      await expect(page.getByRole('alertdialog')).toContainText('8 questions in all categories will have their answers re-shuffled.');
      await expectNoAxeViolations(page);
    });
  });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`an open history with a change before and after, and its restore question, has no axe violations (${viewport.name})`, async ({ page }) => {
    // Two axe runs on a long dialog.
    test.slow();
    await page.setViewportSize(viewport);
    await openAdmin(page);
    const id = viewport.name === 'phone' ? 'sym-002' : 'sym-003';
    const question = (await (await page.request.get(`/api/admin/questions/${id}`)).json()).data;
    const { created_at: _c, updated_at: _u, verified_at: _v, version, id: _i, fr: _f, source: _s, chapter: _ch, ...payload } = question;
    const saved = await page.request.put(`/api/admin/questions/${id}`, { data: { ...payload, question: `${question.question} Reworded.` }, headers: { 'if-match': `"${version}"` } });
    expect(saved.status()).toBe(200);
    await page.getByRole('tab', { name: 'Questions' }).click();
    await page.getByLabel('Search questions').fill(id);
    await expect(page.getByRole('button', { name: `Edit question ${id}` })).toHaveCount(1);
    if (viewport.name === 'phone') {
      await page.getByRole('button', { name: `History of question ${id}` }).click();
    } else {
      await page.getByRole('button', { name: `Edit question ${id}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'History' }).click();
    }
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('ins')).toHaveText('Reworded.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: /^Restore the version before this change/ }).click();
    await expect(dialog.getByRole('button', { name: 'Yes, restore it' })).toBeFocused();
    await expectNoAxeViolations(page);
  });
}

test('the tabs work with the keyboard', async ({ page }) => {
  await openAdmin(page);
  await page.getByRole('tab', { name: 'Dashboard' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Questions' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Reports' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Answer distribution' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Answer distribution' })).toBeVisible();
});
