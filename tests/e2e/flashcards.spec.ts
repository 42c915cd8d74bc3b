import { expect, test, type Page, type Response, type Route } from './support/test';
import { openInApp, waitForHydration } from './support/navigate';
import type { QuestionRecord } from '../../src/shared/contract/questions';
import { buildQuestionRecord } from '../support/builders';
import { storedBankVersion } from './support/offline';
import { readRecordAttempts } from './support/learner-storage';

/** A question record as the API sends it; correct answer cycles A-D. */
const record = (i: number, category: QuestionRecord['category_code'] = 'HIS') =>
  buildQuestionRecord(i, { id: `fc-${i}`, question: `Flashcard question ${i}?`, category_code: category });

const isQuestionsCall = (url: URL) => url.pathname === '/api/questions';
/**
 * The bank the deck was drawn from. Read again through the API, not from the browser's response:
 * that request comes from the bank worker (decision 040), which may be gone before its body is read.
 */
const bankOf = async (page: Page, call: Promise<Response>) =>
  ((await (await page.request.get(new URL((await call).url()).pathname)).json()) as { data: ReturnType<typeof record>[] }).data;
const serve = (count: number) => (route: Route) => route.fulfill({ json: { data: Array.from({ length: count }, (_, i) => record(i + 1)) } });


const question = (page: Page) => page.getByTestId('flashcard-question');
const answer = (page: Page) => page.getByTestId('flashcard-answer');
const position = (page: Page) => page.getByTestId('deck-position');

test('the card flips between the question and the answer with one toggle button', async ({ page }) => {
  const response = page.waitForResponse((r) => isQuestionsCall(new URL(r.url())));
  await openInApp(page, '/flashcards?category=HIS');
  // The deck is drawn on the device from its copy of the bank, brought up to date first.
  const request = new URL((await response).url());
  expect(Object.fromEntries(request.searchParams)).toEqual({});
  const bank = await bankOf(page, response);
  await expect(question(page)).toContainText('Canadian History');
  const shown = (await question(page).textContent()) ?? '';
  // The question on show (the longest match, should one question's text contain another's).
  const first = bank.filter((q) => shown.includes(q.question)).sort((a, b) => b.question.length - a.question.length)[0]!;
  expect(first.category_code).toBe('HIS');

  await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible();
  await expect(question(page)).toContainText(first.question);
  await expect(answer(page)).toBeHidden();

  await page.getByRole('button', { name: 'Show answer' }).click();
  await expect(answer(page)).toBeVisible();
  await expect(question(page)).toBeHidden();
  const letter = 'ABCD'[first.correct_answer]!;
  const correct = [first.option_a, first.option_b, first.option_c, first.option_d][first.correct_answer]!;
  await expect(answer(page)).toContainText(`Correct answer${letter}${correct}`);
  await expect(answer(page)).toContainText(first.explanation);
  await expect(answer(page)).toContainText(first.memory_device);

  await page.getByRole('button', { name: 'Show question' }).click();
  await expect(question(page)).toBeVisible();
  await expect(answer(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show answer' })).toBeFocused();
});

test("the next deck revalidates the device's copy (If-None-Match) and is drawn from it, without downloading the deck again", async ({ page }) => {
  const calls: { search: string; ifNoneMatch: string | undefined }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isQuestionsCall(url)) calls.push({ search: url.search, ifNoneMatch: request.headers()['if-none-match'] });
  });
  await openInApp(page, '/flashcards?category=HIS');
  await expect(position(page)).toContainText('Card 1 of');
  await expect.poll(() => storedBankVersion(page, 'en')).not.toBeNull();
  const version = await storedBankVersion(page, 'en');
  calls.length = 0;

  await openInApp(page, '/flashcards?category=GEO');
  await expect(question(page)).toContainText('Geography');
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((call) => call.search === '' && call.ifNoneMatch === `"${version}"`)).toBe(true);
});

test("a server-rendered deck counts the whole deck from the start, and the learner goes on past its first cards", async ({ page }) => {
  const { totalQuestions } = (await (await page.request.get('/api/questions/stats')).json()) as { totalQuestions: number };
  await page.goto('/flashcards');
  await waitForHydration(page);
  // The first HTML holds five cards; the rest are drawn on the learner's first move.
  await expect(position(page)).toHaveText(`Card 1 of ${totalQuestions}`);
  for (let card = 1; card <= 6; card += 1) {
    await expect(position(page)).toHaveText(`Card ${card} of ${totalQuestions}`);
    await page.getByRole('button', { name: 'I know this' }).click();
  }
  await expect(position(page)).toHaveText(`Card 7 of ${totalQuestions}`);
  await expect(page.getByTestId('known-count')).toHaveText('Known: 6');
  await expect(question(page)).toBeVisible();
  await expect(page.getByText('You reached the end of the deck')).toBeHidden();
});

test('marking a card advances and counts known and to-review cards', async ({ page }) => {
  await page.route(isQuestionsCall, serve(4));
  await openInApp(page, '/flashcards');
  await expect(position(page)).toHaveText('Card 1 of 4');

  await page.getByRole('button', { name: 'Show answer' }).click();
  await page.getByRole('button', { name: 'I know this' }).click();
  await expect(position(page)).toHaveText('Card 2 of 4');
  await expect(question(page)).toContainText('Flashcard question 2?');
  await expect(answer(page)).toBeHidden();
  await expect(page.getByTestId('known-count')).toHaveText('Known: 1');

  await page.getByRole('button', { name: 'Need review' }).click();
  await expect(position(page)).toHaveText('Card 3 of 4');
  await expect(page.getByTestId('review-count')).toHaveText('To review: 1');

  // Going back shows the mark; marking again replaces it.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(question(page)).toContainText('To review');
  await page.getByRole('button', { name: 'I know this' }).click();
  await expect(page.getByTestId('known-count')).toHaveText('Known: 2');
  await expect(page.getByTestId('review-count')).toHaveText('To review: 0');
  await expect(position(page)).toHaveText('Card 3 of 4');
});

test('"Sure" before turning a card, then "Need review": a confident mistake, back within a minute and listed on /progress', async ({ page }) => {
  await page.route(isQuestionsCall, serve(4));
  await openInApp(page, '/flashcards');
  const sure = question(page).getByRole('group', { name: /how sure are you/ });
  await sure.getByRole('button', { name: 'Sure', exact: true }).click();
  await expect(sure.getByRole('button', { name: 'Sure', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Choosing does not turn the card.
  await expect(answer(page)).toBeHidden();
  await page.getByRole('button', { name: 'Show answer' }).click();
  await page.getByRole('button', { name: 'Need review' }).click();
  await expect(page.getByTestId('comes-back')).toHaveText('You were sure of this one, so it comes back in 1 minute, and your progress page lists it.');

  // The next card asks afresh; "Not sure" then "Need review" is no confident mistake.
  await expect(position(page)).toHaveText('Card 2 of 4');
  await expect(sure.getByRole('button', { pressed: true })).toHaveCount(0);
  await sure.getByRole('button', { name: 'Not sure' }).click();
  await page.getByRole('button', { name: 'Need review' }).click();
  await expect(page.getByTestId('comes-back')).toHaveText(/^Marked\./);
  await expect
    .poll(async () => (await readRecordAttempts<{ sure?: boolean; ok: boolean; mode: string }>(page, 'answer')).map((a) => [a.mode, a.ok, a.sure]))
    .toEqual([
      ['flashcard', false, true],
      ['flashcard', false, false],
    ]);

  await page.unroute(isQuestionsCall);
  await page.goto('/progress');
  await waitForHydration(page);
  const confident = page.getByRole('region', { name: 'Answers you were sure of and got wrong' });
  await expect(confident.getByRole('listitem')).toHaveCount(1);
});

test('Previous and Next stop at the ends, and marking the last card completes the deck', async ({ page }) => {
  await page.route(isQuestionsCall, serve(3));
  await openInApp(page, '/flashcards');
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(position(page)).toHaveText('Card 2 of 3');
  await expect(previous).toBeEnabled();
  // The arrow keys move too.
  await page.keyboard.press('ArrowRight');
  await expect(position(page)).toHaveText('Card 3 of 3');
  await expect(next).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Position in the deck' })).toHaveAttribute('aria-valuenow', '100');

  await page.getByRole('button', { name: 'I know this' }).click();
  await expect(page.getByText('You reached the end of the deck')).toBeVisible();
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(position(page)).toHaveText('Card 1 of 3');
  await expect(page.getByText('You reached the end of the deck')).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(position(page)).toHaveText('Card 1 of 3');
});

test('shuffling and changing category return to card 1 with the answer hidden, and the URL follows', async ({ page }) => {
  const bankCall = page.waitForResponse((r) => isQuestionsCall(new URL(r.url())));
  await openInApp(page, '/flashcards');
  const bank = await bankOf(page, bankCall);
  const select = page.getByLabel('Category');
  await expect(select).toHaveValue('ALL');
  await expect(position(page)).toHaveText(`Card 1 of ${bank.length}`);
  await expect(select.locator('option')).toHaveText([
    'All categories',
    'Rights & Responsibilities',
    'Canadian History',
    'Government',
    'Geography',
    'Symbols & Culture',
    'Economy & Society',
  ]);

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Show answer' }).click();
  await expect(position(page)).toContainText('Card 3 of');
  await page.getByRole('button', { name: 'Shuffle' }).click();
  await expect(position(page)).toContainText('Card 1 of');
  await expect(answer(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Show answer' }).click();
  await select.selectOption('GEO');
  await expect(page).toHaveURL('/flashcards?category=GEO');
  await expect(position(page)).toHaveText(`Card 1 of ${bank.filter((q) => q.category_code === 'GEO').length}`);
  await expect(answer(page)).toBeHidden();
  await expect(question(page)).toContainText('Geography');

  await select.selectOption('ALL');
  await expect(page).toHaveURL('/flashcards');
});

test('the category param (code or slug) picks the deck', async ({ page }) => {
  const categories = (await (await page.request.get('/api/categories')).json()) as { data: { code: string; total_questions: number }[] };
  await openInApp(page, '/flashcards?category=symbols-culture');
  await expect(page.getByLabel('Category')).toHaveValue('SYM');
  await expect(position(page)).toHaveText(`Card 1 of ${categories.data.find((c) => c.code === 'SYM')!.total_questions}`);
  await expect(question(page)).toContainText('Symbols & Culture');
});

test('Reset progress asks first, then clears the marks and returns to card 1', async ({ page }) => {
  await page.route(isQuestionsCall, serve(5));
  await openInApp(page, '/flashcards');
  await page.getByRole('button', { name: 'I know this' }).click();
  await page.getByRole('button', { name: 'Need review' }).click();
  await page.getByRole('button', { name: 'Show answer' }).click();
  await expect(page.getByTestId('known-count')).toHaveText('Known: 1');
  await expect(page.getByTestId('review-count')).toHaveText('To review: 1');
  await page.getByRole('button', { name: 'Reset progress' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear the marks of this deck?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('known-count')).toHaveText('Known: 1');
  await page.getByRole('button', { name: 'Reset progress' }).click();
  await confirm.getByRole('button', { name: 'Clear the marks' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('known-count')).toHaveText('Known: 0');
  await expect(page.getByTestId('review-count')).toHaveText('To review: 0');
  await expect(position(page)).toHaveText('Card 1 of 5');
  await expect(answer(page)).toBeHidden();
});

test('an empty deck says No questions available and links to the categories', async ({ page }) => {
  await page.route(isQuestionsCall, serve(0));
  await openInApp(page, '/flashcards?category=ECO');
  await expect(page.getByRole('heading', { name: 'No questions available' })).toBeVisible();
  await expect(page.getByLabel('Category')).toHaveValue('ECO');
  await page.getByRole('link', { name: 'Browse categories' }).click();
  await expect(page).toHaveURL('/categories');
});

test("when the API fails, the device's copy of the bank is shown with a notice", async ({ page }) => {
  await page.goto('/flashcards');
  // The copy is fetched in the background after a first visit.
  await expect.poll(() => storedBankVersion(page, 'en'), { timeout: 20_000 }).not.toBeNull();
  const categories = (await (await page.request.get('/api/categories')).json()) as { data: { code: string; total_questions: number }[] };
  const history = categories.data.find((c) => c.code === 'HIS')!.total_questions;
  await page.route(isQuestionsCall, (route) => route.abort());
  await openInApp(page, '/flashcards?category=HIS');
  await expect(page.getByText('Showing offline questions')).toBeVisible();
  await expect(position(page)).toHaveText(`Card 1 of ${history}`);
  await expect(question(page)).toContainText('Canadian History');
});

test('when the API fails and the device has no copy of the bank, the error view offers Try again and Back to home', async ({ page }) => {
  await page.route(isQuestionsCall, (route) => route.abort());
  await openInApp(page, '/flashcards');
  await expect(page.getByRole('heading', { name: 'Flashcards could not be loaded' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

  await page.unroute(isQuestionsCall);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(position(page)).toContainText('Card 1 of');
  await expect(page.getByText('Showing offline questions')).toBeHidden();
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the card flips without the 3D turn', async ({ page }) => {
    await page.route(isQuestionsCall, serve(2));
    await openInApp(page, '/flashcards');
    await page.getByRole('button', { name: 'Show answer' }).click();
    await expect(answer(page)).toBeVisible();
    const transform = await answer(page).evaluate((face) => getComputedStyle(face.parentElement!).transform);
    expect(transform).toBe('none');
  });
});

test('without reduced motion the card turns over', async ({ page }) => {
  await page.route(isQuestionsCall, serve(2));
  await openInApp(page, '/flashcards');
  await page.getByRole('button', { name: 'Show answer' }).click();
  await expect(answer(page)).toBeVisible();
  const transform = await answer(page).evaluate((face) => getComputedStyle(face.parentElement!).transform);
  expect(transform).not.toBe('none');
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const prefix of ['', '/fr']) {
    test(`the card and its controls are on the first screen, the options fold behind one button${prefix ? ' (French)' : ''}`, async ({ page }) => {
      await page.goto(`${prefix}/flashcards`);
      await waitForHydration(page);
      const card = question(page);
      await expect(card).toBeVisible();
      const cardBox = (await card.boundingBox())!;
      expect(cardBox.y + 200).toBeLessThan(844);
      for (const name of prefix ? ['Voir la réponse', 'Je la connais', 'À revoir'] : ['Show answer', 'I know this', 'Need review']) {
        const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
        expect(box.y, name).toBeGreaterThan(cardBox.y);
        expect(box.y + box.height, name).toBeLessThanOrEqual(844);
      }
      // The arrows keep their names for screen readers.
      await expect(page.getByRole('button', { name: prefix ? 'Suivant' : 'Next', exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const options = page.getByRole('button', { name: prefix ? 'Réglages' : 'Options' });
      await expect(options).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('combobox')).toBeHidden();
      await options.click();
      await expect(options).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('combobox')).toBeVisible();
    });
  }
});
