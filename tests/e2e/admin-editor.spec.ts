import { expect, test, type Locator, type Page } from './support/test';
import type { QuestionRecord } from '../../src/shared/contract/questions';
import { alertFrom, apiGet, column, correctText, createQuestionViaApi, getQuestion, loginViaApi, openAdmin, questionRows, searchFor } from './support/admin-helpers';

// This spec changes the bank (or the login limits): it gets a server of its own.
test.use({ serverScope: 'admin-editor' });

const LETTERS = ['A', 'B', 'C', 'D'] as const;
const modal = (page: Page) => page.getByRole('dialog');
const option = (dialog: Locator, letter: string) => dialog.getByLabel(`Option ${letter}`, { exact: true });
const correctRadio = (dialog: Locator, letter: string) => dialog.getByRole('radio', { name: `Correct answer: ${letter}` });
const saveAndExpect = async (dialog: Locator, message: string) => {
  await dialog.getByRole('button', { name: 'Save question' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(message);
};

/** The text of the option whose correct-answer radio is checked. */
async function markedText(dialog: Locator): Promise<string> {
  for (const letter of LETTERS) {
    if (await correctRadio(dialog, letter).isChecked()) return option(dialog, letter).inputValue();
  }
  throw new Error('no correct answer is marked');
}

test('adding a question checks the fields in order, then saves, shows the banner and refreshes list and stats', async ({ page }) => {
  await openAdmin(page);
  const statsBefore = await apiGet<{ totalQuestions: number }>(page, '/api/admin/stats');
  await page.getByRole('tab', { name: 'Questions' }).click();
  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = modal(page);
  await expect(dialog.getByRole('heading', { name: 'Add question' })).toBeVisible();

  await saveAndExpect(dialog, 'Question text is required');
  await dialog.getByLabel('Question text').fill('   ');
  await saveAndExpect(dialog, 'Question text is required');
  const text = `Which river flows through Ottawa? (e2e ${Date.now()})`;
  await dialog.getByLabel('Question text').fill(text);
  await saveAndExpect(dialog, 'All answer options are required');
  await option(dialog, 'A').fill('The Ottawa River');
  await option(dialog, 'B').fill('The Fraser River');
  await option(dialog, 'C').fill('The Red River');
  await saveAndExpect(dialog, 'All answer options are required');
  await option(dialog, 'D').fill('The Yukon River');
  await saveAndExpect(dialog, 'Please select a correct answer');
  await correctRadio(dialog, 'A').check();
  await dialog.getByLabel('Category').selectOption('GEO');
  await dialog.getByLabel('Difficulty').selectOption('easy');
  await dialog.getByLabel('Explanation').fill('Ottawa stands on the Ottawa River.');
  await dialog.getByLabel('Memory device').fill('The city shares the river’s name.');
  await dialog.getByRole('button', { name: 'Save question' }).click();

  await expect(dialog).toBeHidden();
  const banner = page.getByRole('status').filter({ hasText: 'Question added successfully.' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  await searchFor(page, text);
  await expect(questionRows(page)).toHaveCount(1);
  await expect(column(page, 4)).toHaveText('Geography');
  await expect(column(page, 5)).toHaveText('Easy');
  await expect(column(page, 6)).toHaveText('A');
  // Learners see it at once.
  const learner = await apiGet<{ data: { question: string }[] }>(page, '/api/questions?category=GEO&limit=1000');
  expect(learner.data.some((q) => q.question === text)).toBe(true);
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText((statsBefore.totalQuestions + 1).toLocaleString('en-CA'));
  // The banner goes after 3 seconds.
  await expect(banner).toBeHidden({ timeout: 4_000 });
});

test('editing shows the saved question, saves changes, and a failed save keeps the text with the message', async ({ page }) => {
  await openAdmin(page);
  const created = await createQuestionViaApi(page, { question: 'Editable question from the suite?', category_code: 'SYM', correct_answer: 2 });
  await page.getByRole('tab', { name: 'Questions' }).click();
  await searchFor(page, created.id);
  await page.getByRole('button', { name: `Edit question ${created.id}` }).click();
  const dialog = modal(page);
  await expect(dialog.getByRole('heading', { name: `Edit question ${created.id}` })).toBeVisible();
  await expect(dialog.getByLabel('Question text')).toHaveValue('Editable question from the suite?');
  await expect(correctRadio(dialog, 'C')).toBeChecked();
  await expect(dialog.getByLabel('Category')).toHaveValue('SYM');
  await dialog.getByLabel('Question text').fill('Edited question from the suite?');

  let failWith: 'message' | 'bare' | null = 'message';
  await page.route(`**/api/admin/questions/${created.id}`, async (route) => {
    if (route.request().method() !== 'PUT' || !failWith) return route.fallback();
    if (failWith === 'message') return route.fulfill({ status: 409, json: { error: 'Conflict', message: 'Someone else changed this question' } });
    return route.fulfill({ status: 502, body: 'Bad gateway' });
  });
  await saveAndExpect(dialog, 'Someone else changed this question');
  await expect(dialog.getByLabel('Question text')).toHaveValue('Edited question from the suite?');
  failWith = 'bare';
  await saveAndExpect(dialog, 'Failed to save question');
  await expect(dialog.getByLabel('Question text')).toHaveValue('Edited question from the suite?');

  failWith = null;
  await dialog.getByRole('button', { name: 'Save question' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Question updated successfully.' })).toBeVisible();
  await expect(column(page, 3)).toHaveText('Edited question from the suite?');
  const saved = await getQuestion(page, created.id);
  expect(saved.question).toBe('Edited question from the suite?');
  expect(saved.correct_answer).toBe(2);
});

test('reorder controls and Shuffle keep the correct answer on the same text', async ({ page }) => {
  await openAdmin(page, 'Questions');
  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = modal(page);
  const text = `Reorder check ${Date.now()}?`;
  await dialog.getByLabel('Question text').fill(text);
  for (const [i, letter] of LETTERS.entries()) await option(dialog, letter).fill(['Alpha', 'Bravo', 'Charlie', 'Delta'][i]!);
  await correctRadio(dialog, 'B').check();

  await expect(dialog.getByRole('button', { name: 'Move option A up' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Reorder answers' }).click();
  await expect(dialog.getByRole('button', { name: 'Move option A up' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Move option D down' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Move option B up' })).toBeEnabled();

  await dialog.getByRole('button', { name: 'Move option B up' }).click();
  await expect(option(dialog, 'A')).toHaveValue('Bravo');
  await expect(option(dialog, 'B')).toHaveValue('Alpha');
  await expect(correctRadio(dialog, 'A')).toBeChecked();
  // At the top its Move up is disabled, so focus goes to its Move down.
  await expect(dialog.getByRole('button', { name: 'Move option A down' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Move option A down' }).click();
  await dialog.getByRole('button', { name: 'Move option B down' }).click();
  await expect(option(dialog, 'C')).toHaveValue('Bravo');
  await expect(correctRadio(dialog, 'C')).toBeChecked();
  // Moving another option across it: the marker follows Bravo to D.
  await dialog.getByRole('button', { name: 'Move option D up' }).click();
  await expect(option(dialog, 'C')).toHaveValue('Delta');
  await expect(option(dialog, 'D')).toHaveValue('Bravo');
  await expect(correctRadio(dialog, 'D')).toBeChecked();
  // Focus follows the option that moved.
  await expect(dialog.getByRole('button', { name: 'Move option C up' })).toBeFocused();

  const orders = new Set<string>();
  for (let i = 0; i < 8; i += 1) {
    await dialog.getByRole('button', { name: 'Shuffle the answer order' }).click();
    expect(await markedText(dialog)).toBe('Bravo');
    orders.add((await Promise.all(LETTERS.map((l) => option(dialog, l).inputValue()))).join());
  }
  expect(orders.size).toBeGreaterThan(1);

  await dialog.getByRole('button', { name: 'Hide reorder controls' }).click();
  await expect(dialog.getByRole('button', { name: 'Move option B up' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save question' }).click();
  await expect(dialog).toBeHidden();
  const found = await apiGet<{ data: QuestionRecord[] }>(page, `/api/admin/questions?search=${encodeURIComponent(text)}`);
  expect(found.data).toHaveLength(1);
  expect(correctText(found.data[0]!)).toBe('Bravo');
});

test('delete asks first, then removes the question and shows the banner; a failed delete says so', async ({ page }) => {
  await openAdmin(page);
  const created = await createQuestionViaApi(page, { question: 'Question to delete from the suite?' });
  await page.getByRole('tab', { name: 'Questions' }).click();
  await searchFor(page, created.id);

  await page.getByRole('button', { name: `Delete question ${created.id}` }).click();
  const confirm = page.getByRole('alertdialog');
  // Deleting can be undone (restore from the Deleted status, decision 025): the dialog says so.
  await expect(confirm).toContainText('Are you sure you want to delete this question? Learners will no longer see it. You can restore it later from the Deleted status in the question list.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(questionRows(page)).toHaveCount(1);

  await page.route(`**/api/admin/questions/${created.id}`, (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'x' } }) : route.fallback(),
  );
  await page.getByRole('button', { name: `Delete question ${created.id}` }).click();
  expect(await alertFrom(page, () => confirm.getByRole('button', { name: 'Delete' }).click())).toBe('Failed to delete question');
  await expect(questionRows(page)).toHaveCount(1);
  await page.unrouteAll();

  await page.getByRole('button', { name: `Delete question ${created.id}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Question deleted successfully.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No questions found' })).toBeVisible();
  expect((await page.request.get(`/api/admin/questions/${created.id}`)).status()).toBe(404);
});

test('question text and explanations with HTML are shown literally, never run', async ({ page }) => {
  await openAdmin(page);
  const hostile = `<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2"> ${Date.now()}`;
  const created = await createQuestionViaApi(page, {
    question: hostile,
    option_a: '<b>bold?</b>',
    explanation: '<img src=y onerror="window.__xss = 3">',
  });
  await page.getByRole('tab', { name: 'Questions' }).click();
  await searchFor(page, created.id);
  await expect(column(page, 3)).toHaveText(hostile);
  await expect(page.locator('table img, table script, table b')).toHaveCount(0);

  await page.getByRole('button', { name: `Edit question ${created.id}` }).click();
  const dialog = modal(page);
  await expect(dialog.getByLabel('Question text')).toHaveValue(hostile);
  await expect(option(dialog, 'A')).toHaveValue('<b>bold?</b>');
  await expect(dialog.getByLabel('Explanation')).toHaveValue('<img src=y onerror="window.__xss = 3">');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Delete question ${created.id}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(hostile);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('adding a true/false question: True and False only, listed under its type, shown apart in the distribution', async ({ page }) => {
  await openAdmin(page, 'Questions');
  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = modal(page);
  await dialog.getByLabel('Question type').selectOption('true-false');
  await expect(option(dialog, 'A')).toHaveCount(0);
  const text = `Ottawa is the capital of Canada. (e2e ${Date.now()})`;
  await dialog.getByLabel('Question text').fill(text);
  await saveAndExpect(dialog, 'Please select a correct answer');
  await dialog.getByRole('radio', { name: 'True' }).check();
  await dialog.getByLabel('Category').selectOption('GEO');
  await dialog.getByLabel('Explanation').fill('Queen Victoria chose Ottawa as the capital.');
  await dialog.getByRole('button', { name: 'Save question' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Type', { exact: true }).selectOption('true-false');
  await searchFor(page, text);
  await expect(questionRows(page)).toHaveCount(1);
  const saved = (await apiGet<{ data: QuestionRecord[] }>(page, `/api/admin/questions?type=true-false&search=${encodeURIComponent(text)}`)).data[0]!;
  expect(saved).toMatchObject({ type: 'true-false', option_a: 'True', option_b: 'False', option_c: null, option_d: null, correct_answer: 0 });

  await page.getByRole('tab', { name: 'Answer distribution' }).click();
  await expect(page.getByTestId('true-false-split')).toContainText('Their options are never reordered');
});

test('the editor shows and saves the French version, and "French missing" lists a question without it', async ({ page }) => {
  await loginViaApi(page);
  const created = await createQuestionViaApi(page, { question: `Which city is the capital of Canada? (e2e ${Date.now()})`, option_a: 'Toronto', option_b: 'Ottawa', option_c: 'Montreal', option_d: 'Vancouver', correct_answer: 1 });
  await openAdmin(page, 'Questions');
  await page.getByRole('checkbox', { name: 'French missing' }).check();
  await searchFor(page, created.question);
  await expect(questionRows(page)).toHaveCount(1);
  await expect(questionRows(page).first()).toContainText('No French');

  await questionRows(page).first().getByRole('button', { name: /Edit/ }).click();
  const dialog = modal(page);
  const french = dialog.getByRole('group', { name: 'French version' });
  await expect(french).toContainText('No French version yet');
  await french.getByLabel('Texte de la question').fill('Quelle ville est la capitale du Canada?');
  await french.getByLabel('Option A (français)').fill('Toronto');
  await saveAndExpect(dialog, 'French: All answer options are required');
  await french.getByLabel('Option B (français)').fill('Ottawa');
  await french.getByLabel('Option C (français)').fill('Montréal');
  await french.getByLabel('Option D (français)').fill('Vancouver');
  // Moving the English correct answer up moves its French option with it.
  await dialog.getByRole('button', { name: 'Reorder answers' }).click();
  await dialog.getByRole('button', { name: 'Move option B up' }).click();
  await expect(french.getByLabel('Option A (français)')).toHaveValue('Ottawa');
  await dialog.getByRole('button', { name: 'Save question' }).click();
  await expect(dialog).toBeHidden();

  const saved = await apiGet<{ data: QuestionRecord & { fr: { option_a: string; question: string } | null } }>(page, `/api/admin/questions/${created.id}`);
  expect(saved.data.correct_answer).toBe(0);
  expect(saved.data.fr).toMatchObject({ option_a: 'Ottawa', question: 'Quelle ville est la capitale du Canada?' });
  await expect(questionRows(page)).toHaveCount(0);
});

test('a save refused because another admin saved meanwhile shows what they changed, and loading their version keeps my text to copy', async ({ page, browser }) => {
  await loginViaApi(page);
  const created = await createQuestionViaApi(page, { question: 'Which city is the capital of Canada?', option_a: 'Ottawa', option_b: 'Toronto', option_c: 'Montreal', option_d: 'Vancouver', explanation: 'Ottawa is the capital.' });
  await openAdmin(page, 'Questions');
  await searchFor(page, created.id);
  await page.getByRole('button', { name: `Edit question ${created.id}` }).click();
  const dialog = modal(page);
  await expect(dialog.getByLabel('Question text')).toHaveValue('Which city is the capital of Canada?');
  await dialog.getByLabel('Explanation').fill('My explanation: Ottawa became the capital in 1857.');

  // Another admin, in another browser, saves an edit of the same question first.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  await loginViaApi(otherPage);
  const theirs = await getQuestion(otherPage, created.id);
  const put = await otherPage.request.put(`/api/admin/questions/${created.id}`, {
    headers: { 'if-match': `"${theirs.version}"` },
    data: { question: theirs.question, option_a: 'Ottawa', option_b: 'Toronto', option_c: 'Montreal', option_d: 'Halifax', correct_answer: 0, category_code: 'GOV', difficulty_level: 'medium', explanation: 'Their explanation.', memory_device: '' },
  });
  expect(put.status()).toBe(200);
  await other.close();

  await dialog.getByRole('button', { name: 'Save question' }).click();
  const panel = dialog.getByRole('alert').filter({ hasText: 'Someone else changed this question' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Option D');
  await expect(panel).toContainText('Halifax');
  await expect(panel).toContainText('My explanation: Ottawa became the capital in 1857.');
  // Nothing of mine was saved.
  expect((await getQuestion(page, created.id)).explanation).toBe('Their explanation.');

  await panel.getByRole('button', { name: 'Load their version (keep my text to copy)' }).click();
  await expect(option(dialog, 'D')).toHaveValue('Halifax');
  await expect(dialog.getByLabel('Explanation')).toHaveValue('Their explanation.');
  const draft = dialog.getByRole('region', { name: 'Your text, before you loaded their version' });
  await expect(draft).toContainText('My explanation: Ottawa became the capital in 1857.');

  await dialog.getByLabel('Explanation').fill('Their explanation, and mine: the capital since 1857.');
  await dialog.getByRole('button', { name: 'Save question' }).click();
  await expect(dialog).toBeHidden();
  expect(await getQuestion(page, created.id)).toMatchObject({ option_d: 'Halifax', explanation: 'Their explanation, and mine: the capital since 1857.' });
});

test('an admin sets the lesson section that teaches a new question: learners get "Learn this" to it, and the list filters by it', async ({ page }) => {
  await openAdmin(page);
  const created = await createQuestionViaApi(page, { question: `Who appoints senators? (lesson e2e ${Date.now()})`, category_code: 'GOV' });
  expect((await getQuestion(page, created.id)).lesson).toBeNull();
  await page.getByRole('tab', { name: 'Questions' }).click();
  await searchFor(page, created.id);
  await page.getByRole('button', { name: `Edit question ${created.id}` }).click();
  const dialog = modal(page);
  const lesson = dialog.getByLabel('Lesson section that teaches it');
  await expect(lesson).toHaveValue('');
  await lesson.selectOption({ label: 'Parliament: the Sovereign, the Senate and the House of Commons' });
  await dialog.getByRole('button', { name: 'Save question' }).click();
  await expect(dialog).toBeHidden();
  const saved = await getQuestion(page, created.id);
  expect(saved.lesson).toMatchObject({ chapter: '05-how-canadians-govern-themselves' });

  await page.getByLabel('Lesson section', { exact: true }).selectOption(`${saved.lesson!.chapter}/${saved.lesson!.section}`);
  await expect(page.getByRole('button', { name: `Edit question ${created.id}` })).toBeVisible();

  const learner = (await (await page.request.get(`/api/questions?ids=${created.id}`)).json()) as { data: { lesson: unknown }[] };
  expect(learner.data[0]!.lesson).toEqual(saved.lesson);
});

test("an admin writes a question's Arabic text in the editor: learners see it at once; an edit of the English marks it out of date, and the list filters by it", async ({ page }) => {
  await openAdmin(page);
  const created = await createQuestionViaApi(page, { question: `Who is Canada's head of state? (help e2e ${Date.now()})`, option_a: 'The King', option_b: 'The Prime Minister', option_c: 'The Governor General', option_d: 'The Chief Justice' });
  await page.getByRole('tab', { name: 'Questions' }).click();
  // A new question has no translation: the filter "Arabic: missing" lists it.
  await page.getByLabel('Help-language translation').selectOption('ar:missing');
  await searchFor(page, created.id);
  await expect(page.getByRole('button', { name: `Edit question ${created.id}` })).toBeVisible();
  await page.getByRole('button', { name: `Edit question ${created.id}` }).click();
  const dialog = modal(page);
  await dialog.getByRole('button', { name: 'Help languages' }).click();
  const language = dialog.getByLabel('Language', { exact: true });
  await expect(language.locator('option:checked')).toHaveText('Punjabi (ਪੰਜਾਬੀ): missing');
  await language.selectOption('ar');
  await expect(dialog.getByText('There is no Arabic translation of this question')).toBeVisible();
  const arabic = dialog.getByRole('group', { name: 'Arabic text' });
  await expect(arabic.getByLabel('Question text')).toHaveAttribute('dir', 'rtl');
  await arabic.getByLabel('Question text').fill('من هو رئيس دولة كندا؟');
  for (const [letter, text] of [['A', 'الملك'], ['B', 'رئيس الوزراء'], ['C', 'الحاكم العام'], ['D', 'رئيس المحكمة العليا']] as const) await arabic.getByLabel(`Option ${letter}`).fill(text);
  await arabic.getByLabel('Explanation').fill('الملك هو رئيس الدولة.');
  await arabic.getByLabel('Memory device').fill('التاج فوق الجميع.');
  await dialog.getByRole('button', { name: 'Save the Arabic text' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Arabic text saved' })).toBeVisible();
  await expect(language.locator('option:checked')).toHaveText('Arabic (العربية): current, written here');
  const pack = async () => ((await (await page.request.get('/api/help/ar')).json()) as { data: { questions: Record<string, { question: string; outOfDate: boolean }> } }).data.questions[created.id];
  expect(await pack()).toMatchObject({ question: 'من هو رئيس دولة كندا؟', outOfDate: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Another edit of the English: the Arabic is out of date, for learners and in the list.
  const current = await getQuestion(page, created.id);
  const put = await page.request.put(`/api/admin/questions/${created.id}`, {
    headers: { 'if-match': `"${current.version}"` },
    data: { question: current.question, option_a: 'King Charles III', option_b: current.option_b, option_c: current.option_c, option_d: current.option_d, correct_answer: 0, category_code: 'GOV', difficulty_level: 'medium', explanation: current.explanation, memory_device: '' },
  });
  expect(put.status()).toBe(200);
  expect(await pack()).toMatchObject({ outOfDate: true });
  await page.getByLabel('Help-language translation').selectOption('ar:outOfDate');
  await expect(page.getByRole('button', { name: `Edit question ${created.id}` })).toBeVisible();
  await page.getByLabel('Help-language translation').selectOption('ar:missing');
  await expect(page.getByRole('button', { name: `Edit question ${created.id}` })).toHaveCount(0);
});
