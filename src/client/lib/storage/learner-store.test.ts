import { describe, expect, it, vi } from 'vitest';
import type { LearnerBackend } from './idb-backend';
import { emptyLearnerData, LEARNER_DATA_VERSION } from './learner-data';
import { LearnerStore } from './learner-store';
import type { RawLearnerData } from './migrations';

/** A backend in memory that records what the store writes. */
function memoryBackend(initial?: RawLearnerData) {
  let stored = initial;
  const asideLog: string[] = [];
  const backend: LearnerBackend & { stored: () => RawLearnerData | undefined; asideLog: string[] } = {
    read: async () => stored,
    write: async (version, sections) => {
      stored = { version, sections: { ...(stored?.sections ?? {}), ...sections } };
    },
    setAside: async (section) => {
      asideLog.push(section);
    },
    remove: async (sections) => {
      const rest = { ...(stored?.sections ?? {}) };
      for (const section of sections) delete rest[section];
      if (stored) stored = { version: stored.version, sections: rest };
    },
    clear: async () => {
      stored = undefined;
    },
    stored: () => stored,
    asideLog,
  };
  return backend;
}

describe('LearnerStore', () => {
  it('creates a learner id on a first visit and saves every section', async () => {
    const backend = memoryBackend();
    const store = new LearnerStore(backend);
    await store.ready();
    const { status, data } = store.getSnapshot();
    expect(status).toBe('ready');
    expect(data.learnerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(backend.stored()).toEqual({ version: LEARNER_DATA_VERSION, sections: { ...emptyLearnerData(), learnerId: data.learnerId } });
  });

  it('writes only the changed section right after the change, and tells subscribers at once', async () => {
    const backend = memoryBackend({ version: LEARNER_DATA_VERSION, sections: { learnerId: '6f9619ff-8b86-4d11-b42d-00c04fc964ff' } });
    const store = new LearnerStore(backend);
    await store.ready();
    const write = vi.spyOn(backend, 'write');
    const listener = vi.fn();
    store.subscribe(listener);
    store.update(() => ({ studyProgress: { GEO: { sectionsCompleted: 1, lastStudied: '2026-11-23T00:00:00.000Z' } } }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(write).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(write).toHaveBeenCalledWith(LEARNER_DATA_VERSION, { studyProgress: { GEO: { sectionsCompleted: 1, lastStudied: '2026-11-23T00:00:00.000Z' } } });
  });

  it('keeps a change made before loading finished', async () => {
    const backend = memoryBackend({ version: LEARNER_DATA_VERSION, sections: { learnerId: '6f9619ff-8b86-4d11-b42d-00c04fc964ff', studyProgress: {} } });
    const store = new LearnerStore(backend);
    store.update(() => ({ studyProgress: { RIG: { sectionsCompleted: 5, lastStudied: '2026-11-23T00:00:00.000Z' } } }));
    await store.ready();
    expect(store.getSnapshot().data.studyProgress.RIG?.sectionsCompleted).toBe(5);
    await store.flush();
    expect(backend.stored()?.sections.studyProgress).toEqual({ RIG: { sectionsCompleted: 5, lastStudied: '2026-11-23T00:00:00.000Z' } });
  });

  it('sets damaged data aside and says so', async () => {
    const backend = memoryBackend({ version: LEARNER_DATA_VERSION, sections: { goal: 'garbage' } });
    const store = new LearnerStore(backend);
    await store.ready();
    expect(store.getSnapshot().setAside).toEqual(['goal']);
    expect(backend.asideLog).toEqual(['goal']);
    expect(store.getSnapshot().data.goal).toEqual({ testDate: null });
  });

  it('hands an older release\'s learning data on, and drops its sections once the record has it', async () => {
    const answer = { id: 'geo-001', category: 'GEO', ok: true, choice: 2, at: 1_700_000_000_000, mode: 'test' };
    const backend = memoryBackend({ version: 2, sections: { learnerId: '6f9619ff-8b86-4d11-b42d-00c04fc964ff', answers: [answer], history: [], cardMarks: {}, goal: { testDate: '2027-01-15' } } });
    const store = new LearnerStore(backend);
    await store.ready();
    expect(store.legacyLearning()?.answers).toEqual([answer]);
    // Until the record has it, the old data stays where it was: a tab closed now loses nothing.
    expect(backend.stored()?.sections.answers).toEqual([answer]);
    await store.dropLegacyLearning();
    expect(store.legacyLearning()).toBeUndefined();
    expect(backend.stored()).toEqual({ version: LEARNER_DATA_VERSION, sections: { learnerId: '6f9619ff-8b86-4d11-b42d-00c04fc964ff', goal: { testDate: '2027-01-15' }, testInProgress: null, studyProgress: {} } });
  });

  it('works for the visit when storage is blocked', async () => {
    const blocked: LearnerBackend = {
      read: () => Promise.reject(new Error('SecurityError')),
      write: () => Promise.reject(new Error('SecurityError')),
      setAside: () => Promise.reject(new Error('SecurityError')),
      remove: () => Promise.reject(new Error('SecurityError')),
      clear: () => Promise.reject(new Error('SecurityError')),
    };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = new LearnerStore(blocked);
    await store.ready();
    expect(store.getSnapshot().status).toBe('memory-only');
    store.update(() => ({ studyProgress: { SYM: { sectionsCompleted: 1, lastStudied: 'now' } } }));
    expect(store.getSnapshot().data.studyProgress.SYM?.sectionsCompleted).toBe(1);
  });
});
