import { expect, test, type Page, type Request } from './support/test';
import type { QuestionRecord } from '../../src/shared/contract/questions';
import { alertFrom, apiGet, column, correctText, createQuestionViaApi, getQuestion, loginViaApi, openAdmin, questionRows, searchFor } from './support/admin-helpers';

// This spec changes the bank (or the login limits): it gets a server of its own.
test.use({ serverScope: 'admin-questions' });

interface ListAnswer {
  data: QuestionRecord[];
  pagination: { page: number; pages: number; total: number };
}
const isList = (r: Request) => new URL(r.url()).pathname === '/api/admin/questions' && r.method() === 'GET';
const params = (r: Request) => Object.fromEntries(new URL(r.url()).searchParams);

const sameParams = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Runs `action` and waits for the list call with exactly these parameters (no others), and its answer. */
async function expectListCall(page: Page, action: () => Promise<unknown>, expected: Record<string, string>): Promise<void> {
  const request = page.waitForRequest((r) => isList(r) && sameParams(params(r), expected));
  await action();
  await (await request).response();
}

test('the dashboard shows the server figures, says what each counts, and its cards open the tabs', async ({ page }) => {
  await openAdmin(page);
  const stats = await apiGet<{ totalQuestions: number; totalCategories: number; activeUsers: number; openReports: number; activeUsersWindowDays: number }>(page, '/api/admin/stats');
  const panel = page.getByRole('tabpanel');
  const named = (label: string, value: string | number) => panel.getByRole('button', { name: new RegExp(`^${label}\\s*${String(value)}\\b`) });
  const questions = named('Questions in the bank', stats.totalQuestions.toLocaleString('en-CA'));
  await expect(questions).toBeVisible();
  await expect(panel.getByText('Active questions: the ones learners get in study and practice tests.')).toBeVisible();
  await expect(named('Categories', stats.totalCategories)).toBeVisible();
  // The window the server counts in, and no button: no tab lists learners.
  const learners = panel.getByRole('listitem').filter({ hasText: `Learners active in the last ${stats.activeUsersWindowDays} days` });
  await expect(learners).toContainText(String(stats.activeUsers));
  await expect(learners.getByRole('button')).toHaveCount(0);
  await expect(panel.getByText('Total Questions')).toHaveCount(0);
  await expect(panel.getByText('Loaded Questions')).toHaveCount(0);

  await named('Open reports', stats.openReports).click();
  await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
  // The card left with the dashboard: the keyboard is on the tab it opened.
  await expect(page.getByRole('tab', { name: 'Reports' })).toBeFocused();
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await questions.click();
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await page.getByRole('button', { name: 'Manage questions' }).click();
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await page.getByRole('button', { name: 'Check answer distribution' }).click();
  await expect(page.getByRole('tab', { name: 'Answer distribution' })).toHaveAttribute('aria-selected', 'true');
});

test('the dashboard counts the deleted questions apart', async ({ page }) => {
  await loginViaApi(page);
  const created = await createQuestionViaApi(page, { question: `Which question is deleted for the dashboard? (e2e ${Date.now()})` });
  expect((await page.request.delete(`/api/admin/questions/${created.id}`)).status()).toBe(204);
  const stats = await apiGet<{ deletedQuestions: number }>(page, '/api/admin/stats');
  await openAdmin(page);
  const card = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Questions in the bank' });
  await expect(card).toContainText(`${stats.deletedQuestions} deleted question${stats.deletedQuestions === 1 ? ' is' : 's are'} not counted`);
});

test('the dashboard falls back to 680+, 6 and 0 when the stats call fails, and says the open reports are unknown', async ({ page }) => {
  await page.route('**/api/admin/stats', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'boom' } }));
  await openAdmin(page);
  const values = page.getByRole('tabpanel').getByRole('list').first().getByRole('listitem');
  await expect(values).toHaveCount(4);
  await expect(values.nth(0)).toContainText('Questions in the bank680+');
  await expect(values.nth(1)).toContainText('Categories6');
  await expect(values.nth(2)).toContainText('Active learners0');
  await expect(values.nth(3)).toContainText('Open reportsUnknown');
  await expect(page.getByText('Live figures are unavailable right now')).toBeVisible();
});

test('the table has 8 columns, 20 rows per page and pages with Previous and Next', async ({ page }) => {
  // Only the page (and its size) is sent when no filter is set.
  await expectListCall(page, () => openAdmin(page, 'Questions'), { page: '1', limit: '20' });
  const all = await apiGet<ListAnswer>(page, '/api/admin/questions');

  await expect(page.getByRole('columnheader')).toHaveText(['', 'ID', 'Question', 'Category', 'Difficulty', 'Answer', 'Learners', 'Actions']);
  await expect(page.getByRole('checkbox', { name: 'Select all questions on this page' })).toBeVisible();
  await expect(questionRows(page)).toHaveCount(20);
  await expect(column(page, 2)).toHaveText(all.data.map((q) => q.id));
  await expect(column(page, 6)).toHaveText(all.data.map((q) => 'ABCD'[q.correct_answer]!));

  const pager = page.getByRole('navigation', { name: 'Question pages' });
  await expect(pager).toContainText(`Page 1 of ${all.pagination.pages}`);
  await expect(pager).toContainText(`${all.pagination.total} questions`);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await expectListCall(page, () => pager.getByRole('button', { name: 'Next' }).click(), { page: '2', limit: '20' });
  await expect(pager).toContainText(`Page 2 of ${all.pagination.pages}`);
  const second = await apiGet<ListAnswer>(page, '/api/admin/questions?page=2');
  await expect(column(page, 2)).toHaveText(second.data.map((q) => q.id));

  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText(`Page 1 of ${all.pagination.pages}`);
  await expect(column(page, 2).first()).toHaveText(all.data[0]!.id);
});

test('the last page disables Next', async ({ page }) => {
  await openAdmin(page, 'Questions');
  await page.getByLabel('Category').selectOption('ECO');
  const eco = await apiGet<ListAnswer>(page, '/api/admin/questions?category=ECO');
  const pager = page.getByRole('navigation', { name: 'Question pages' });
  await expect(pager).toContainText(`Page 1 of ${eco.pagination.pages}`);
  for (let p = 1; p < eco.pagination.pages; p += 1) await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(`Page ${eco.pagination.pages} of ${eco.pagination.pages}`);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(questionRows(page)).toHaveCount(eco.pagination.total - (eco.pagination.pages - 1) * 20);
});

test('search and each filter are sent only when set, and narrow the list', async ({ page }) => {
  await openAdmin(page, 'Questions');
  const pager = page.getByRole('navigation', { name: 'Question pages' });

  await expectListCall(page, () => page.getByLabel('Search questions').fill('Confederation'), { page: '1', limit: '20', search: 'Confederation' });
  const found = await apiGet<ListAnswer>(page, '/api/admin/questions?search=Confederation');
  expect(found.pagination.total).toBeGreaterThan(0);
  await expect(pager).toContainText(`${found.pagination.total} questions`);
  await expect(column(page, 2)).toHaveText(found.data.map((q) => q.id));
  await expectListCall(page, () => page.getByLabel('Search questions').fill(''), { page: '1', limit: '20' });

  await expectListCall(page, () => page.getByLabel('Category').selectOption('HIS'), { page: '1', limit: '20', category: 'HIS' });
  await expect(column(page, 4)).toHaveText(Array(20).fill('Canadian History'));
  await page.getByLabel('Category').selectOption('');

  await expectListCall(page, () => page.getByLabel('Difficulty').selectOption('hard'), { page: '1', limit: '20', difficulty: 'hard' });
  await expect(column(page, 5)).toHaveText(Array(20).fill('Hard'));
  await page.getByLabel('Difficulty').selectOption('');

  await expectListCall(page, () => page.getByLabel('Correct answer').selectOption('Answer C'), { page: '1', limit: '20', correctAnswer: '2' });
  await expect(column(page, 6)).toHaveText(Array(20).fill('C'));
  // Answer A is index 0: a set filter even though it is falsy.
  await expectListCall(page, () => page.getByLabel('Correct answer').selectOption('Answer A'), { page: '1', limit: '20', correctAnswer: '0' });
  await expect(column(page, 6)).toHaveText(Array(20).fill('A'));

  await page.getByLabel('Category').selectOption('GEO');
  await page.getByLabel('Difficulty').selectOption('easy');
  const combined = await apiGet<ListAnswer>(page, '/api/admin/questions?category=GEO&difficulty=easy&correctAnswer=0');
  await expect(pager).toContainText(`${combined.pagination.total} questions`);
  await expectListCall(page, () => page.getByRole('button', { name: 'Clear filters' }).click(), { page: '1', limit: '20' });
});

test('loading, empty and failed lists say so', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let fail = false;
  await page.route(
    (url) => url.pathname === '/api/admin/questions',
    async (route) => {
      if (fail) return route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'down' } });
      await gate;
      return route.continue();
    },
  );
  await openAdmin(page);
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(page.getByText('Loading questions...')).toBeVisible();
  release();
  await expect(questionRows(page)).toHaveCount(20);

  await searchFor(page, 'zzqx-no-such-question');
  await expect(page.getByRole('heading', { name: 'No questions found' })).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();

  fail = true;
  await page.getByLabel('Search questions').fill('another-search-that-fails');
  await expect(page.getByRole('alert')).toContainText('Failed to load questions');
  fail = false;
  await page.getByLabel('Search questions').fill('');
  await expect(questionRows(page)).toHaveCount(20);
});

test('long questions are cut at 100 characters with an ellipsis', async ({ page }) => {
  await openAdmin(page);
  const text = `Long question ${'abcdefghij'.repeat(14)}?`;
  const created = await createQuestionViaApi(page, { question: text });
  await page.getByRole('tab', { name: 'Questions' }).click();
  await searchFor(page, created.id);
  await expect(column(page, 3)).toHaveText(`${text.slice(0, 100)}…`);
});

test('bulk selection shows a bulk bar that goes when cleared, and shuffles keeping each correct answer', async ({ page }) => {
  await openAdmin(page, 'Questions');
  const bar = page.getByRole('group', { name: 'Bulk actions' });
  await expect(bar).toBeHidden();
  const ids = await column(page, 2).allTextContents();

  await page.getByRole('checkbox', { name: `Select question ${ids[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select question ${ids[1]}` }).check();
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar).toBeHidden();
  await expect(page.getByRole('checkbox', { name: `Select question ${ids[0]}` })).not.toBeChecked();

  await page.getByRole('checkbox', { name: 'Select all questions on this page' }).check();
  await expect(bar).toContainText('20 selected');
  await page.getByRole('checkbox', { name: `Select question ${ids[5]}` }).uncheck();
  await expect(bar).toContainText('19 selected');
  // A partly selected page: the header box is mixed, and clicking it selects the whole page again.
  await expect(page.getByRole('checkbox', { name: 'Select all questions on this page' })).toHaveJSProperty('indeterminate', true);
  await page.getByRole('checkbox', { name: 'Select all questions on this page' }).click();
  await expect(bar).toContainText('20 selected');
  await page.getByRole('checkbox', { name: 'Select all questions on this page' }).uncheck();
  await expect(bar).toBeHidden();

  const chosen = [ids[2]!, ids[3]!, ids[4]!];
  const before = await Promise.all(chosen.map((id) => getQuestion(page, id)));
  for (const id of chosen) await page.getByRole('checkbox', { name: `Select question ${id}` }).check();
  await expect(bar).toContainText('3 selected');
  const message = await alertFrom(page, () => bar.getByRole('button', { name: 'Shuffle answers' }).click());
  expect(message).toBe('Shuffled the answers of 3 questions');
  await expect(bar).toBeHidden();
  const after = await Promise.all(chosen.map((id) => getQuestion(page, id)));
  after.forEach((question, i) => expect(correctText(question)).toBe(correctText(before[i]!)));
  // The list shows the saved letters, not the ones from before the shuffle.
  await expect(column(page, 6).nth(2)).toHaveText('ABCD'[after[0]!.correct_answer]!);
  await expect(column(page, 6).nth(3)).toHaveText('ABCD'[after[1]!.correct_answer]!);
});

test('a failed bulk shuffle says so', async ({ page }) => {
  await page.route('**/api/admin/questions/shuffle-answers', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'x' } }));
  await openAdmin(page, 'Questions');
  await page.getByRole('checkbox', { name: 'Select all questions on this page' }).check();
  const message = await alertFrom(page, () => page.getByRole('button', { name: 'Shuffle answers' }).click());
  expect(message).toBe('Failed to shuffle answers');
  await expect(page.getByRole('group', { name: 'Bulk actions' })).toContainText('20 selected');
});

test('sorting by most missed before any question has enough answers says so, instead of silently changing nothing', async ({ page }) => {
  await openAdmin(page, 'Questions');
  await expect(questionRows(page).first()).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Most missed' });
  await expect(page.getByRole('status').filter({ hasText: 'Not enough answers yet to rank' })).toContainText('5 counted answers');
  await page.getByLabel('Sort by').selectOption({ label: 'By category' });
  await expect(page.getByText('Not enough answers yet to rank')).toHaveCount(0);
});
