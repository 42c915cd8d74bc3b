import { z } from 'zod';
import { LANGS } from '../constants.js';

const OUTCOME_RESULTS = ['passed', 'failed', 'prefer-not'] as const;
/** Reports a band needs before the public page shows its pass rate (fewer say too little). */
export const PUBLIC_BAND_MIN_REPORTS = 30;

/** What a learner sends after their test date, with consent: nothing that names them (issue 30). */
export const outcomePayloadSchema = z
  .object({
    result: z.enum(OUTCOME_RESULTS, { error: `result is one of ${OUTCOME_RESULTS.join(', ')}` }),
    /** The tenth of the pass estimate shown before the test (0: under 10 %, 9: 90 % or more); null if none was shown. */
    band: z.number().int().min(0).max(9).nullable(),
    daysStudied: z.number().int().min(0).max(3650),
    attempt: z.number().int().min(1).max(3),
    lang: z.enum(LANGS),
  })
  .strict()
  .meta({ id: 'OutcomeReport' });
export type OutcomePayload = z.infer<typeof outcomePayloadSchema>;

export const outcomeCreatedResponseSchema = z.object({ data: z.object({ received: z.literal(true) }) });

/** One tenth of the estimate: how many reported, and how many of those passed (prefer-not left out). */
const calibrationBandSchema = z.object({
  band: z.number().int(),
  reports: z.number().int(),
  passed: z.number().int(),
});

/** Reports by band: every band for admins; for the public page, the pass rates of bands with enough reports. */
export const outcomeCalibrationResponseSchema = z
  .object({
    data: z.object({
      bands: z.array(calibrationBandSchema.extend({ shown: z.boolean() })),
      /** Reports with a result but no estimate shown, and the answers "prefer not to say". */
      withoutBand: z.number().int(),
      preferNot: z.number().int(),
      minReports: z.number().int(),
    }),
  })
  .meta({ id: 'OutcomeCalibration' });
export type OutcomeCalibration = z.infer<typeof outcomeCalibrationResponseSchema>['data'];
