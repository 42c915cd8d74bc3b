import { readFileSync, writeFileSync } from 'node:fs';
import { waitForHydration } from './support/navigate';
import { readQuestionStates, readRecordAttempts, readStoredSection } from './support/learner-storage';
import { expect, test, type Page } from './support/test';

interface ServedQuestion {
  id: string;
  correct_answer: number;
}

const answerRadio = (page: Page, option: number) => page.getByRole('radiogroup').getByRole('radio').nth(option);
const mapCell = (page: Page, n: number) => page.getByRole('region', { name: 'Question map' }).getByRole('button', { name: new RegExp(`^Question ${n},`) });

/** Takes a test from a practice URL, answering wrong the questions at the given positions; returns what was served. */
async function takeTest(page: Page, path: string, wrongAt: readonly number[] = []): Promise<ServedQuestion[]> {
  await page.goto(path);
  await waitForHydration(page);
  const response = page.waitForResponse((r) => r.url().includes('/api/questions?') && r.request().method() === 'GET');
  await page.getByRole('button', { name: 'Start practice test' }).click();
  const questions = ((await (await response).json()) as { data: ServedQuestion[] }).data;
  for (const [i, question] of questions.entries()) {
    await mapCell(page, i + 1).click();
    const wrong = wrongAt.includes(i) ? (question.correct_answer === 0 ? 1 : 0) : question.correct_answer;
    await answerRadio(page, wrong).check();
  }
  const stored = async () => (await readRecordAttempts(page, 'round')).length;
  const before = await stored();
  await page.getByRole('button', { name: 'Submit test' }).click();
  await expect(page).toHaveURL('/test-results');
  // The history is written to IndexedDB just after the results show; a test that loads another
  // page at once must not cut that write short.
  await expect.poll(stored).toBe(before + 1);
  return questions;
}

async function openProgress(page: Page): Promise<void> {
  await page.goto('/progress');
  await waitForHydration(page);
  await expect(page.getByTestId('progress-ready')).toBeVisible();
}

const historyRows = (page: Page) => page.getByTestId('history-table').locator('tbody tr');

test('two practice tests are both in the history with their scores, and the results compare them', async ({ page }) => {
  await takeTest(page, '/practice-test?questions=5');
  await expect(page.getByTestId('score-change')).toContainText('first test');
  await takeTest(page, '/practice-test?questions=5', [1, 3]);
  await expect(page.getByTestId('score-change')).toHaveText('Down 40 points on your previous test (5 of 5). Review what you missed and try again.');
  await page.getByRole('link', { name: 'See my progress' }).click();
  await expect(page).toHaveURL('/progress');
  await expect(page.getByTestId('progress-ready')).toBeVisible();
  await expect(historyRows(page)).toHaveCount(2);
  await expect(historyRows(page).nth(0)).toContainText('3/5 (60%)');
  await expect(historyRows(page).nth(1)).toContainText('5/5 (100%)');
  await expect(page.getByRole('figure', { name: /Your last 2 tests; the latest: 60%/ })).toBeVisible();
  // One card on top: the last test while there is too little for an estimate, the bank as seen and right, one next step.
  const stand = page.getByTestId('where-you-stand');
  await expect(stand.getByRole('heading', { level: 2 })).toHaveText('Where you stand');
  await expect(page.getByTestId('readiness')).toHaveText(/^Your last test: 3 of 5, not a pass yet\. Answer \d+ more different questions for an estimate/);
  await expect(stand.getByTestId('seen-and-right')).toContainText('2 to look at again');
  const next = stand.getByRole('link', { name: /^Practise .+: 10 questions$/ });
  await expect(next).toHaveAttribute('href', /^\/study\/[a-z-]+\/practice$/);
  await expect(page.getByRole('link', { name: /Review my missed questions/ })).toContainText('2 questions you last answered wrong');
  // The weakest topic is named with a link to study it: the same topic as the card's next step.
  const weakestLink = page.getByText('Your weakest topic:').getByRole('link');
  await expect(weakestLink).toHaveAttribute('href', /^\/study\/[a-z-]+$/);
  expect(`${await weakestLink.getAttribute('href')}/practice`).toBe(await next.getAttribute('href'));
});

test('a review drill left half-way and resumed from the plain practice page is recorded as the drill it was', async ({ page }) => {
  await takeTest(page, '/practice-test?questions=5', [0, 1]);
  await page.goto('/practice?mode=missed');
  await waitForHydration(page);
  const response = page.waitForResponse((r) => r.url().includes('/api/questions?'));
  await page.getByRole('button', { name: 'Start the review' }).click();
  const drill = ((await (await response).json()) as { data: ServedQuestion[] }).data;
  await answerRadio(page, drill[0]!.correct_answer).check();
  await expect.poll(async () => (await readStoredSection<{ mode?: string; answers: unknown[] }>(page, 'testInProgress'))?.mode).toBe('missed');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto('/practice');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Resume test' }).click();
  await mapCell(page, 2).click();
  await answerRadio(page, drill[1]!.correct_answer).check();
  const before = (await readRecordAttempts(page, 'round')).length;
  await page.getByRole('button', { name: 'Submit test' }).click();
  await expect(page).toHaveURL('/test-results');
  await expect.poll(async () => (await readRecordAttempts(page, 'round')).length).toBe(before + 1);
  const rounds = await readRecordAttempts<{ mode: string; questionIds: string[] }>(page, 'round');
  expect(rounds.at(-1)?.mode).toBe('missed');
  expect(rounds.at(-1)?.questionIds).toHaveLength(2);
});

test('"Review my missed questions" serves only the questions answered wrong, untimed, with each answer checked and explained', async ({ page }) => {
  const served = await takeTest(page, '/practice-test?questions=6', [0, 2, 5]);
  const missed = [served[0]!.id, served[2]!.id, served[5]!.id];
  await page.goto('/practice?mode=missed');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review my missed questions');
  // A drill is not a test: no clock, no pass mark.
  await expect(page.getByRole('definition').nth(1)).toHaveText('none');
  await expect(page.getByText(/to pass/)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^Real test/ })).toHaveCount(0);
  const response = page.waitForResponse((r) => r.url().includes('/api/questions?'));
  await page.getByRole('button', { name: 'Start the review' }).click();
  const drill = ((await (await response).json()) as { data: ServedQuestion[] }).data;
  expect(drill.map((q) => q.id).sort()).toEqual([...missed].sort());
  await expect(page.getByText('Question 1 of 3', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review my missed questions');
  await expect(page.getByRole('timer')).toHaveCount(0);

  // The first answered wrong again: checked, it says which is right, and the answer stands.
  const wrong = drill[0]!.correct_answer === 0 ? 1 : 0;
  await answerRadio(page, wrong).check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not quite.' })).toContainText(`The answer is ${'ABCD'[drill[0]!.correct_answer]}`);
  await expect(page.getByText('Explanation', { exact: true })).toBeVisible();
  await answerRadio(page, drill[0]!.correct_answer).click({ force: true });
  await expect(answerRadio(page, wrong)).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  // The others right this time: they leave the list.
  for (const [i, question] of drill.slice(1).entries()) {
    await expect(page.getByText(`Question ${i + 2} of 3`, { exact: true })).toBeVisible();
    await answerRadio(page, question.correct_answer).check();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Right.' })).toBeVisible();
    await page.getByRole('button', { name: i === 1 ? 'Finish test' : 'Next' }).click();
  }
  await expect(page).toHaveURL('/test-results');
  await expect(page.getByRole('heading', { level: 2, name: 'Review finished' })).toBeVisible();
  await expect(page.getByText('1 question is worth another look: it comes back in your next review.')).toBeVisible();
  await expect(page.getByText('You passed', { exact: false })).toHaveCount(0);
  await page.goto('/practice?mode=missed');
  await waitForHydration(page);
  // The one still missed is the whole next review.
  await expect(page.getByRole('definition').first()).toHaveText('1');
  await openProgress(page);
  await expect(historyRows(page).nth(0)).toContainText('Missed questions');
});

test('flashcard marks survive a reload, count over the whole deck, and say which cards rest and when they come back', async ({ page }) => {
  await page.goto('/flashcards?category=GEO');
  await waitForHydration(page);
  await expect(page.getByTestId('deck-position')).toHaveText(/^Card 1 of \d+$/);
  const questionText = () => page.getByTestId('flashcard-question').locator('p[class*="question"]').first();
  const first = await questionText().textContent();
  await page.getByRole('button', { name: 'Show answer' }).click();
  await page.getByRole('button', { name: 'I know this' }).click();
  await expect(page.getByTestId('comes-back')).toHaveText('Marked. That card comes back in 2 days.');
  const second = await questionText().textContent();
  await page.getByRole('button', { name: 'Show answer' }).click();
  await page.getByRole('button', { name: 'Need review' }).click();
  await expect(page.getByTestId('comes-back')).toHaveText('Marked. That card comes back in 10 minutes.');
  // The card to review comes back in this session, four cards later.
  for (let i = 0; i < 4; i += 1) {
    await expect(questionText()).not.toHaveText(second!);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(questionText()).toHaveText(second!);
  await expect(page.getByTestId('flashcard-question')).toContainText('To review');

  await page.reload();
  await waitForHydration(page);
  // Neither card is due yet (two days, ten minutes): the schedule leaves them out and says so; the marks still count.
  await expect(questionText()).not.toHaveText(first!);
  await expect(page.getByTestId('known-count')).toHaveText('Known: 1');
  await expect(page.getByTestId('review-count')).toHaveText('To review: 1');
  await expect(page.getByTestId('resting')).toHaveText('2 cards are resting until they are due; the next comes back in 10 minutes.');
  await page.getByRole('checkbox', { name: /Show all cards/ }).check();
  await expect(page.getByTestId('resting')).toBeHidden();
  await expect(page.getByText('Known: 1')).toBeVisible();
  await expect(page.getByText('To review: 1')).toBeVisible();
  const marks = Object.values(await readQuestionStates(page)).map((q) => q.mark);
  expect(marks.sort()).toEqual(['known', 'review']);
});

test('export, clear the browser storage, import: the same history is back; a damaged file changes nothing', async ({ page }, testInfo) => {
  await takeTest(page, '/practice-test?questions=5', [4]);
  await openProgress(page);
  await expect(historyRows(page)).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my progress' }).click();
  const file = testInfo.outputPath('progress.json');
  await (await download).saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { format: string; attempts: { kind: string; right?: boolean[] }[] };
  expect(exported.format).toBe('canadian-citizenship-test-progress');
  expect(exported.attempts.filter((a) => a.kind === 'answer')).toHaveLength(5);
  expect(exported.attempts.find((a) => a.kind === 'round')?.right).toEqual([true, true, true, true, false]);

  await page.evaluate(() =>
    Promise.all(
      ['citizenship-test-prep', 'citizenship-test-prep-record'].map((name) => new Promise((resolve) => { const r = indexedDB.deleteDatabase(name); r.onsuccess = r.onerror = r.onblocked = resolve; })),
    ),
  );
  await openProgress(page);
  await expect(page.getByText('No answers yet')).toBeVisible();

  const damaged = testInfo.outputPath('damaged.json');
  writeFileSync(damaged, readFileSync(file, 'utf8').replace('"attempts":[', '"attempts":[{"id":42},'));
  await page.getByTestId('import-file').setInputFiles(damaged);
  await expect(page.getByRole('alert')).toHaveText('That file is damaged, so it was not imported. Nothing was changed.');
  await expect(historyRows(page)).toHaveCount(0);

  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: 'Progress imported' })).toHaveText('Progress imported to this device: 1 test and 5 answers from the file. Anything already here was not added twice.');
  await expect(historyRows(page)).toHaveCount(1);
  await expect(historyRows(page).first()).toContainText('4/5 (80%)');
  await page.reload();
  await expect(historyRows(page)).toHaveCount(1);
  // One more test here, then the same file again: the new test stays and the file's is not added twice.
  await takeTest(page, '/practice-test?questions=5');
  await openProgress(page);
  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: 'Progress imported' })).toBeVisible();
  await page.reload();
  await expect(historyRows(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Reset all progress' }).click();
  await page.getByRole('button', { name: 'Delete everything' }).click();
  await expect(historyRows(page)).toHaveCount(0);
});

test('visiting study pages without answering leaves progress at 0%', async ({ page }) => {
  for (const path of ['/study', '/study/geography', '/study/history', '/categories', '/study']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  await page.getByRole('link', { name: 'Geography' }).first().click();
  await page.goto('/study');
  await waitForHydration(page);
  await expect(page.getByTestId('seen-and-right').first()).toHaveText(/^All \d+ questionsNot started: \d+ questions to discover\.$/);
  await page.goto('/study/geography');
  await expect(page.getByTestId('seen-and-right')).toHaveText(/^Not started: \d+ questions to discover\.$/);
});

test('the progress page and a drill start screen have no accessibility violations', async ({ page }) => {
  test.slow();
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await takeTest(page, '/practice-test?questions=5', [0]);
  for (const path of ['/progress', '/practice?mode=missed', '/practice?mode=due']) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});
