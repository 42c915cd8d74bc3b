import type { Browser, BrowserContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/admin-helpers';
import { readQuestionStates, readRecordAttempts } from './support/learner-storage';
import { waitForHydration } from './support/navigate';
import { expect, test, type Page } from './support/test';

// Two devices are two browser contexts (each its own storage) on one server: what one records
// reaches the other through an encrypted sync space (decision 035).
test.use({ serviceWorkers: 'block' });

interface ServedQuestion {
  id: string;
  correct_answer: number;
}

const panel = (page: Page) => page.getByTestId('sync-panel');
const historyRows = (page: Page) => page.getByTestId('history-table').locator('tbody tr');

async function device(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

async function openProgress(page: Page): Promise<void> {
  await page.goto('/progress');
  await waitForHydration(page);
  await expect(page.getByTestId('progress-ready')).toBeVisible();
}

/** Waits until the device says when it last synced (a sync has finished). */
async function synced(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-status')).toHaveText(/^Last synced: /, { timeout: 30_000 });
}

async function syncNow(page: Page): Promise<void> {
  await openProgress(page);
  await synced(page);
  const status = page.getByTestId('sync-status');
  const before = await status.getAttribute('data-synced-at');
  await panel(page).getByRole('button', { name: 'Sync now' }).click();
  await expect(status).not.toHaveAttribute('data-synced-at', before!, { timeout: 30_000 });
  await synced(page);
}

async function startSyncing(page: Page): Promise<string[]> {
  await openProgress(page);
  await panel(page).getByRole('button', { name: 'Start syncing' }).click();
  await synced(page);
  const words = await page.getByTestId('sync-code').getByRole('listitem').allInnerTexts();
  expect(words).toHaveLength(7);
  return words;
}

async function join(page: Page, code: string): Promise<void> {
  await openProgress(page);
  await panel(page).getByLabel('Your seven-word code').fill(code);
  await panel(page).getByRole('button', { name: 'Join' }).click();
}

async function takeTest(page: Page, wrongAt: readonly number[]): Promise<void> {
  await page.goto('/practice-test?questions=5');
  await waitForHydration(page);
  const response = page.waitForResponse((r) => r.url().includes('/api/questions?') && r.request().method() === 'GET');
  await page.getByRole('button', { name: 'Start practice test' }).click();
  const questions = ((await (await response).json()) as { data: ServedQuestion[] }).data;
  for (const [i, question] of questions.entries()) {
    await page.getByRole('region', { name: 'Question map' }).getByRole('button', { name: new RegExp(`^Question ${i + 1},`) }).click();
    const option = wrongAt.includes(i) ? (question.correct_answer === 0 ? 1 : 0) : question.correct_answer;
    await page.getByRole('radiogroup').getByRole('radio').nth(option).check();
  }
  await page.getByRole('button', { name: 'Submit test' }).click();
  await expect(page).toHaveURL('/test-results');
  await expect.poll(async () => (await readRecordAttempts(page, 'round')).length).toBe(1);
}

async function openDeck(page: Page, category: string): Promise<void> {
  await page.goto(`/flashcards?category=${category}`);
  await waitForHydration(page);
}

/** Marks the card on show; returns its question id. */
async function markCard(page: Page, mark: 'I know this' | 'Need review'): Promise<string> {
  await page.getByRole('button', { name: 'Show answer' }).click();
  const before = Object.keys(await readQuestionStates(page));
  await page.getByRole('button', { name: mark }).click();
  await expect.poll(async () => Object.keys(await readQuestionStates(page)).length).toBe(before.length + 1);
  return Object.keys(await readQuestionStates(page)).find((id) => !before.includes(id))!;
}

test('a test taken on one device shows on the other, and flashcard marks made there come back', async ({ browser, baseURL }) => {
  test.slow();
  const a = await device(browser, baseURL!);
  const b = await device(browser, baseURL!);
  const words = await startSyncing(a.page);
  await takeTest(a.page, [2]);
  await syncNow(a.page);

  // Any case, dashes between the words: the code is read as a learner would type it.
  await join(b.page, words.join('-').toUpperCase());
  await synced(b.page);
  await expect(panel(b.page).getByTestId('sync-code').getByRole('listitem')).toHaveText(words);
  await expect(historyRows(b.page)).toHaveCount(1);
  await expect(historyRows(b.page).first()).toContainText('4/5');
  await expectNoAxeViolations(b.page);

  await openDeck(b.page, 'GEO');
  const marked = await markCard(b.page, 'I know this');
  await syncNow(b.page);
  await openProgress(a.page);
  await expect.poll(async () => (await readQuestionStates(a.page))[marked]?.mark, { timeout: 30_000 }).toBe('known');
  // Neither device sent back what it received: the rounds stay one.
  expect(await readRecordAttempts(a.page, 'round')).toHaveLength(1);
  expect(await readRecordAttempts(b.page, 'round')).toHaveLength(1);
  await a.context.close();
  await b.context.close();
});

test('two devices that studied offline agree once both are back', async ({ browser, baseURL }) => {
  test.slow();
  const a = await device(browser, baseURL!);
  const b = await device(browser, baseURL!);
  const words = await startSyncing(a.page);
  await join(b.page, words.join(' '));
  await synced(b.page);

  await openDeck(a.page, 'SYM');
  await openDeck(b.page, 'GOV');
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  const onA = await markCard(a.page, 'Need review');
  const onB = await markCard(b.page, 'I know this');
  await a.context.setOffline(false);
  await b.context.setOffline(false);

  await syncNow(a.page);
  await syncNow(b.page);
  await syncNow(a.page);
  const states = async (page: Page) => Object.fromEntries(Object.entries(await readQuestionStates(page)).map(([id, q]) => [id, q.mark]));
  await expect.poll(() => states(a.page)).toEqual({ [onA]: 'review', [onB]: 'known' });
  await expect.poll(() => states(b.page)).toEqual({ [onA]: 'review', [onB]: 'known' });
  await a.context.close();
  await b.context.close();
});

test('a wrong code is refused with a reason; a QR link fills the code in; stopping deletes it for every device', async ({ browser, baseURL }) => {
  test.slow();
  const a = await device(browser, baseURL!);
  const b = await device(browser, baseURL!);
  const words = await startSyncing(a.page);

  await join(b.page, 'abandon ability able about above absent');
  await expect(panel(b.page).getByRole('alert')).toHaveText('A code has seven words; you typed 6.');
  await join(b.page, `${words.slice(0, 6).join(' ')} qqqq`);
  await expect(panel(b.page).getByRole('alert')).toHaveText('These words are not in any code: qqqq. Check the spelling.');
  await join(b.page, [...words.slice(0, 6), words[6] === 'zoo' ? 'zone' : 'zoo'].join(' '));
  await expect(panel(b.page).getByRole('alert')).toHaveText('No progress is stored under that code. Check the words on your other device, in order.');
  await expect(panel(b.page).getByLabel('Your seven-word code')).toHaveAttribute('aria-invalid', 'true');

  // The QR code carries a link to the progress page with the code; opening it fills the form.
  await panel(a.page).getByRole('button', { name: 'Show the QR code' }).click();
  await expect(panel(a.page).getByRole('img', { name: /QR code/ })).toBeVisible();
  await b.page.goto('/about');
  await b.page.goto(`/progress#sync=${words.join('-')}`);
  await waitForHydration(b.page);
  await expect(panel(b.page).getByLabel('Your seven-word code')).toHaveValue(words.join(' '));
  await expect(panel(b.page).getByRole('button', { name: 'Start syncing' })).toHaveCount(0);
  await panel(b.page).getByRole('button', { name: 'Join' }).click();
  await synced(b.page);
  expect(new URL(b.page.url()).hash).toBe('');

  await panel(a.page).getByRole('button', { name: 'Stop syncing and delete from the server' }).click();
  const confirm = a.page.getByRole('dialog', { name: 'Stop syncing on every device?' });
  await confirm.getByRole('button', { name: 'Stop and delete' }).click();
  await expect(panel(a.page).getByRole('status').filter({ hasText: 'Syncing stopped and the copy on the server was deleted.' })).toBeVisible();
  await expect(panel(a.page).getByRole('button', { name: 'Start syncing' })).toBeVisible();

  await openProgress(b.page);
  // The page's first sync finds the space gone: a round trip after the page's code has loaded. Given as long as a
  // first sync (synced()) under a full parallel run. The waits of over 15 s seen before were the alert wiped by the
  // progress page's own start of the engine (fixed in sync-engine.ts), not a slow sync.
  await expect(panel(b.page).getByRole('alert')).toContainText('the progress was deleted from the server on another device', { timeout: 30_000 });
  await expect(panel(b.page).getByRole('button', { name: 'Start syncing' })).toBeVisible();
  await a.context.close();
  await b.context.close();
});
