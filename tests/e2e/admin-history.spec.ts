import { expect, test, type Page } from './support/test';
import type { AdminQuestionRecord } from '../../src/shared/contract/admin';
import { E2E_ADMIN } from './support/admin';
import { apiGet, expectNoAxeViolations, loginViaApi, openAdmin, searchFor } from './support/admin-helpers';
import { waitForHydration } from './support/navigate';

// This spec changes the bank: it gets a server of its own. No service worker, so that the
// practice test's draw can be pointed at chosen questions.
test.use({ serverScope: 'admin-history', serviceWorkers: 'block' });

const modal = (page: Page) => page.getByRole('dialog');
const questionsOf = async (page: Page, query: string) => (await apiGet<{ data: AdminQuestionRecord[] }>(page, `/api/admin/questions?${query}`)).data;

async function openEditor(page: Page, id: string) {
  await searchFor(page, id);
  await page.getByRole('button', { name: `Edit question ${id}` }).click();
  await expect(modal(page).getByLabel('Question text')).toBeVisible();
}

test('an edit shows in the question history, with who changed what; axe with the history open', async ({ page }) => {
  await loginViaApi(page);
  const [question] = await questionsOf(page, 'category=GOV&limit=1');
  const id = question!.id;
  await openAdmin(page, 'Questions');
  await openEditor(page, id);
  const explanation = `Checked by the end-to-end suite ${Date.now()}.`;
  await modal(page).getByLabel('Explanation').fill(explanation);
  await modal(page).getByRole('button', { name: 'Save question' }).click();
  await expect(modal(page)).toBeHidden();

  await openEditor(page, id);
  const toggle = modal(page).getByRole('button', { name: 'History' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const entry = modal(page).getByRole('list', { name: 'History' }).getByRole('listitem').first();
  await expect(entry).toContainText('Edited');
  await expect(entry).toContainText(`by ${E2E_ADMIN.email}`);
  await expect(entry).toContainText('Changed: Explanation');
  const before = entry.getByRole('definition').filter({ hasText: 'Before:' });
  const after = entry.getByRole('definition').filter({ hasText: 'After:' });
  await expect(before.filter({ hasText: question!.explanation })).toHaveCount(1);
  await expect(after.filter({ hasText: explanation })).toHaveCount(1);
  // A new explanation is a changed fact: the question is unchecked until an admin checks it again.
  if (question!.verified_at) await expect(entry).toContainText('Checked against the guide');
  await expectNoAxeViolations(page);

  // The desktop list opens the same history from the question's row.
  await modal(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(modal(page)).toBeHidden();
  await page.getByRole('button', { name: `History of question ${id}` }).click();
  const history = page.getByRole('dialog', { name: `History of question ${id}` });
  await expect(history.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toContainText('Changed: Explanation');
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();
});

test('the history shows an edited field before and after, and restores the version before a change as a new edit', async ({ page }) => {
  await loginViaApi(page);
  const [question] = await questionsOf(page, 'category=SYM&type=multiple-choice&limit=1');
  const id = question!.id;
  await openAdmin(page, 'Questions');
  await openEditor(page, id);
  const reworded = `${question!.question} (reworded ${Date.now()})`;
  await modal(page).getByLabel('Question text').fill(reworded);
  const difficulty = question!.difficulty_level === 'hard' ? 'easy' : 'hard';
  await modal(page).getByLabel('Difficulty').selectOption(difficulty);
  await modal(page).getByRole('button', { name: 'Save question' }).click();
  await expect(modal(page)).toBeHidden();

  await openEditor(page, id);
  await modal(page).getByRole('button', { name: 'History' }).click();
  const edit = modal(page).getByRole('list', { name: 'History' }).getByRole('listitem').first();
  await expect(edit).toContainText('Edited');
  // A new wording is a changed fact: a checked question also loses its checked date.
  await expect(edit).toContainText(question!.verified_at ? 'Changed: Question text, Checked against the guide, Difficulty' : 'Changed: Question text, Difficulty');
  const change = (field: string) => edit.locator('dl > div').filter({ has: page.getByText(field, { exact: true }) });
  await expect(change('Question text').getByRole('definition').first()).toHaveText(`Before: ${question!.question}`);
  await expect(change('Question text').getByRole('definition').last()).toHaveText(`After: ${reworded}`);
  // Only the added words are marked, and codes read as the editor names them.
  await expect(change('Question text').locator('ins')).toHaveText(/^\(reworded \d+\)$/);
  await expect(change('Difficulty').getByRole('definition').last()).toHaveText(difficulty === 'hard' ? 'After: Hard' : 'After: Easy');

  await edit.getByRole('button', { name: /^Restore the version before this change/ }).click();
  const confirm = edit.getByRole('group', { name: 'Restore the version before this change?' });
  await expect(confirm.getByRole('button', { name: 'Yes, restore it' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Yes, restore it' }).click();
  await expect(modal(page)).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Earlier version restored.' })).toBeVisible();

  const restored = (await apiGet<{ data: AdminQuestionRecord }>(page, `/api/admin/questions/${id}`)).data;
  expect(restored).toMatchObject({ question: question!.question, difficulty_level: question!.difficulty_level });
  expect(restored.version).toBe(question!.version! + 2);
  await openEditor(page, id);
  await expect(modal(page).getByLabel('Question text')).toHaveValue(question!.question);
  await modal(page).getByRole('button', { name: 'History' }).click();
  const entries = modal(page).getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Restored an earlier version');
  await expect(entries.first()).toContainText(`Before: ${reworded}`);
});

test('a deleted question is listed under Deleted, keeps its history, and comes back to learners when restored', async ({ page }) => {
  await loginViaApi(page);
  const [question] = await questionsOf(page, 'category=GEO&limit=1');
  const id = question!.id;
  await openAdmin(page, 'Questions');
  await searchFor(page, id);
  await page.getByRole('button', { name: `Delete question ${id}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Question deleted successfully.' })).toBeVisible();
  expect((await apiGet<{ data: unknown[] }>(page, `/api/questions?ids=${id}`)).data).toEqual([]);

  await page.getByLabel('Status').selectOption('deleted');
  const deleted = page.getByRole('list', { name: /Deleted questions/ });
  await expect(deleted.getByRole('listitem')).toHaveCount(1);
  await expect(deleted).toContainText(id);

  await deleted.getByRole('button', { name: `History of question ${id}` }).click();
  const history = page.getByRole('dialog', { name: `History of question ${id}` });
  await expect(history.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toContainText('Deleted');
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();

  await deleted.getByRole('button', { name: `Restore question ${id}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Restore question ${id}?` });
  await expect(confirm).toContainText('Learners will see this question again');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Question ${id} restored.` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No questions found' })).toBeVisible();
  expect((await apiGet<{ data: { id: string }[] }>(page, `/api/questions?ids=${id}`)).data.map((q) => q.id)).toEqual([id]);
});

test('"I checked this against the guide" dates the question, and the results review says when it was checked', async ({ page }) => {
  await loginViaApi(page);
  const chosen = await questionsOf(page, 'category=HIS&type=multiple-choice&limit=5');
  const verified = chosen[0]!;
  await openAdmin(page, 'Questions');
  await openEditor(page, verified.id);
  const checkedBefore = verified.verified_at ? new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' }).format(new Date(verified.verified_at)) : null;
  await expect(modal(page).getByText(checkedBefore ? `Last checked: ${checkedBefore}.` : 'Not checked against the guide yet.', { exact: false })).toBeVisible();
  await modal(page).getByLabel('I checked this against the guide').check();
  await modal(page).getByRole('button', { name: 'Save question' }).click();
  await expect(modal(page)).toBeHidden();
  await openEditor(page, verified.id);
  const today = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' }).format(new Date());
  await expect(modal(page).getByText(`Last checked: ${today}.`, { exact: false })).toBeVisible();
  await expect(modal(page).getByLabel('I checked this against the guide')).not.toBeChecked();

  // The practice test draws these five questions (the server answers as usual).
  const ids = chosen.map((q) => q.id).join(',');
  await page.route(
    (url) => url.pathname === '/api/questions' && url.searchParams.has('test'),
    (route) => {
      const url = new URL(route.request().url());
      void route.continue({ url: `${url.origin}/api/questions?ids=${ids}&lang=${url.searchParams.get('lang') ?? 'en'}` });
    },
  );
  await page.goto('/practice-test?questions=5');
  await waitForHydration(page);
  const served = page.waitForResponse((r) => r.url().includes('/api/questions?') && r.request().method() === 'GET');
  await page.getByRole('button', { name: 'Start practice test' }).click();
  const questions = ((await (await served).json()) as { data: { id: string; correct_answer: number }[] }).data;
  for (const [index, q] of questions.entries()) {
    await expect(page.getByText(`Question ${index + 1} of ${questions.length}`, { exact: true })).toBeVisible();
    await page.getByRole('radio').nth(q.correct_answer).check();
    await page.getByRole('button', { name: index === questions.length - 1 ? 'Finish test' : 'Next' }).click();
  }
  await expect(page).toHaveURL('/test-results');
  const month = (locale: string) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(new Date());
  const items = page.getByRole('region', { name: 'Review your answers' }).getByRole('listitem');
  const item = items.filter({ has: page.getByRole('heading', { level: 3, name: verified.question }) });
  await expect(item).toContainText(`Checked ${month('en-CA')}`);
  await expect(item).toContainText("Guide chapter: ");
  const checked = chosen.filter((q) => q.verified_at || q.id === verified.id).length;
  await expect(items.filter({ hasText: 'Checked ' })).toHaveCount(checked);

  await page.goto('/fr/test-results');
  await expect(page.getByText(`Vérifiée en ${month('fr-CA')}`).first()).toBeVisible();
  await expect(page.getByText(/Vérifiée en /)).toHaveCount(checked);
});
