import type { ReportReason } from '@shared/contract/reports';

/** What the learner has chosen and written so far. */
export interface ReportDraft {
  reason: ReportReason | null;
  message: string;
}
