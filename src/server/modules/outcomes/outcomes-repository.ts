import { count, eq, isNotNull, isNull, and, ne } from 'drizzle-orm';
import type { OutcomeCalibration, OutcomePayload } from '../../../shared/contract/outcomes.js';
import type { Db } from '../../db/client.js';
import { outcomeReports } from '../../db/schema.js';

export async function insertOutcome(db: Db, report: OutcomePayload): Promise<void> {
  await db.insert(outcomeReports).values({ result: report.result, band: report.band, daysStudied: report.daysStudied, attempt: report.attempt, lang: report.lang });
}

/** Reports by band (passed or not; "prefer not to say" apart); `minReports` decides which bands are shown. */
export async function outcomeCalibration(db: Db, minReports: number): Promise<OutcomeCalibration> {
  const answered = ne(outcomeReports.result, 'prefer-not');
  const rows = await db
    .select({ band: outcomeReports.band, result: outcomeReports.result, n: count() })
    .from(outcomeReports)
    .where(and(answered, isNotNull(outcomeReports.band)))
    .groupBy(outcomeReports.band, outcomeReports.result);
  const bands = Array.from({ length: 10 }, (_, band) => {
    const of = rows.filter((r) => r.band === band);
    const reports = of.reduce((sum, r) => sum + r.n, 0);
    return { band, reports, passed: of.filter((r) => r.result === 'passed').reduce((sum, r) => sum + r.n, 0), shown: reports >= minReports };
  });
  const [withoutBand] = await db.select({ n: count() }).from(outcomeReports).where(and(answered, isNull(outcomeReports.band)));
  const [preferNot] = await db.select({ n: count() }).from(outcomeReports).where(eq(outcomeReports.result, 'prefer-not'));
  return { bands, withoutBand: withoutBand?.n ?? 0, preferNot: preferNot?.n ?? 0, minReports };
}
