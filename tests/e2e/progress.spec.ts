import { readFileSync, writeFileSync } from 'node:fs';
import { waitForHydration } from './support/navigate';
import { readStoredSection } from './support/learner-storage';
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
  await page.getByRole('button', { name: 'Start Practice Test' }).click();
  const questions = ((await (await response).json()) as { data: ServedQuestion[] }).data;
  for (const [i, question] of questions.entries()) {
    await mapCell(page, i + 1).click();
    const wrong = wrongAt.includes(i) ? (question.correct_answer === 0 ? 1 : 0) : question.correct_answer;
    await answerRadio(page, wrong).check();
  }
  const stored = async () => (await readStoredSection<unknown[]>(page, 'history'))?.length ?? 0;
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
  await expect(page.getByRole('img', { name: /Scores of your last 2 tests/ })).toBeVisible();
  await expect(page.getByTestId('readiness')).toContainText('Not enough data yet');
  await expect(page.getByRole('link', { name: /Review my missed questions/ })).toContainText('2 questions you last answered wrong');
});

test('a review drill left half-way and resumed from the plain practice page is recorded as the drill it was', async ({ page }) => {
  await takeTest(page, '/practice-test?questions=5', [0, 1]);
  await page.goto('/practice?mode=missed');
  await waitForHydration(page);
  const response = page.waitForResponse((r) => r.url().includes('/api/questions?'));
  await page.getByRole('button', { name: 'Start Practice Test' }).click();
  const drill = ((await (await response).json()) as { data: ServedQuestion[] }).data;
  await answerRadio(page, drill[0]!.correct_answer).check();
  await expect.poll(async () => (await readStoredSection<{ mode?: string; answers: unknown[] }>(page, 'testInProgress'))?.mode).toBe('missed');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto('/practice');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Resume test' }).click();
  await mapCell(page, 2).click();
  await answerRadio(page, drill[1]!.correct_answer).check();
  const before = (await readStoredSection<unknown[]>(page, 'history'))?.length ?? 0;
  await page.getByRole('button', { name: 'Submit test' }).click();
  await expect(page).toHaveURL('/test-results');
  await expect.poll(async () => (await readStoredSection<unknown[]>(page, 'history'))?.length ?? 0).toBe(before + 1);
  const history = (await readStoredSection<{ mode: string; total: number }[]>(page, 'history'))!;
  expect(history.at(-1)).toMatchObject({ mode: 'missed', total: 2 });
});

test('"Review my missed questions" serves only the questions answered wrong', async ({ page }) => {
  const served = await takeTest(page, '/practice-test?questions=6', [0, 2, 5]);
  const missed = [served[0]!.id, served[2]!.id, served[5]!.id];
  await page.goto('/practice?mode=missed');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review my missed questions');
  const response = page.waitForResponse((r) => r.url().includes('/api/questions?'));
  await page.getByRole('button', { name: 'Start Practice Test' }).click();
  const drill = ((await (await response).json()) as { data: ServedQuestion[] }).data;
  expect(drill.map((q) => q.id).sort()).toEqual([...missed].sort());
  await expect(page.getByText('Question 1 of 3', { exact: true })).toBeVisible();

  // Answered right this time, they leave the list.
  for (const [i, question] of drill.entries()) {
    await mapCell(page, i + 1).click();
    await answerRadio(page, question.correct_answer).check();
  }
  await page.getByRole('button', { name: 'Submit test' }).click();
  await page.goto('/practice?mode=missed');
  await expect(page.getByText('No missed questions to review. Well done!')).toBeVisible();
  await openProgress(page);
  await expect(historyRows(page).nth(0)).toContainText('Missed questions');
});

test('flashcard marks survive a reload and say when the card comes back', async ({ page }) => {
  await page.goto('/flashcards?category=GEO');
  await waitForHydration(page);
  await expect(page.getByTestId('deck-position')).toHaveText(/^Card 1 of \d+$/);
  const first = await page.getByTestId('flashcard-question').textContent();
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await page.getByRole('button', { name: 'I Know This' }).click();
  await expect(page.getByTestId('comes-back')).toHaveText('Marked. That card comes back in 2 days.');
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await page.getByRole('button', { name: 'Need Review' }).click();
  await expect(page.getByTestId('comes-back')).toHaveText('Marked. That card comes back in 10 minutes.');

  await page.reload();
  await waitForHydration(page);
  // The card known is not due for two days: the schedule leaves it out, Cram brings every card back.
  await expect(page.getByTestId('flashcard-question')).not.toHaveText(first!);
  await page.getByRole('checkbox', { name: /Cram/ }).check();
  await expect(page.getByText('Known: 1')).toBeVisible();
  await expect(page.getByText('To review: 1')).toBeVisible();
  const marks = await readStoredSection<Record<string, string>>(page, 'cardMarks');
  expect(Object.values(marks ?? {}).sort()).toEqual(['known', 'review']);
});

test('export, clear the browser storage, import: the same history is back; a damaged file changes nothing', async ({ page }, testInfo) => {
  await takeTest(page, '/practice-test?questions=5', [4]);
  await openProgress(page);
  await expect(historyRows(page)).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my progress' }).click();
  const file = testInfo.outputPath('progress.json');
  await (await download).saveAs(file);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ format: 'canadian-citizenship-test-progress', progress: { history: [{ correct: 4, total: 5 }] } });

  await page.evaluate(() => new Promise((resolve) => { const r = indexedDB.deleteDatabase('citizenship-test-prep'); r.onsuccess = r.onerror = r.onblocked = resolve; }));
  await openProgress(page);
  await expect(page.getByText('No answers yet')).toBeVisible();

  const damaged = testInfo.outputPath('damaged.json');
  writeFileSync(damaged, readFileSync(file, 'utf8').replace('"answers":[', '"answers":[{"id":42},'));
  await page.getByTestId('import-file').setInputFiles(damaged);
  await expect(page.getByRole('alert')).toHaveText('That file is damaged, so it was not imported. Nothing was changed.');
  await expect(historyRows(page)).toHaveCount(0);

  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: 'Progress imported' })).toHaveText('Progress imported to this device (tests: 1, answers: 5).');
  await expect(historyRows(page)).toHaveCount(1);
  await expect(historyRows(page).first()).toContainText('4/5 (80%)');
  await page.reload();
  await expect(historyRows(page)).toHaveCount(1);

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
  await expect(page.getByText('0% of the questions mastered')).toBeVisible();
  await page.goto('/study/geography');
  await expect(page.getByTestId('study-progress')).toHaveText('0% mastered');
});

test('the progress page and a drill start screen have no accessibility violations', async ({ page }) => {
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
