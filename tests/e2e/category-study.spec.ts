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
  await expect(page.getByRole('link', { name: 'Start flashcards' })).toHaveAttribute('href', '/study/history/flashcards');
  await expect(page.getByRole('link', { name: 'Practise 10 questions' })).toHaveAttribute('href', '/study/history/practice');
  await expect(page.getByRole('link', { name: 'Or a longer round of 20' })).toHaveAttribute('href', '/study/history/practice?size=20');

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

test('each mode has its own address: the overview leads to it, Back and reload keep it, Back to overview returns', async ({ page }) => {
  const questions = await questionsFrom(page, '/study/rights-responsibilities');
  await page.getByRole('link', { name: 'Start flashcards' }).click();
  await expect(page).toHaveURL('/study/rights-responsibilities/flashcards');
  await expect(page.getByRole('heading', { level: 2, name: 'Flashcards' })).toBeFocused();
  await expect(page.getByTestId('deck-position')).toHaveText(`Card 1 of ${questions.length}`);
  await page.getByRole('button', { name: 'Show answer' }).click();
  await expect(page.getByTestId('flashcard-answer')).toBeVisible();

  await page.getByRole('link', { name: 'Back to overview' }).click();
  await expect(page).toHaveURL('/study/rights-responsibilities');
  await expect(page.getByRole('heading', { level: 1, name: 'Rights & Responsibilities' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Choose how to study' })).toBeVisible();

  await page.getByRole('link', { name: 'Practise 10 questions' }).click();
  await expect(page).toHaveURL('/study/rights-responsibilities/practice');
  await expect(page.getByRole('heading', { level: 2, name: 'Practice questions' })).toBeFocused();
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  // Reload keeps the mode; the browser's Back goes to the overview, not to the page before the topic.
  await page.reload();
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/study/rights-responsibilities');
  await expect(page.getByRole('heading', { name: 'Choose how to study' })).toBeVisible();
  await page.goForward();
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  // An address with a mode that does not exist shows the overview.
  await page.goto('/study/rights-responsibilities/cram');
  await expect(page).toHaveURL('/study/rights-responsibilities');
  await expect(page.getByRole('heading', { name: 'Choose how to study' })).toBeVisible();
});

test('category practice comes in rounds of 10, or 20 when asked, each with an end', async ({ page }) => {
  await page.route(isQuestionsCall, serve(25));
  await openInApp(page, '/study/government/practice');
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  await openInApp(page, '/study/government/practice?size=20');
  await expect(page.getByText('Question 1 of 20', { exact: true })).toBeVisible();
});

test('practice locks each answer, reveals it, and restores it on Previous', async ({ page }) => {
  await page.route(isQuestionsCall, serve(3));
  await openInApp(page, '/study/government');
  await page.getByRole('link', { name: 'Practise 10 questions' }).click();
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

  // Finish: the last question shows See results, then the summary.
  await next.click();
  await next.click();
  const third = await currentQuestion(page);
  const finish = page.getByRole('button', { name: 'See results' });
  await expect(finish).toBeDisabled();
  await option(page, `${LETTERS[third % 4]} ${third}`).click();
  await finish.click();
  await expect(page.getByRole('heading', { name: 'Round complete' })).toBeFocused();
  await expect(page.getByText('You answered 2 of 3 correctly (67%).')).toBeVisible();
  // The summary names what to look at again, with its right answer.
  const missed = page.getByRole('region', { name: '1 question to look at again' });
  await expect(missed.getByRole('listitem')).toHaveCount(1);
  await expect(missed).toContainText(`Practice question ${first}?`);
  await expect(missed).toContainText(`Correct answer: ${LETTERS[right]} ${first}`);
  await page.getByRole('button', { name: 'Another round of 3' }).click();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  // No "0 of 0" before the first answer of the new round.
  await expect(page.getByTestId('practice-score')).toHaveText('');
  // The question missed last time comes first.
  expect(await currentQuestion(page)).toBe(first);
});

test('a category with no questions offers no mode to start', async ({ page }) => {
  await page.route(isQuestionsCall, serve(0));
  await openInApp(page, '/study/economy-society');
  await expect(page.getByTestId('question-count')).toHaveText('0');
  await expect(page.getByText('There are no questions in this category yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start flashcards' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Practise 10 questions' })).toHaveCount(0);
});

test('an unknown category says Category not found', async ({ page }) => {
  await page.goto('/study/narnia');
  await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to categories' }).click();
  await expect(page).toHaveURL('/categories');
});

test('a load failure shows the error view, and Try again recovers', async ({ page }) => {
  await page.route(isQuestionsCall, (route) => route.abort());
  await openInApp(page, '/study/geography');
  await expect(page.getByText('Failed to load category data. Please try again.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to categories' })).toHaveAttribute('href', '/categories');

  await page.unroute(isQuestionsCall);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Choose how to study' })).toBeVisible();
  await expect(page.getByTestId('question-count')).not.toHaveText('–');
  await expect(page.getByText('Failed to load category data. Please try again.')).toBeHidden();
});

test('answers in category practice are recorded and count towards mastery; visits and opening modes do not', async ({ page }) => {
  const stored = () => readRecordAttempts<{ mode: string }>(page, 'answer');
  await page.goto('/study/economy-society');
  await waitForHydration(page);
  await expect(page.getByTestId('seen-and-right')).toHaveText('Not started: 69 questions to discover.');
  await page.getByRole('link', { name: 'Start flashcards' }).click();
  await page.getByRole('link', { name: 'Back to overview' }).click();
  await page.reload();
  await waitForHydration(page);
  expect(await stored()).toEqual([]);

  await page.getByRole('link', { name: 'Practise 10 questions' }).click();
  await page.getByRole('list', { name: 'Answer options' }).getByRole('button').first().click();
  await expect.poll(async () => (await stored()).map((a) => a.mode)).toEqual(['category']);
  await page.getByRole('link', { name: 'Back to overview' }).click();
  // One answer: right or to look at again, and 68 not seen yet.
  await expect(page.getByTestId('seen-and-right')).toContainText(/1 (right last time|to look at again)/);
  await expect(page.getByTestId('seen-and-right')).toContainText('68 not seen yet');
});

test('a finished round records its time: each question from when it shows to its answer, at most five minutes each', async ({ page }) => {
  await page.clock.install();
  await page.route(isQuestionsCall, serve(2));
  await openInApp(page, '/study/government');
  await page.getByRole('link', { name: 'Practise 10 questions' }).click();
  await page.clock.fastForward(20_000);
  const first = await currentQuestion(page);
  await option(page, `${LETTERS[first % 4]} ${first}`).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // A learner who walks away from the second question for ten minutes.
  await page.clock.fastForward(10 * 60_000);
  const second = await currentQuestion(page);
  await option(page, `${LETTERS[second % 4]} ${second}`).click();
  await page.getByRole('button', { name: 'See results' }).click();
  await expect(page.getByRole('heading', { name: 'Round complete' })).toBeVisible();
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

test('on a phone, an answer brings its verdict and explanation into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(isQuestionsCall, serve(3));
  await openInApp(page, '/study/government/practice');
  const first = await currentQuestion(page);
  const feedback = page.getByTestId('practice-feedback');
  await option(page, `${LETTERS[(first + 1) % 4]} ${first}`).click();
  await expect(feedback).toContainText('Not quite.');
  await expect(feedback.getByText(`Explanation ${first}.`)).toBeInViewport();
  await expect(page.getByText('Not quite.')).toBeInViewport();
  // It was below the fold: the page scrolled to it.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('"Sure" before a wrong answer: the mistake is recorded as sure, comes back within a minute, and /progress lists it', async ({ page }) => {
  await page.route((url) => isQuestionsCall(url), serve(10));
  await openInApp(page, '/study/government/practice');
  const sure = page.getByRole('group', { name: /how sure are you/ });
  await expect(sure.getByRole('button', { pressed: true })).toHaveCount(0);
  await sure.getByRole('button', { name: 'Sure', exact: true }).click();
  await expect(sure.getByRole('button', { name: 'Sure', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Question n's correct answer is option n mod 4: the next one is wrong.
  const first = await currentQuestion(page);
  await option(page, LETTERS[(first + 1) % 4]!).click();
  await expect(page.getByTestId('practice-feedback')).toContainText('You were sure of this one, so it comes back in a minute');
  await expect(sure).toHaveCount(0);
  await expect.poll(async () => (await readRecordAttempts<{ sure?: boolean; ok: boolean }>(page, 'answer')).map((a) => [a.ok, a.sure])).toEqual([[false, true]]);

  // The next question asks again, from nothing chosen; not saying is fine.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('group', { name: /how sure are you/ }).getByRole('button', { pressed: true })).toHaveCount(0);
  await option(page, LETTERS[(await currentQuestion(page)) % 4]!).click();
  await expect.poll(async () => (await readRecordAttempts<{ sure?: boolean }>(page, 'answer')).map((a) => a.sure)).toEqual([true, undefined]);

  await page.unroute((url) => isQuestionsCall(url));
  await page.goto('/progress');
  await waitForHydration(page);
  const confident = page.getByRole('region', { name: 'Answers you were sure of and got wrong' });
  await expect(confident.getByRole('listitem')).toHaveCount(1);
  await expect(confident).toContainText('sure and wrong 1 time');
});
