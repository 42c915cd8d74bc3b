import { expect, test, type Page } from './support/test';
import { waitForHydration } from './support/navigate';
import { getQuestion, loginViaApi } from './support/admin-helpers';
import { installOfflineApp, outbox, storedBankVersion } from './support/offline';

// An admin correction changes the bank: this spec has a server of its own. The installed app
// (service worker) opens pages offline.
test.use({ serverScope: 'offline-learning', serviceWorkers: 'allow' });

async function answerEveryQuestion(page: Page): Promise<void> {
  const progress = page.getByText(/^Question \d+ of 20$/);
  for (let index = 1; index <= 20; index += 1) {
    await expect(progress).toHaveText(`Question ${index} of 20`);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: index === 20 ? 'Finish test' : 'Next' }).click();
  }
}

test('a practice test taken offline is drawn on the device, scored, and reaches the server once when the network is back', async ({ page, context }) => {
  const accepted: { sessionId: string; storedId: string; sent: unknown }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/sessions') || response.status() !== 201) return;
    const sent = JSON.parse(response.request().postData() ?? '{}') as { session_id: string };
    accepted.push({ sessionId: sent.session_id, storedId: ((await response.json()) as { data: { id: string } }).data.id, sent });
  });
  await page.goto('/practice');
  await installOfflineApp(page);
  await expect.poll(() => storedBankVersion(page, 'en'), { timeout: 20_000 }).not.toBeNull();

  // The network is gone: the learner opens the practice page again and takes a test.
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Start practice test' }).click();
  await answerEveryQuestion(page);
  await expect(page).toHaveURL('/test-results');
  await expect(page.getByTestId('score')).toHaveText(/^\d+%$/);
  // The results never wait for the outbox: its entry is stored just after.
  await expect.poll(async () => (await outbox(page)).length).toBe(1);
  const waiting = await outbox(page);
  expect(accepted).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(async () => (await outbox(page)).length, { timeout: 10_000 }).toBe(0);
  // The outbox queues the round; what is sent is made from the record, under the round's id.
  await expect.poll(() => accepted.map((a) => a.sessionId)).toEqual([waiting[0]!.roundId]);

  // Sending it again (a retry whose answer was lost) stores nothing new: the first copy answers.
  const retry = await page.request.post('/api/sessions', { data: accepted[0]!.sent });
  expect(retry.status()).toBe(201);
  expect(((await retry.json()) as { data: { id: string } }).data.id).toBe(accepted[0]!.storedId);
});

test("the device's copy of the bank follows an admin correction, and flashcards use it offline", async ({ page, context }) => {
  await page.goto('/flashcards');
  await installOfflineApp(page);
  await expect.poll(() => storedBankVersion(page, 'en'), { timeout: 20_000 }).not.toBeNull();
  const before = await storedBankVersion(page, 'en');

  await loginViaApi(page);
  const bank = (await (await page.request.get('/api/questions?category=HIS')).json()) as { data: { id: string }[] };
  const record = await getQuestion(page, bank.data[0]!.id);
  const corrected = `${record.question.replace(/\?$/, '')} (corrected)?`;
  const saved = await page.request.put(`/api/admin/questions/${record.id}`, { data: { ...record, question: corrected } });
  expect(saved.status()).toBe(200);

  // The next online visit brings the copy up to the new version.
  await page.reload();
  await expect.poll(() => storedBankVersion(page, 'en'), { timeout: 20_000 }).not.toBe(before);

  // Offline, the learner opens the history flashcards. The offline deck is shuffled: a random
  // source that leaves the order as it is, so the corrected question comes first.
  await context.setOffline(true);
  await page.addInitScript(() => {
    Math.random = () => 0.9999999;
  });
  await page.goto('/flashcards?category=HIS');
  await waitForHydration(page);
  await expect(page.getByText('Showing offline questions')).toBeVisible();
  await expect(page.getByTestId('deck-position')).toHaveText(`Card 1 of ${bank.data.length}`);
  await expect(page.getByTestId('flashcard-question')).toContainText(corrected);
});
