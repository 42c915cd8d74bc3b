/** Browser storage names of the site (client-only). */
export const IDB_NAME = 'citizenship-test-prep';
export const IDB_STORE = 'learner';

/** Keys the site wrote to localStorage before the learner store existed; migrated once, then removed. */
export const LEGACY_KEYS = {
  lastTestResults: 'ca_last_test_results',
  studyProgress: 'ca_study_progress',
  learnerId: 'ca_learner_id',
} as const;

/** The admin panel's spec flag: a hint for the loading label only, never trusted. */
export const ADMIN_HINT_KEY = 'ca_admin_auth';

/** The practice test's timing choice, remembered between tests (a preference, not learner data). */
export const TIMING_CHOICE_KEY = 'ca_timing_choice';

/** The device's copy of the question bank (one entry per language), apart from learner data. */
export const BANK_IDB_NAME = 'citizenship-test-prep-bank';
export const BANK_IDB_STORE = 'bank';

/** Read-aloud settings: the voice chosen per language and the speaking rate (a preference, on this device only). */
export const SPEECH_SETTINGS_KEY = 'ca_read_aloud';

/** Finished tests not yet acknowledged by the server, oldest first (localStorage). */
export const OUTBOX_KEY = 'ca_session_outbox';

/** The learner's record of attempts and what is derived from it (lib/learning/record-db.ts). */
export const RECORD_IDB_NAME = 'citizenship-test-prep-record';

/** The sync state of this device (lib/sync): the code, the derived key and how far it got. */
export const SYNC_IDB_NAME = 'citizenship-test-prep-sync';
/** Set while this device syncs, so the app starts the sync without opening IndexedDB first. */
export const SYNC_FLAG_KEY = 'ca_sync_on';
