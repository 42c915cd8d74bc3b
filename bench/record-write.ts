/**
 * One answer's write to the learner's record with 100 answers stored and with 100,000: the log
 * and what is derived from it are written per answer (one attempt, one question, one day), so the
 * two must cost the same. Measured on the record's own code over an in-memory IndexedDB (the same
 * operations a browser runs); the browser side of a heavy record is `bench/progress-history.ts`.
 * Run by `npm run bench`, and alone with `node --import tsx bench/record-write.ts`.
 */
import 'fake-indexeddb/auto';
import type { AnswerAttempt } from '../src/client/lib/learning/attempt.js';
import { LearningRecord } from '../src/client/lib/learning/learning-record.js';
import { openRecordDb } from '../src/client/lib/learning/record-db.js';

const WRITES = 300;
const START = Date.parse('2022-01-01T12:00:00Z');

const answer = (i: number, at: number): AnswerAttempt => ({
  kind: 'answer',
  id: `bench-${i}-${at}`,
  at,
  questionId: `geo-${String(i % 850).padStart(3, '0')}`,
  category: 'GEO',
  ok: i % 3 !== 0,
  choice: 0,
  mode: 'category',
  ms: 15_000,
});

async function writeCost(stored: number): Promise<{ median: number; p95: number }> {
  const record = new LearningRecord(() => openRecordDb(`bench-record-${stored}`));
  await record.ready();
  const CHUNK = 5000;
  for (let i = 0; i < stored; i += CHUNK) {
    await record.merge(Array.from({ length: Math.min(CHUNK, stored - i) }, (_, k) => answer(i + k, START + (i + k) * 600_000)));
  }
  const now = START + stored * 600_000 + 1;
  const times: number[] = [];
  for (let w = 0; w < WRITES; w += 1) {
    const started = performance.now();
    await record.record([answer(w, now + w * 1000)]);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(WRITES / 2)]!, p95: times[Math.floor(WRITES * 0.95)]! };
}

const small = await writeCost(100);
const large = await writeCost(100_000);
const ratio = large.median / small.median;
console.log(
  `\nOne answer's write to the record: ${small.median.toFixed(2)} ms median (p95 ${small.p95.toFixed(2)}) with 100 answers stored, ` +
    `${large.median.toFixed(2)} ms (p95 ${large.p95.toFixed(2)}) with 100,000: ${ratio.toFixed(2)}× (target: flat, under 1.5×)`,
);
