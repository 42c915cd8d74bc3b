import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { readRecordAttempts } from './support/learner-storage';
import { openInApp, waitForHydration } from './support/navigate';
import { outbox } from './support/offline';

/** The fields of a served question the tests need (the API's snake_case record). */
interface ServedQuestion {
  id: string;
  question: string;
  correct_answer: number;
  category_code: string;
  type: 'multiple-choice' | 'true-false';
  version?: number;
}

const LOAD_FAILED = 'Failed to load questions. Please try again.';

/** Clicks Start and returns the questions the API served for this test. */
async function startTest(page: Page): Promise<{ questions: ServedQuestion[]; url: URL }> {
  await waitForHydration(page);
  const response = page.waitForResponse((r) => r.url().includes('/api/questions?') && r.request().method() === 'GET');
  await page.getByRole('button', { name: 'Start practice test' }).click();
  const served = await response;
  const body = (await served.json()) as { data: ServedQuestion[] };
  await expect(page.getByText(`Question 1 of ${body.data.length}`, { exact: true })).toBeVisible();
  return { questions: body.data, url: new URL(served.url()) };
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A wrong option: the next one round (true/false questions have two). */
const wrong = (q: ServedQuestion) => (q.correct_answer + 1) % (q.type === 'true-false' ? 2 : 4);

/** Answers every question (the first `right` correctly) and finishes the test. */
async function answerAll(page: Page, questions: ServedQuestion[], right: number) {
  for (const [index, question] of questions.entries()) {
    await expect(page.getByText(`Question ${index + 1} of ${questions.length}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: question.question })).toBeVisible();
    await page.getByRole('radio').nth(index < right ? question.correct_answer : wrong(question)).check();
    const last = index === questions.length - 1;
    await page.getByRole('button', { name: last ? 'Finish test' : 'Next' }).click();
  }
}

test.describe('practice test', () => {
  test('a whole 20-question test to results and back', async ({ page }) => {
    await page.goto('/practice');
    await expect(page.getByRole('heading', { level: 1, name: 'Practice test' })).toBeVisible();
    await expect(page.getByText('45:00')).toBeVisible();
    await expect(page.getByText('15 of 20')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Study first' })).toHaveAttribute('href', '/study');

    const { questions, url } = await startTest(page);
    expect(questions).toHaveLength(20);
    expect(url.searchParams.get('limit')).toBe('20');
    expect(url.searchParams.get('random')).toBe('true');
    await expect(page.getByRole('progressbar', { name: 'Test progress' })).toHaveAttribute('aria-valuenow', '5');
    await expect(page.getByRole('timer')).toContainText(/^(45:00|44:[0-5]\d)$/);

    await answerAll(page, questions, 15);

    await expect(page).toHaveURL('/test-results');
    await expect(page.getByRole('heading', { level: 1, name: 'Test results' })).toBeVisible();
    await expect(page.getByTestId('score')).toHaveText('75%');
    await expect(page.getByText('15 of 20 correct')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You passed!' })).toBeVisible();
    await expect(page.getByText('Pass mark: 15 of 20 (75%)')).toBeVisible();
    await expect(page.getByTestId('time-tip')).toHaveText('You passed with plenty of time to spare.');

    // Topics weakest first, each with a bar; those with a miss link to their practice and overview.
    const rows = page.getByTestId('category-score');
    const shares = (await rows.allInnerTexts()).map((text) => {
      const [correct, total] = /(\d+)\/(\d+)/.exec(text)!.slice(1).map(Number);
      return correct! / total!;
    });
    expect(shares.length).toBeGreaterThan(1);
    expect([...shares].sort((a, b) => a - b)).toEqual(shares);
    const weakest = rows.first();
    await expect(weakest.getByRole('link', { name: /^Practise / })).toHaveAttribute('href', /^\/study\/[a-z-]+\/practice$/);
    await expect(weakest.getByRole('link', { name: /^Study / })).toHaveAttribute('href', /^\/study\/[a-z-]+$/);

    const review = page.getByRole('region', { name: 'Review your answers' }).getByRole('listitem');
    await expect(review).toHaveCount(20);
    await expect(review.nth(0)).toContainText('Correct');
    await expect(review.nth(19)).toContainText('Incorrect');
    await expect(review.nth(19)).toContainText('Correct answer');
    await expect(review.nth(19)).toContainText('Explanation');
    await expect(review.nth(19)).toContainText('Memory tip');
    await page.getByRole('button', { name: 'Missed (5)' }).click();
    await expect(review).toHaveCount(5);

    // Keep studying follows the result: the weakest topic's practice first, its flashcards, then a new test.
    const keep = page.getByRole('navigation', { name: 'Keep studying' });
    const weakestPractice = await weakest.getByRole('link', { name: /^Practise / }).getAttribute('href');
    await expect(keep.getByRole('link').first()).toHaveAttribute('href', weakestPractice!);
    await expect(keep.locator('a[href^="/flashcards?category="]')).toBeVisible();
    await expect(keep.locator('a[href="/practice"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Study materials' })).toHaveAttribute('href', '/study');

    await page.getByRole('link', { name: 'Take another test' }).click();
    await expect(page).toHaveURL('/practice');
    const again = await startTest(page);
    await expect(page.getByRole('timer')).toContainText(/^(45:00|44:[0-5]\d)$/);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    expect(again.questions.map((q) => q.id)).not.toEqual(questions.map((q) => q.id));
  });

  test('a failing score shows the error tone and the correct answers', async ({ page }) => {
    await page.goto('/practice-test?questions=5&random=true');
    const { questions } = await startTest(page);
    await answerAll(page, questions, 2);
    await expect(page.getByTestId('score')).toHaveText('40%');
    await expect(page.getByText('2 of 5 correct')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not quite there yet' })).toBeVisible();
    await expect(page.getByText('Pass mark: 4 of 5 (75%)')).toBeVisible();
    // Finished in seconds and failed: the tip warns about rushing instead of praising the pace.
    await expect(page.getByTestId('time-tip')).toHaveText(/^You finished very quickly\. Slow down/);
  });

  test('Previous and Next: disabled states, restoring and changing an answer', async ({ page }) => {
    // Four options on every question: the served set is drawn from the multiple-choice questions.
    await page.route('**/api/questions?**', async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '30');
      const response = await route.fetch({ url: url.toString() });
      const body = (await response.json()) as { data: ServedQuestion[] };
      await route.fulfill({ response, json: { data: body.data.filter((q) => q.type === 'multiple-choice').slice(0, 3) } });
    });
    await page.goto('/practice-test?questions=3');
    const { questions } = await startTest(page);
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    const radios = page.getByRole('radio');

    await expect(previous).toBeDisabled();
    await expect(next).toBeDisabled();
    await expect(page.getByText('Choose an answer to continue.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: questions[0]!.question })).toBeFocused();

    // Keyboard: the options are a radio group.
    await radios.nth(0).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(1)).toBeChecked();
    await expect(next).toBeEnabled();
    await next.click();

    await expect(page.getByText('Question 2 of 3', { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Test progress' })).toHaveAttribute('aria-valuenow', '67');
    await expect(radios.nth(0)).not.toBeChecked();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await radios.nth(2).check();

    await previous.click();
    await expect(page.getByText('Question 1 of 3', { exact: true })).toBeVisible();
    await expect(radios.nth(1)).toBeChecked();
    await expect(previous).toBeDisabled();
    await radios.nth(3).check();
    await expect(radios.nth(1)).not.toBeChecked();
    await next.click();

    await expect(radios.nth(2)).toBeChecked();
    await next.click();
    await expect(page.getByText('Question 3 of 3', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    const finish = page.getByRole('button', { name: 'Finish test' });
    await expect(finish).toBeDisabled();
    await previous.click();
    await expect(radios.nth(2)).toBeChecked();
    await next.click();
    await radios.nth(0).check();

    const submitted = page.waitForRequest((r) => r.url().endsWith('/api/sessions') && r.method() === 'POST');
    await finish.click();
    const body = (await submitted).postDataJSON() as { questions: { selected_answer: string | null }[] };
    expect(body.questions.map((q) => q.selected_answer)).toEqual(['D', 'C', 'A']);
  });

  test('questions and random query params give a 5-question quiz', async ({ page }) => {
    await page.goto('/practice-test?questions=5&random=true');
    await expect(page.getByText('4 of 5')).toBeVisible();
    const { questions, url } = await startTest(page);
    expect(questions).toHaveLength(5);
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.get('random')).toBe('true');
    await expect(page.getByText('Question 1 of 5', { exact: true })).toBeVisible();
  });

  test('category query param limits the test to that category', async ({ page }) => {
    await page.goto('/practice-test?category=GOV&questions=10');
    await expect(page.getByRole('main').getByText('Government', { exact: true }).first()).toBeVisible();
    const { questions, url } = await startTest(page);
    expect(url.searchParams.get('category')).toBe('GOV');
    expect(questions).toHaveLength(10);
    expect(new Set(questions.map((q) => q.category_code))).toEqual(new Set(['GOV']));

    // The categories page links to /practice?category=CODE: the same reading applies.
    await page.goto('/practice?category=GEO');
    await expect(page.getByRole('main').getByRole('link', { name: 'Geography' })).toHaveAttribute('aria-current', 'page');
  });

  test('/practice/history takes the category from the path', async ({ page }) => {
    await page.goto('/practice/history');
    await expect(page.getByRole('main').getByRole('link', { name: 'Canadian History' })).toHaveAttribute('aria-current', 'page');
    const { questions, url } = await startTest(page);
    expect(url.searchParams.get('category')).toBe('HIS');
    expect(questions).toHaveLength(20);
    expect(new Set(questions.map((q) => q.category_code))).toEqual(new Set(['HIS']));
  });

  test('an unknown category says so', async ({ page }) => {
    await page.goto('/practice/atlantis');
    await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Practice all categories' }).click();
    await expect(page).toHaveURL('/practice');
  });

  test('Start is disabled when the category has no questions', async ({ page }) => {
    await page.route('**/api/categories', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { code: string; total_questions: number }[] };
      body.data = body.data.map((c) => (c.code === 'GEO' ? { ...c, total_questions: 0 } : c));
      await route.fulfill({ response, json: body });
    });
    await openInApp(page, '/practice/geography');
    await expect(page.getByText('There are no questions in this category yet.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start practice test' })).toBeDisabled();
  });

  test('a load failure alerts and returns to start', async ({ page }) => {
    await page.route('**/api/questions?**', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'boom' } }));
    const dialogs: { type: string; message: string }[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
    await page.goto('/practice');
    await waitForHydration(page);
    const start = page.getByRole('button', { name: 'Start practice test' });
    await start.click();
    await expect.poll(() => dialogs).toEqual([{ type: 'alert', message: LOAD_FAILED }]);
    await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible();
    await expect(start).toBeEnabled();
    await expect(page.getByRole('timer')).toHaveCount(0);

    await page.unroute('**/api/questions?**');
    await startTest(page);
  });
});

test.describe('timer', () => {
  test('warns under 5:00 and finishes by itself at 0:00', async ({ page }) => {
    await page.clock.install();
    await page.goto('/practice');
    const { questions } = await startTest(page);
    const timer = page.getByRole('timer', { name: 'Time remaining' });
    await expect(timer).toHaveText(/^(45:00|44:[0-5]\d)$/);
    await page.getByRole('radio').nth(questions[0]!.correct_answer).check();

    // The fake clock still runs in real time between steps (seconds on a slow machine),
    // so jump from where the countdown is now to 5:10 left, then allow a few seconds of drift.
    const [minutes, seconds] = (await timer.innerText()).split(':').map(Number);
    await page.clock.fastForward((minutes! * 60 + seconds! - 310) * 1000);
    await expect(timer).toHaveText(/^5:(0\d|10)$/);
    await expect(page.getByText('Less than 5 minutes left', { exact: true })).toHaveCount(0);

    await page.clock.fastForward('00:15');
    await expect(timer).toHaveText(/^4:[45]\d$/);
    await expect(page.getByText('Less than 5 minutes left', { exact: true })).toBeVisible();
    await expect(page.getByText('5 minutes left.', { exact: true })).toBeAttached();

    const submitted = page.waitForRequest((r) => r.url().endsWith('/api/sessions') && r.method() === 'POST');
    await page.clock.fastForward('05:00');
    await expect(page).toHaveURL('/test-results');
    await expect(page.getByText('1 of 20 correct')).toBeVisible();
    await expect(page.getByTestId('timing-used')).toHaveText('Real test 45:00: finished in 45:00');
    await expect(page.getByText('No answer', { exact: true })).toHaveCount(19);

    const body = (await submitted).postDataJSON() as {
      time_spent_seconds: number;
      correct_answers: number;
      questions: { selected_answer: string | null; is_correct: boolean; time_spent: number }[];
    };
    expect(body.time_spent_seconds).toBe(2700);
    expect(body.correct_answers).toBe(1);
    expect(body.questions.filter((q) => q.selected_answer === null)).toHaveLength(19);
    expect(body.questions.every((q) => q.time_spent === 135)).toBe(true);
  });
});

test.describe('sessions and saved results', () => {
  test('the session payload follows the spec and the server accepts it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/practice-test?questions=5&random=true');
    const { questions } = await startTest(page);
    const submitted = page.waitForRequest((r) => r.url().endsWith('/api/sessions') && r.method() === 'POST');
    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/sessions'));
    for (const [index, question] of questions.entries()) {
      await page.getByRole('radio').nth(index < 4 ? question.correct_answer : wrong(question)).check();
      if (index === 4) await page.clock.fastForward('02:05');
      await page.getByRole('button', { name: index === 4 ? 'Finish test' : 'Next' }).click();
    }
    const body = (await submitted).postDataJSON() as Record<string, unknown> & {
      time_spent_seconds: number;
      questions: { question_id: string; selected_answer: string | null; is_correct: boolean; time_spent: number }[];
    };
    expect(body).toMatchObject({
      session_type: 'practice',
      total_questions: 5,
      correct_answers: 4,
      score_percentage: 80,
      passed: true,
    });
    expect(body.time_spent_seconds).toBeGreaterThanOrEqual(125);
    expect(body.time_spent_seconds).toBeLessThan(140);
    const letters = ['A', 'B', 'C', 'D'];
    expect(body.questions).toEqual(
      questions.map((q, index) => ({
        question_id: q.id,
        selected_answer: letters[index < 4 ? q.correct_answer : wrong(q)],
        is_correct: index < 4,
        time_spent: Math.floor(body.time_spent_seconds / 5),
        ...(q.version ? { question_version: q.version } : {}),
      })),
    );
    expect((await accepted).status()).toBe(201);
    await expect(page.getByTestId('score')).toHaveText('80%');
  });

  test('a failed session submit still shows the results, and the session waits on the device to be sent', async ({ page }) => {
    await page.route('**/api/sessions', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'down' } }));
    await page.goto('/practice-test?questions=5');
    const { questions } = await startTest(page);
    await answerAll(page, questions, 5);
    await expect(page).toHaveURL('/test-results');
    await expect(page.getByTestId('score')).toHaveText('100%');
    await expect(page.getByText('You answered every question correctly.', { exact: false })).toHaveCount(0);
    await page.getByRole('button', { name: 'Missed (0)' }).click();
    await expect(page.getByText('You answered every question correctly.', { exact: false })).toBeVisible();
    await expect.poll(async () => (await outbox(page)).length).toBe(1);
  });

  test('/test-results without a saved result goes to /practice', async ({ page }) => {
    await page.goto('/test-results');
    await expect(page).toHaveURL('/practice');
    await expect(page.getByRole('button', { name: 'Start practice test' })).toBeVisible();
  });

  test('results come back from the device after a reload', async ({ page }) => {
    await page.goto('/practice-test?questions=5');
    const { questions } = await startTest(page);
    await answerAll(page, questions, 3);
    await expect(page.getByTestId('score')).toHaveText('60%');
    await expect.poll(async () => (await readRecordAttempts<{ right: boolean[] }>(page, 'round')).map((r) => r.right.filter(Boolean).length)).toEqual([3]);

    await page.reload();
    await expect(page.getByTestId('score')).toHaveText('60%');
    await expect(page.getByText('3 of 5 correct')).toBeVisible();
    await page.goto('/');
    await page.goto('/test-results');
    await expect(page.getByRole('region', { name: 'Review your answers' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('heading', { level: 3, name: questions[0]!.question })).toBeVisible();
  });
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test.describe(`accessibility of every stage (${viewport.name})`, () => {
    test.use({ viewport });

    test('start, testing (with the time warning) and results have no axe violations', async ({ page }) => {
      // Three full axe passes, one over a results page of twenty reviewed questions: slow on two busy cores.
      test.slow();
      await page.clock.install();
      await page.goto('/practice/government');
      await expect(page.getByRole('button', { name: 'Start practice test' })).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);

      const { questions } = await startTest(page);
      await page.getByRole('radio').nth(questions[0]!.correct_answer).check();
      await page.clock.fastForward('40:30');
      await expect(page.getByText('Less than 5 minutes left', { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      for (const [index, question] of questions.entries()) {
        await page.getByRole('radio').nth(index % 2 === 0 ? question.correct_answer : wrong(question)).check();
        await page.getByRole('button', { name: index === questions.length - 1 ? 'Finish test' : 'Next' }).click();
      }
      await expect(page).toHaveURL('/test-results');
      await expect(page.getByRole('heading', { level: 1, name: 'Test results' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

for (const viewport of [
  { name: 'a laptop', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
]) {
  test.describe(`the test screen on ${viewport.name}`, () => {
    test.use({ viewport, serviceWorkers: 'block' });

    for (const [lang, start, next] of [
      ['en', 'Start practice test', 'Next'],
      ['fr', 'Commencer', 'Suivant'],
    ] as const) {
      test(`(${lang}) a question, its options and Next fit without scrolling; the header does not overlap its title; a chosen answer is not painted as wrong`, async ({ page }) => {
        // Two questions longer than three in four of the bank (in both languages), so the check holds for any draw.
        await page.route(
          (url) => url.pathname === '/api/questions' && url.searchParams.has('test'),
          (route) => void route.continue({ url: `${new URL(route.request().url()).origin}/api/questions?ids=his-119,his-148&lang=${lang}` }),
        );
        await page.goto(lang === 'fr' ? '/fr/practice-test?questions=2' : '/practice-test?questions=2');
        await waitForHydration(page);
        await expect(page.getByRole('button', { name: start }).first()).toBeInViewport({ ratio: 1 });
        await page.getByRole('button', { name: start }).first().click();
        const radios = page.getByRole('radiogroup').getByRole('radio');
        await expect(radios.first()).toBeAttached();
        await page.evaluate(() => window.scrollTo(0, 0));
        // A typical question: its text, every option and the navigation are on the first screen.
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeInViewport({ ratio: 1 });
        for (const label of await page.getByRole('radiogroup').locator('label').all()) await expect(label).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole('button', { name: next })).toBeInViewport({ ratio: 1 });

        // The title and the timer never overlap, and the page does not scroll sideways.
        const title = await page.getByRole('heading', { level: 1 }).boundingBox();
        const timer = await page.getByRole('timer').boundingBox();
        const apart = title!.y + title!.height <= timer!.y || timer!.y + timer!.height <= title!.y || title!.x + title!.width <= timer!.x || timer!.x + timer!.width <= title!.x;
        expect(apart, JSON.stringify({ title, timer })).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

        // Chosen but not checked: the focus blue, not the red of a wrong answer.
        await radios.nth(1).check();
        const chosen = page.getByRole('radiogroup').locator('label').nth(1);
        await expect(chosen).toHaveCSS('border-top-color', 'rgb(26, 86, 219)');
      });
    }
  });
}
