import AxeBuilder from '@axe-core/playwright';
import { readStoredSection, updateStoredSection } from './support/learner-storage';
import { waitForHydration } from './support/navigate';
import { expect, test, type Page } from './support/test';

interface ServedQuestion {
  id: string;
  question: string;
  correct_answer: number;
  type: 'multiple-choice' | 'true-false';
}

interface SavedTest {
  answers: (number | null)[];
  flags: boolean[];
  current: number;
  clock: { mode: string; startedAt: number; pausedMs: number };
  savedAt: number;
}

/** Picks a timing choice (by its label) and starts; returns the questions the API served. */
async function startWith(page: Page, timing: string | undefined, path = '/practice-test?questions=5'): Promise<ServedQuestion[]> {
  await page.goto(path);
  await waitForHydration(page);
  if (timing) await page.getByRole('radio', { name: timing }).check();
  const response = page.waitForResponse((r) => r.url().includes('/api/questions?') && r.request().method() === 'GET');
  await page.getByRole('button', { name: 'Start practice test' }).click();
  const questions = ((await (await response).json()) as { data: ServedQuestion[] }).data;
  await expect(page.getByText(`Question 1 of ${questions.length}`, { exact: true })).toBeVisible();
  return questions;
}

const answerRadio = (page: Page, option: number) => page.getByRole('radiogroup').getByRole('radio').nth(option);
const map = (page: Page) => page.getByRole('region', { name: 'Question map' });
const mapCell = (page: Page, n: number) => map(page).getByRole('button', { name: new RegExp(`^Question ${n},`) });

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('timing choices', () => {
  test('the real test\'s timing is the default: 45:00 without extension; another choice is remembered', async ({ page }) => {
    await page.clock.install();
    await page.goto('/practice');
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: /^Real test: 45 minutes/ })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    await startWith(page, undefined, '/practice');
    const timer = page.getByRole('timer', { name: 'Time remaining' });
    await expect(timer).toHaveText(/^(45:00|44:5\d)$/);
    await page.clock.fastForward('40:10');
    await expect(timer).toHaveText(/^4:[45]\d$/);
    await expect(page.getByText('5 minutes left.', { exact: true })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Add 10 minutes' })).toHaveCount(0);

    await page.goto('/practice');
    await waitForHydration(page);
    await page.getByRole('radio', { name: /^Standard: 30 minutes/ }).check();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: /^Standard: 30 minutes/ })).toBeChecked();
  });

  test('Standard offers Add 10 minutes at the warning', async ({ page }) => {
    await page.clock.install();
    await startWith(page, 'Standard: 30 minutes');
    const timer = page.getByRole('timer', { name: 'Time remaining' });
    await page.clock.fastForward('25:10');
    const add = page.getByRole('alert').getByRole('button', { name: 'Add 10 minutes' });
    await expect(add).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // The clock keeps running (axe may take seconds on a loaded machine): compare with the time left just before.
    const secondsLeft = async () => {
      const [minutes, seconds] = (await timer.innerText()).split(':').map(Number);
      return minutes! * 60 + seconds!;
    };
    const before = await secondsLeft();
    expect(before).toBeLessThanOrEqual(5 * 60);
    await add.click();
    await expect.poll(secondsLeft).toBeGreaterThan(before + 10 * 60 - 30);
    expect(await secondsLeft()).toBeLessThanOrEqual(before + 10 * 60);
    await expect(add).toBeHidden();
  });

  test('No time limit shows the time used, and the timer can be hidden', async ({ page }) => {
    await page.clock.install();
    await startWith(page, 'No time limit');
    const timer = page.getByRole('timer', { name: 'Time used' });
    await expect(timer).toHaveText(/^0:0\d$/);
    await page.clock.fastForward('02:00');
    await expect(timer).toHaveText(/^2:0\d$/);
    await page.getByRole('button', { name: 'Hide timer' }).click();
    await expect(timer).toBeHidden();
    await page.getByRole('button', { name: 'Show timer' }).click();
    await expect(timer).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide timer' })).toBeVisible();
  });
});

test.describe('flags, the question map and the review before submitting', () => {
  test('a review lists unanswered and flagged questions; with none left it submits at once', async ({ page }) => {
    const questions = await startWith(page, undefined);
    await answerRadio(page, questions[0]!.correct_answer).check();
    const flag = page.getByRole('button', { name: 'Flag for review' });
    await flag.click();
    await expect(flag).toHaveAttribute('aria-pressed', 'true');
    await expect(mapCell(page, 1)).toHaveAccessibleName('Question 1, answered, flagged');
    await expect(mapCell(page, 1)).toHaveAttribute('aria-current', 'step');

    // The map jumps ahead, past unanswered questions.
    await mapCell(page, 5).click();
    await expect(page.getByText('Question 5 of 5', { exact: true })).toBeVisible();
    await answerRadio(page, questions[4]!.correct_answer).check();
    await page.getByRole('button', { name: 'Finish test' }).click();

    const review = page.getByRole('heading', { name: 'Review before you submit' });
    await expect(review).toBeFocused();
    await expect(page.getByRole('heading', { name: '3 questions not answered' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '1 question flagged for review' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Keep working' }).click();
    await expect(page.getByText('Question 5 of 5', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Submit test' }).click();
    await page.getByRole('button', { name: 'Question 2', exact: true }).click();
    await expect(page.getByText('Question 2 of 5', { exact: true })).toBeVisible();
    for (const n of [2, 3, 4]) {
      await mapCell(page, n).click();
      await answerRadio(page, questions[n - 1]!.correct_answer).check();
    }
    await mapCell(page, 1).click();
    await page.getByRole('button', { name: 'Flag for review' }).click();
    await page.getByRole('button', { name: 'Submit test' }).click();
    await expect(page).toHaveURL('/test-results');
    await expect(page.getByText('5 of 5 correct')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Score by topic, weakest first' })).toBeVisible();
    await expect(page.getByTestId('timing-used')).toHaveText(/^Real test 45:00: finished in \d+:\d\d$/);
  });
});

test.describe('never lose a test', () => {
  test('a reload offers to resume with answers, flags and the question intact', async ({ page }) => {
    const questions = await startWith(page, undefined);
    await answerRadio(page, questions[0]!.correct_answer).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await answerRadio(page, 0).check();
    await page.getByRole('button', { name: 'Flag for review' }).click();
    await expect.poll(async () => (await readStoredSection<SavedTest>(page, 'testInProgress'))?.flags).toEqual([false, true, false, false, false]);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'You have a test in progress' })).toBeVisible();
    await expect(page.getByText(/^2 of 5 answered, \d+:\d\d left \(Real test 45:00\)\.$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Resume test' }).click();
    await expect(page.getByText('Question 2 of 5', { exact: true })).toBeVisible();
    await expect(answerRadio(page, 0)).toBeChecked();
    await expect(page.getByRole('button', { name: 'Flag for review' })).toHaveAttribute('aria-pressed', 'true');
    await expect(mapCell(page, 1)).toHaveAccessibleName('Question 1, answered');
  });

  test('a Real test whose time ran out while away submits itself with the answers given', async ({ page }) => {
    const questions = await startWith(page, 'Real test: 45 minutes');
    await answerRadio(page, questions[0]!.correct_answer).check();
    await expect.poll(async () => (await readStoredSection<SavedTest>(page, 'testInProgress'))?.answers[0]).toBe(questions[0]!.correct_answer);
    // The learner closed the page 50 minutes ago.
    await updateStoredSection<SavedTest>(page, 'testInProgress', (saved) => ({
      ...saved,
      clock: { ...saved.clock, startedAt: saved.clock.startedAt - 50 * 60_000 },
      savedAt: saved.savedAt - 50 * 60_000,
    }));
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto('/practice');
    await expect(page).toHaveURL('/test-results');
    await expect(page.getByText('1 of 5 correct')).toBeVisible();
    await expect(page.getByTestId('timing-used')).toHaveText('Real test 45:00: finished in 45:00');
    expect(await readStoredSection(page, 'testInProgress')).toBeNull();
  });

  test('leaving through a link asks first', async ({ page }) => {
    await startWith(page, undefined);
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Flashcards' }).click();
    expect(messages).toEqual(['Leave the test? Your answers are kept and you can resume.']);
    await expect(page).toHaveURL(/\/practice-test/);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Flashcards' }).click();
    await expect(page).toHaveURL('/flashcards');
  });
});

test('a true/false question shows True and False and counts like any other', async ({ page }) => {
  const questions = await startWith(page, undefined, '/practice-test?questions=10');
  const index = questions.findIndex((q) => q.type === 'true-false');
  expect(index, 'a 10-question test has about two true/false questions').toBeGreaterThanOrEqual(0);
  await mapCell(page, index + 1).click();
  await expect(page.getByText('True or false?')).toBeVisible();
  await expect(page.getByRole('radiogroup').getByRole('radio')).toHaveCount(2);
  await expect(page.getByRole('radiogroup')).toContainText('True');
  await expect(page.getByRole('radiogroup')).toContainText('False');
  for (const [i, question] of questions.entries()) {
    await mapCell(page, i + 1).click();
    await answerRadio(page, question.correct_answer).check();
  }
  await page.getByRole('button', { name: 'Submit test' }).click();
  await expect(page.getByText('10 of 10 correct')).toBeVisible();
});

test('a whole test by keyboard alone: arrows choose the timing, 1–4 or A–D an answer, Enter moves on', async ({ page }) => {
  await page.goto('/practice-test?questions=3');
  await waitForHydration(page);
  await expect(page.getByText('Press 1 to 4 or A to D to choose an answer', { exact: false })).toBeVisible();
  const real = page.getByRole('radio', { name: /^Real test/ });
  await real.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  await page.getByRole('button', { name: 'Start practice test' }).focus();
  await page.keyboard.press('Enter');
  const radios = page.getByRole('radiogroup').getByRole('radio');

  await expect(page.getByText('Question 1 of 3', { exact: true })).toBeVisible();
  // Each question takes focus to its text once painted; a keyboard user goes on from there.
  await expect(page.locator('main h2').first()).toBeFocused();
  await radios.first().focus();
  await page.keyboard.press('Space');
  await expect(radios.first()).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Question 2 of 3', { exact: true })).toBeVisible();
  await expect(page.locator('main h2').first()).toBeFocused();
  await page.keyboard.press('b');
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Question 3 of 3', { exact: true })).toBeVisible();
  await expect(page.locator('main h2').first()).toBeFocused();
  await page.keyboard.press('1');
  await expect(radios.first()).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/test-results');
  await expect(page.getByTestId('timing-used')).toContainText('Standard 30:00');
});
