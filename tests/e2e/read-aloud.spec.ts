import type { QuestionRecord } from '../../src/shared/contract/questions';
import { buildQuestionRecord } from '../support/builders';
import { expectNoAxeViolations } from './support/admin-helpers';
import { cancels, fakeSpeech, noSpeech, spoken, spokenTexts } from './support/fake-speech';
import { openInApp, waitForHydration } from './support/navigate';
import { expect, test, type Page } from './support/test';

/**
 * Read aloud, with the browser's speech synthesis replaced by a recording fake (three voices:
 * en-CA, en-US, fr-CA, arriving late). The API serves three known questions in both languages.
 */
const english: QuestionRecord[] = [
  buildQuestionRecord(1, {
    id: 'ra-1',
    category_code: 'GOV',
    question: 'Which city is the capital of Canada?',
    option_a: 'Toronto',
    option_b: 'Ottawa',
    option_c: 'Montreal',
    option_d: 'Vancouver',
    correct_answer: 1,
    explanation: 'Ottawa is the capital. Queen Victoria chose it in 1857.',
    memory_device: 'Ottawa sits between Ontario and Quebec.',
  }),
  buildQuestionRecord(2, { id: 'ra-2', category_code: 'GOV', question: 'Who is the head of state?', option_a: 'The King', option_b: 'The Prime Minister', option_c: 'The Speaker', option_d: 'The Premier', correct_answer: 0 }),
  buildQuestionRecord(3, { id: 'ra-3', category_code: 'GOV', question: 'How many provinces are there?', option_a: 'Eight', option_b: 'Nine', option_c: 'Ten', option_d: 'Twelve', correct_answer: 2 }),
];
const french: QuestionRecord[] = [
  {
    ...english[0]!,
    lang: 'fr',
    question: 'Quelle ville est la capitale du Canada?',
    option_c: 'Montréal',
    explanation: 'Ottawa est la capitale. La reine Victoria l’a choisie en 1857.',
    memory_device: 'Ottawa est entre l’Ontario et le Québec.',
  },
  { ...english[1]!, lang: 'fr', question: "Qui est le chef de l'État?", option_a: 'Le roi', option_b: 'Le premier ministre', option_c: 'Le président', option_d: 'Le premier ministre provincial' },
  { ...english[2]!, lang: 'fr', question: 'Combien y a-t-il de provinces?', option_a: 'Huit', option_b: 'Neuf', option_c: 'Dix', option_d: 'Douze' },
];

/** The first question read from its card: the question, then each option with its letter. */
const FIRST_EN = ['Which city is the capital of Canada?', 'A. Toronto', 'B. Ottawa', 'C. Montreal', 'D. Vancouver'];
const FIRST_FR = ['Quelle ville est la capitale du Canada?', 'A. Toronto', 'B. Ottawa', 'C. Montréal', 'D. Vancouver'];

/** Serves the three questions (in the language asked, only the ids asked) and accepts finished tests. */
async function serveQuestions(page: Page) {
  await page.route(
    (url) => url.pathname === '/api/questions',
    (route) => {
      const url = new URL(route.request().url());
      const ids = url.searchParams.get('ids')?.split(',');
      const bank = url.searchParams.get('lang') === 'fr' ? french : english;
      return route.fulfill({ json: { data: ids ? bank.filter((q) => ids.includes(q.id)) : bank } });
    },
  );
  await page.route('**/api/sessions', (route) => route.fulfill({ status: 201, json: { data: { id: 'ra-session', created_at: new Date().toISOString() } } }));
}

async function startTest(page: Page, path = '/practice-test?questions=3', start = 'Start practice test') {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('button', { name: start }).click();
  await expect(page.getByText(/^Question 1 (of|sur) 3$/)).toBeVisible();
}

const listen = (page: Page, name = 'Listen') => page.getByRole('button', { name, exact: true });

test.describe('read aloud', () => {
  test.beforeEach(async ({ page }) => {
    await serveQuestions(page);
  });

  test('Listen reads a test question, then each option with its letter, in Canadian English, one utterance each', async ({ page }) => {
    await fakeSpeech(page);
    await startTest(page);
    await expect(listen(page)).toBeVisible();
    // Opt-in: nothing is said until asked.
    await page.waitForTimeout(300);
    expect(await spoken(page)).toEqual([]);

    await listen(page).click();
    await expect(listen(page, 'Stop')).toBeVisible();
    await expect.poll(() => spokenTexts(page)).toEqual(FIRST_EN);
    const utterances = await spoken(page);
    expect(new Set(utterances.map((u) => `${u.lang} ${u.voice} ${u.rate}`))).toEqual(new Set(['en-CA Clara 1']));
    // Each new reading starts with cancel(): one before the first utterance.
    expect(await cancels(page)).toBe(1);
    await expect(listen(page)).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test('on a French page the question is read in Canadian French; See in French reads the French texts with the French voice', async ({ page }) => {
    await fakeSpeech(page);
    await startTest(page, '/fr/practice-test?questions=3', "Commencer l'examen");
    await listen(page, 'Écouter').click();
    await expect.poll(() => spokenTexts(page)).toEqual(FIRST_FR);
    expect(new Set((await spoken(page)).map((u) => `${u.lang} ${u.voice}`))).toEqual(new Set(['fr-CA Amélie']));

    await page.goto('/practice-test?questions=3');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Start practice test' }).click();
    await page.getByRole('button', { name: 'See in French' }).click();
    await expect(page.getByRole('heading', { level: 2, name: FIRST_FR[0] })).toBeVisible();
    // The controls stay in the page's language; the reading is in the language of the texts.
    await listen(page).click();
    await expect.poll(() => spokenTexts(page)).toEqual(FIRST_FR);
    expect(new Set((await spoken(page)).map((u) => u.lang))).toEqual(new Set(['fr-CA']));
  });

  test('Stop cancels the reading, and so does moving to another question', async ({ page }) => {
    await fakeSpeech(page, { utteranceMs: 3000 });
    await startTest(page);
    await listen(page).click();
    await expect(listen(page, 'Stop')).toBeVisible();
    await listen(page, 'Stop').click();
    await expect(listen(page)).toBeVisible();
    expect(await cancels(page)).toBe(2);
    await page.waitForTimeout(3300);
    expect(await spokenTexts(page)).toEqual([FIRST_EN[0]]);

    // Reading, then the next question: the reading stops there.
    await listen(page).click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Who is the head of state?' })).toBeVisible();
    await expect(listen(page)).toBeVisible();
    expect(await cancels(page)).toBe(4);
    await page.waitForTimeout(3300);
    expect(await spokenTexts(page)).toEqual([FIRST_EN[0], FIRST_EN[0]]);
  });

  test('L reads the test question and stops it, without choosing an answer; not with a modifier', async ({ page }) => {
    await fakeSpeech(page, { utteranceMs: 1000 });
    await startTest(page);
    await expect(listen(page)).toHaveAttribute('aria-keyshortcuts', 'L');
    await expect(page.getByText('Press L to hear the question read aloud, and again to stop.')).toBeVisible();

    await page.keyboard.press('Control+l');
    await page.keyboard.press('Shift+L');
    await page.waitForTimeout(200);
    expect(await spoken(page)).toEqual([]);

    await page.keyboard.press('l');
    await expect(listen(page, 'Stop')).toBeVisible();
    await page.keyboard.press('l');
    await expect(listen(page)).toBeVisible();
    expect(await spokenTexts(page)).toEqual([FIRST_EN[0]]);

    // With focus on an answer, L still reads and changes no answer.
    await page.getByRole('radio').nth(2).focus();
    await page.keyboard.press('L');
    await expect.poll(() => spokenTexts(page), { timeout: 10_000 }).toEqual([FIRST_EN[0], ...FIRST_EN]);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test('on flashcards, L reads the side on show: the question and options, then the answer, explanation and memory tip', async ({ page }) => {
    await fakeSpeech(page);
    await openInApp(page, '/flashcards');
    await expect(page.getByTestId('flashcard-question')).toContainText(english[0]!.question);
    await expect(listen(page)).toBeVisible();
    await expect(page.getByText(/arrow keys move between cards\. Press L to hear the question read aloud/)).toBeVisible();

    await page.keyboard.press('l');
    await expect.poll(() => spokenTexts(page)).toEqual(FIRST_EN);
    // L does not flip the card.
    await expect(page.getByTestId('flashcard-answer')).toBeHidden();

    await page.getByRole('button', { name: 'Show answer' }).click();
    // The answer side has its own Listen button (and shortcut), shown once the side is.
    await expect(page.getByTestId('flashcard-answer').getByRole('button', { name: 'Listen', exact: true })).toBeVisible();
    await page.keyboard.press('l');
    await expect
      .poll(async () => (await spokenTexts(page)).slice(FIRST_EN.length))
      .toEqual(['Which city is the capital of Canada?', 'Correct answer: B. Ottawa', 'Explanation: Ottawa is the capital.', 'Queen Victoria chose it in 1857.', 'Memory tip: Ottawa sits between Ontario and Quebec.']);
    await expect(page.getByTestId('flashcard-answer')).toBeVisible();
  });

  test('category practice and the results review read what the card shows once answered', async ({ page }) => {
    await fakeSpeech(page, { utteranceMs: 20 });
    await startTest(page);
    // Wrong, right, right.
    for (const [index, choice] of [0, 0, 2].entries()) {
      await page.getByRole('radio').nth(choice).check();
      await page.getByRole('button', { name: index === 2 ? 'Finish test' : 'Next' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Test results' })).toBeVisible();
    const first = page.getByRole('region', { name: 'Review your answers' }).getByRole('listitem').first();
    await first.getByRole('button', { name: 'Listen' }).click();
    await expect
      .poll(() => spokenTexts(page))
      .toEqual([
        'Which city is the capital of Canada?',
        'Your answer: A. Toronto',
        'Correct answer: B. Ottawa',
        'Explanation: Ottawa is the capital.',
        'Queen Victoria chose it in 1857.',
        'Memory tip: Ottawa sits between Ontario and Quebec.',
      ]);

    await openInApp(page, '/study/government');
    await page.getByRole('link', { name: 'Practise 10 questions' }).click();
    const heading = await page.getByRole('heading', { level: 3 }).first().innerText();
    const question = english.find((q) => q.question === heading)!;
    const before = (await spoken(page)).length;
    await page.getByRole('list', { name: 'Answer options' }).getByRole('button').nth(question.correct_answer).click();
    await listen(page).click();
    const letter = 'ABCD'[question.correct_answer]!;
    const text = [question.option_a, question.option_b, question.option_c, question.option_d][question.correct_answer]!;
    await expect.poll(async () => (await spokenTexts(page)).slice(before)).toContain(`Your answer: ${letter}. ${text}`);
    const read = (await spokenTexts(page)).slice(before);
    expect(read.slice(0, 5)).toEqual([question.question, `A. ${question.option_a}`, `B. ${question.option_b}`, `C. ${question.option_c}`, `D. ${question.option_d}`]);
    expect(read).not.toContain(`Correct answer: ${letter}. ${text}`);
  });

  test('the voice settings choose the voice and the rate, remembered after a reload; a damaged setting is ignored', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('ca_read_aloud', '{"rate":"fast","voices":{"en":42}');
      }
    });
    await fakeSpeech(page);
    await startTest(page);
    await listen(page).click();
    await expect.poll(() => spoken(page)).toHaveLength(FIRST_EN.length);
    expect((await spoken(page))[0]).toMatchObject({ voice: 'Clara', rate: 1 });

    const settings = page.getByRole('button', { name: 'Voice settings' });
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    await settings.click();
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('group', { name: 'Voice settings' });
    // Only the voices of the language being read.
    await expect(panel.getByLabel('English voice').locator('option')).toHaveText(['Automatic (Clara)', 'Clara (en-CA)', 'Samantha (en-US)']);
    await panel.getByLabel('English voice').selectOption({ label: 'Samantha (en-US)' });
    await panel.getByLabel('Speed').selectOption({ label: '1.25×' });
    await panel.getByLabel('Speed').focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(settings).toBeFocused();

    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Start practice test' }).click();
    await listen(page).click();
    await expect.poll(() => spoken(page)).toHaveLength(FIRST_EN.length);
    expect(new Set((await spoken(page)).map((u) => `${u.lang} ${u.voice} ${u.rate}`))).toEqual(new Set(['en-US Samantha 1.25']));
    await page.getByRole('button', { name: 'Voice settings' }).click();
    await expect(page.getByLabel('Speed')).toHaveValue('1.25');
  });

  test('without speech synthesis there is no Listen button, and the test and flashcards work', async ({ page }) => {
    await noSpeech(page);
    await startTest(page);
    expect(await page.evaluate(() => 'speechSynthesis' in window)).toBe(false);
    await expect(page.getByRole('button', { name: 'See in French' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(listen(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Voice settings' })).toHaveCount(0);
    await expect(page.getByText(/Press L/)).toHaveCount(0);
    await page.keyboard.press('l');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Who is the head of state?' })).toBeVisible();

    await openInApp(page, '/flashcards');
    await expect(page.getByTestId('flashcard-question')).toContainText(english[0]!.question);
    await page.getByRole('button', { name: 'Show answer' }).click();
    await expect(page.getByTestId('flashcard-answer')).toBeVisible();
    await expect(listen(page)).toHaveCount(0);
  });

  test('without a voice for the language there is no Listen button', async ({ page }) => {
    await fakeSpeech(page, { voices: [] });
    await startTest(page, '/fr/practice-test?questions=3', "Commencer l'examen");
    await page.waitForTimeout(500);
    await expect(page.getByRole('button', { name: 'Voir en anglais' })).toBeVisible();
    await expect(listen(page, 'Écouter')).toHaveCount(0);
  });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800, path: '/practice-test?questions=3', start: 'Start practice test', settings: 'Voice settings' },
    { name: 'mobile, French', width: 390, height: 844, path: '/fr/practice-test?questions=3', start: "Commencer l'examen", settings: 'Réglages de la voix' },
  ]) {
    test(`axe finds nothing on a card with the voice settings open (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await fakeSpeech(page);
      await startTest(page, viewport.path, viewport.start);
      // By keyboard: a pointer click waits for two painted frames to call the button stable, and a
      // loaded CI machine once let a headless page paint none for a minute.
      await page.getByRole('button', { name: viewport.settings }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('group', { name: viewport.settings })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
