import { expect, test, type Page, type Route } from './support/test';
import { buildQuestionRecord } from '../support/builders';
import { readRecordAttempts } from './support/learner-storage';
import { openInApp, waitForHydration } from './support/navigate';

/** A GOV question record as the API sends it; question i's correct answer is option (i mod 4). */
const record = (i: number) =>
  buildQuestionRecord(i, { id: `cs-${i}`, question: `Practice question ${i}?`, category_code: 'GOV', difficulty_level: i === 1 ? 'hard' : 'easy' });
const LETTERS = ['Alpha', 'Bravo', 'Charlie', 'Delta'];

const isQuestionsCall = (url: URL) => url.pathname === '/api/questions';
const serve = (count: number) => (route: Route) => route.fulfill({ json: { data: Array.from({ length: count }, (_, i) => record(i + 1)) } });

async function questionsFrom(page: Page, path: string): Promise<{ difficulty_level: string }[]> {
  const response = page.waitForResponse((r) => isQuestionsCall(new URL(r.url())));
  await openInApp(page, path);
  return ((await (await response).json()) as { data: { difficulty_level: string }[] }).data;
}

/** The number of the practice question on show, from its heading. */
async function currentQuestion(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 3, name: /^Practice question/ }).innerText();
  return Number(/(\d+)/.exec(text)![1]);
}
const option = (page: Page, label: string) => page.getByRole('list', { name: 'Answer options' }).getByRole('button', { name: label });

test('a category opens by slug with its breadcrumb, counts and full-test link', async ({ page }) => {
  const questions = await questionsFrom(page, '/study/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Canadian History' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Categories', 'Canadian History']);
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');

  await expect(page.getByTestId('question-count')).toHaveText(String(questions.length));
  const hard = questions.filter((q) => q.difficulty_level === 'hard').length;
  await expect(page.getByText(`Hard: ${hard} of ${questions.length} questions`)).toBeAttached();
  await expect(page.getByRole('link', { name: 'Take a full practice test' })).toHaveAttribute('href', '/practice?category=HIS');
  await expect(page.getByRole('button', { name: 'Start Flashcards' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Start Practice' })).toBeEnabled();

  await breadcrumb.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL('/categories');
});

test('a category opens by code in any case, and by /study/category/CODE', async ({ page }) => {
  await page.goto('/study/gov');
  await expect(page.getByRole('heading', { level: 1, name: 'Government' })).toBeVisible();
  await page.goto('/study/category/GEO');
  await expect(page.getByRole('heading', { level: 1, name: 'Geography' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take a full practice test' })).toHaveAttribute('href', '/practice?category=GEO');
  await page.goto('/study/category/sym');
  await expect(page.getByRole('heading', { level: 1, name: 'Symbols & Culture' })).toBeVisible();
});

test('the overview leads to flashcards and practice, and Back to Overview returns', async ({ page }) => {
  const questions = await questionsFrom(page, '/study/rights-responsibilities');
  await page.getByRole('button', { name: 'Start Flashcards' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Flashcards' })).toBeFocused();
  await expect(page.getByTestId('deck-position')).toHaveText(`Card 1 of ${questions.length}`);
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(page.getByTestId('flashcard-answer')).toBeVisible();

  await page.getByRole('button', { name: 'Back to Overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rights & Responsibilities' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Choose how to study' })).toBeVisible();

  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Practice questions' })).toBeFocused();
  await expect(page.getByText(`Question 1 of ${questions.length}`)).toBeVisible();
  await page.getByRole('button', { name: 'Back to Overview' }).click();
  await expect(page.getByRole('heading', { name: 'Choose how to study' })).toBeVisible();
});

test('practice locks each answer, reveals it, and restores it on Previous', async ({ page }) => {
  await page.route(isQuestionsCall, serve(3));
  await openInApp(page, '/study/government');
  await page.getByRole('button', { name: 'Start Practice' }).click();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // Question 1: a wrong answer.
  const first = await currentQuestion(page);
  const right = first % 4;
  const wrong = (right + 1) % 4;
  await option(page, `${LETTERS[wrong]} ${first}`).click();
  const feedback = page.getByTestId('practice-feedback');
  await expect(feedback).toContainText(`Not quite. The correct answer is ${'ABCD'[right]}: ${LETTERS[right]} ${first}`);
  await expect(feedback).toContainText(`Explanation ${first}.`);
  await expect(feedback).toContainText(`Memory device ${first}.`);
  await expect(option(page, `${LETTERS[wrong]} ${first}`)).toContainText('Your answer: incorrect');
  await expect(option(page, `${LETTERS[right]} ${first}`)).toContainText('Correct answer');
  await expect(page.getByTestId('practice-score')).toHaveText('Score: 0 of 1 correct');
  // Locked: the options are disabled for assistive tech, and a click changes nothing.
  await expect(option(page, `${LETTERS[right]} ${first}`)).toHaveAttribute('aria-disabled', 'true');
  await option(page, `${LETTERS[right]} ${first}`).click({ force: true });
  await expect(page.getByTestId('practice-score')).toHaveText('Score: 0 of 1 correct');
  await expect(option(page, `${LETTERS[wrong]} ${first}`)).toContainText('Your answer: incorrect');

  // Question 2: the right answer.
  await next.click();
  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  const second = await currentQuestion(page);
  expect(second).not.toBe(first);
  await expect(feedback).toBeHidden();
  await option(page, `${LETTERS[second % 4]} ${second}`).click();
  await expect(feedback).toContainText('Correct!');
  await expect(option(page, `${LETTERS[second % 4]} ${second}`)).toContainText('Your answer: correct');
  await expect(page.getByTestId('practice-score')).toHaveText('Score: 1 of 2 correct');

  // Back to question 1: the earlier answer is restored and revealed.
  await page.getByRole('button', { name: 'Previous' }).click();
  expect(await currentQuestion(page)).toBe(first);
  await expect(option(page, `${LETTERS[wrong]} ${first}`)).toContainText('Your answer: incorrect');
  await expect(feedback).toContainText('Not quite.');
  await expect(next).toBeEnabled();

  // Finish: the last question shows See Results, then the summary.
  await next.click();
  await next.click();
  const third = await currentQuestion(page);
  const finish = page.getByRole('button', { name: 'See Results' });
  await expect(finish).toBeDisabled();
  await option(page, `${LETTERS[third % 4]} ${third}`).click();
  await finish.click();
  await expect(page.getByRole('heading', { name: 'Practice complete' })).toBeFocused();
  await expect(page.getByText('You answered 2 of 3 correctly (67%).')).toBeVisible();
  await page.getByRole('button', { name: 'Practice Again' }).click();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await expect(page.getByTestId('practice-score')).toHaveText('Score: 0 of 0 correct');
});

test('start buttons are disabled when the category has no questions', async ({ page }) => {
  await page.route(isQuestionsCall, serve(0));
  await openInApp(page, '/study/economy-society');
  await expect(page.getByTestId('question-count')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Start Flashcards' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Start Practice' })).toBeDisabled();
});

test('an unknown category says Category not found', async ({ page }) => {
  await page.goto('/study/narnia');
  await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to Categories' }).click();
  await expect(page).toHaveURL('/categories');
});

test('a load failure shows the error view, and Try Again recovers', async ({ page }) => {
  await page.route(isQuestionsCall, (route) => route.abort());
  await openInApp(page, '/study/geography');
  await expect(page.getByText('Failed to load category data. Please try again.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Categories' })).toHaveAttribute('href', '/categories');

  await page.unroute(isQuestionsCall);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Choose how to study' })).toBeVisible();
  await expect(page.getByTestId('question-count')).not.toHaveText('–');
  await expect(page.getByText('Failed to load category data. Please try again.')).toBeHidden();
});

test('answers in category practice are recorded and count towards mastery; visits and opening modes do not', async ({ page }) => {
  const stored = () => readRecordAttempts<{ mode: string }>(page, 'answer');
  await page.goto('/study/economy-society');
  await waitForHydration(page);
  await expect(page.getByTestId('study-progress')).toHaveText('0% mastered');
  await page.getByRole('button', { name: 'Start Flashcards' }).click();
  await page.getByRole('button', { name: 'Back to Overview' }).click();
  await page.reload();
  await waitForHydration(page);
  expect(await stored()).toEqual([]);

  await page.getByRole('button', { name: 'Start Practice' }).click();
  await page.getByRole('list', { name: 'Answer options' }).getByRole('button').first().click();
  await expect.poll(async () => (await stored()).map((a) => a.mode)).toEqual(['category']);
  await page.getByRole('button', { name: 'Back to Overview' }).click();
  await expect(page.getByText(/^\d+ of 69 questions mastered · 1 answered/)).toBeVisible();
});

test('a finished round records its time: each question from when it shows to its answer, at most five minutes each', async ({ page }) => {
  await page.clock.install();
  await page.route(isQuestionsCall, serve(2));
  await openInApp(page, '/study/government');
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await page.clock.fastForward(20_000);
  const first = await currentQuestion(page);
  await option(page, `${LETTERS[first % 4]} ${first}`).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // A learner who walks away from the second question for ten minutes.
  await page.clock.fastForward(10 * 60_000);
  const second = await currentQuestion(page);
  await option(page, `${LETTERS[second % 4]} ${second}`).click();
  await page.getByRole('button', { name: 'See Results' }).click();
  await expect(page.getByRole('heading', { name: 'Practice complete' })).toBeVisible();
  await expect.poll(async () => (await readRecordAttempts(page, 'round')).length).toBe(1);
  const [round] = await readRecordAttempts<{ id: string; mode: string; seconds: number }>(page, 'round');
  expect(round!.mode).toBe('category');
  expect(round!.seconds).toBeGreaterThanOrEqual(320);
  expect(round!.seconds).toBeLessThan(330);
  // Each answer was recorded as it was given, with its own time, and belongs to the round.
  const answers = await readRecordAttempts<{ round?: string; ms?: number }>(page, 'answer');
  expect(answers.map((a) => a.round)).toEqual([round!.id, round!.id]);
  expect(answers[1]!.ms).toBe(300_000);
});
