import { defineNamespace } from '../../lib/i18n/namespace';

/** "Report a problem" and its dialog: loaded by the control when it first appears (see report-problem.tsx). */
export const REPORT_NAMESPACE = 'report-problem';
export const reportNamespace = defineNamespace(REPORT_NAMESPACE, import.meta.glob('./locales/*.json', { import: 'default' }));
