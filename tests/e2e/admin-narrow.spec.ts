import { expect, test, type Page } from './support/test';
import type { AdminQuestionRecord } from '../../src/shared/contract/admin';
import { apiGet, loginViaApi } from './support/admin-helpers';

// This spec changes the bank: it gets a server of its own. A phone's width throughout.
test.use({ serverScope: 'admin-narrow', viewport: { width: 390, height: 844 } });

interface ListAnswer {
  data: AdminQuestionRecord[];
  pagination: { total: number };
}

const cards = (page: Page) => page.getByRole('list', { name: /^Question bank/ }).locator(':scope > li');

async function openQuestions(page: Page) {
  await loginViaApi(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(cards(page)).toHaveCount(20);
}

async function expectNoPageScrollSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('at 390 px the questions are cards with their facts and Edit, History and Delete in view, and nothing scrolls sideways', async ({ page }) => {
  await openQuestions(page);
  const [first] = (await apiGet<ListAnswer>(page, '/api/admin/questions?limit=1')).data;
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = cards(page).first();
  await expect(card).toContainText(first!.id);
  await expect(card).toContainText(first!.question);
  await expect(card.getByRole('term')).toHaveText(['Category', 'Type', 'Difficulty', 'Answer']);
  await expect(card).toContainText(first!.type === 'true-false' ? 'True or false' : 'Multiple choice');
  await expect(card).toContainText('Learners');
  await expect(card).toContainText('No answers yet');
  for (const name of [`Edit question ${first!.id}`, `History of question ${first!.id}`, `Delete question ${first!.id}`]) {
    const button = card.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expectNoPageScrollSideways(page);

  await card.getByRole('button', { name: `Edit question ${first!.id}` }).click();
  await expect(page.getByRole('dialog', { name: `Edit question ${first!.id}` }).getByLabel('Question text')).toHaveValue(first!.question);
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: `Delete question ${first!.id}` }).click();
  await expect(page.getByRole('alertdialog', { name: `Delete question ${first!.id}?` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
});

test('at 390 px the filters wait behind a Filters button that says how many are set, and filter the cards', async ({ page }) => {
  await openQuestions(page);
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Category')).toBeHidden();
  // The search box stays in view, and the first question starts on the first screen.
  await expect(page.getByLabel('Search questions')).toBeVisible();
  await expect(cards(page).first().getByRole('button', { name: /^Edit question/ })).toBeInViewport();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const history = (await apiGet<ListAnswer>(page, '/api/admin/questions?category=HIS&type=true-false')).data;
  const listed = page.waitForResponse((r) => r.url().includes('/api/admin/questions?') && r.url().includes('category=HIS') && r.url().includes('type=true-false'));
  await page.getByLabel('Category').selectOption('HIS');
  await page.getByLabel('Type', { exact: true }).selectOption('true-false');
  await listed;
  await expect(toggle).toHaveAccessibleName(/^Filters\s*2 active$/);
  await expectNoPageScrollSideways(page);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(cards(page)).toHaveCount(Math.min(history.length, 20));
  await expect(cards(page).first()).toContainText(history[0]!.id);
  for (const card of await cards(page).all()) {
    await expect(card).toContainText('Canadian History');
    await expect(card).toContainText('True or false');
  }

  await toggle.click();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(toggle).toHaveAccessibleName('Filters');
  await expect(cards(page)).toHaveCount(20);
});

test('at 390 px a card opens the history of its question, which shows what changed and restores the version before', async ({ page }) => {
  await loginViaApi(page);
  const [question] = (await apiGet<ListAnswer>(page, '/api/admin/questions?category=GEO&type=multiple-choice&limit=1')).data;
  const id = question!.id;
  const { created_at: _c, updated_at: _u, verified_at: _v, version, id: _i, fr: _f, source: _s, chapter: _ch, lang: _l, ...payload } = question as AdminQuestionRecord & { lang?: string };
  const explanation = `${question!.explanation} An added sentence.`;
  const saved = await page.request.put(`/api/admin/questions/${id}`, { data: { ...payload, explanation }, headers: { 'if-match': `"${version}"` } });
  expect(saved.status()).toBe(200);

  await openQuestions(page);
  await page.getByLabel('Search questions').fill(id);
  await expect(cards(page)).toHaveCount(1);
  await cards(page).first().getByRole('button', { name: `History of question ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `History of question ${id}` });
  const edit = dialog.getByRole('list', { name: 'History' }).getByRole('listitem').first();
  await expect(edit).toContainText('Changed: Explanation');
  await expect(edit.locator('ins')).toHaveText('An added sentence.');
  await expectNoPageScrollSideways(page);

  await edit.getByRole('button', { name: /^Restore the version before this change/ }).click();
  await dialog.getByRole('button', { name: 'Yes, restore it' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'is the current version again' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toContainText('Restored an earlier version');
  expect((await apiGet<{ data: AdminQuestionRecord }>(page, `/api/admin/questions/${id}`)).data.explanation).toBe(question!.explanation);
});
