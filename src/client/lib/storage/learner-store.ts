import { indexedDbBackend, type LearnerBackend } from './idb-backend';
import { LEGACY_KEYS } from './keys';
import { emptyLearnerData, LEARNER_DATA_VERSION, type LearnerData } from './learner-data';
import { readLocal, removeLocal } from './local-storage';
import type { LegacyLearning } from './legacy-learning';
import { LEGACY_LEARNING_SECTIONS, legacySections, migrateLearnerData } from './migrations';

/** loading: not read yet; ready: read and saved on the device; memory-only: storage blocked, kept for this visit. */
type LearnerStatus = 'loading' | 'ready' | 'memory-only';

export interface LearnerSnapshot {
  status: LearnerStatus;
  data: LearnerData;
  /** Sections that were damaged and set aside at load (the page says so). */
  setAside: readonly string[];
}

type Section = keyof LearnerData;

/**
 * The learner's state on this device: read once, kept in memory for synchronous reads by every
 * screen, and written back section by section right after each change (changes made in the
 * same tick share one write; writes never overlap).
 */
export class LearnerStore {
  private snapshot: LearnerSnapshot = { status: 'loading', data: emptyLearnerData(), setAside: [] };
  private readonly listeners = new Set<() => void>();
  private readonly dirty = new Set<Section>();
  private loading: Promise<void> | undefined;
  private writeQueued = false;
  private writing: Promise<void> = Promise.resolve();
  private legacy: LegacyLearning | undefined;

  constructor(private readonly backend: LearnerBackend = indexedDbBackend()) {}

  readonly getSnapshot = (): LearnerSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Loads the stored data once (every caller shares the same load). */
  ready(): Promise<void> {
    this.loading ??= this.load();
    return this.loading;
  }

  /** Applies a change; `mutate` returns only the sections it changed. */
  update(mutate: (data: LearnerData) => Partial<LearnerData>): void {
    const changes = mutate(this.snapshot.data);
    const sections = Object.keys(changes) as Section[];
    if (sections.length === 0) return;
    this.publish({ ...this.snapshot, data: { ...this.snapshot.data, ...changes } });
    sections.forEach((s) => this.dirty.add(s));
    this.scheduleWrite();
  }

  /** Learning data an older release kept here, still to move into the record of attempts. */
  legacyLearning(): LegacyLearning | undefined {
    return this.legacy;
  }

  /** The learning data has moved into the record: its old sections go. */
  async dropLegacyLearning(): Promise<void> {
    this.legacy = undefined;
    if (this.snapshot.status === 'ready') await this.backend.remove(LEGACY_LEARNING_SECTIONS);
  }

  /** Writes pending changes now and resolves once they are saved (before the page is hidden, or in tests). */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  private async write(): Promise<void> {
    this.writeQueued = false;
    if (this.snapshot.status !== 'ready' || this.dirty.size === 0) return;
    const sections = Object.fromEntries([...this.dirty].map((s) => [s, this.snapshot.data[s]]));
    this.dirty.clear();
    try {
      await this.backend.write(LEARNER_DATA_VERSION, sections);
    } catch (error) {
      console.warn('Could not save learning progress on this device', error);
      this.publish({ ...this.snapshot, status: 'memory-only' });
    }
  }

  private async load(): Promise<void> {
    try {
      let raw = await this.backend.read();
      const firstVisit = raw === undefined;
      raw ??= legacySections({
        lastTestResults: readLocal(LEGACY_KEYS.lastTestResults),
        studyProgress: readLocal(LEGACY_KEYS.studyProgress),
        learnerId: readLocal(LEGACY_KEYS.learnerId),
      });
      const { data, setAside, legacyLearning } = migrateLearnerData(raw);
      this.legacy = legacyLearning;
      for (const section of setAside) await this.backend.setAside(section, raw.sections[section]);
      data.learnerId ??= crypto.randomUUID();
      // Changes made while loading (a result saved before the read finished) win over what was stored.
      const pending = Object.fromEntries([...this.dirty].map((s) => [s, this.snapshot.data[s]]));
      this.publish({ status: 'ready', data: { ...data, ...pending }, setAside });
      if (firstVisit || raw.version < LEARNER_DATA_VERSION || setAside.length > 0) {
        (Object.keys(data) as Section[]).forEach((s) => this.dirty.add(s));
      } else if (data.learnerId !== raw.sections.learnerId) {
        this.dirty.add('learnerId');
      }
      await this.flush();
      // The first release's last result moves into the record of attempts; until it has, it waits in the store, not in localStorage.
      if (firstVisit && legacyLearning && raw.sections.lastTestResults !== undefined) await this.backend.write(LEARNER_DATA_VERSION, { lastTestResults: raw.sections.lastTestResults });
      if (firstVisit) Object.values(LEGACY_KEYS).forEach(removeLocal);
      void requestPersistence();
    } catch (error) {
      console.warn('Browser storage is blocked: progress is kept for this visit only', error);
      const data = { ...this.snapshot.data, learnerId: this.snapshot.data.learnerId ?? crypto.randomUUID() };
      this.publish({ status: 'memory-only', data, setAside: [] });
    }
  }

  private scheduleWrite(): void {
    if (this.snapshot.status !== 'ready' || this.writeQueued) return;
    this.writeQueued = true;
    queueMicrotask(() => void this.flush());
  }

  private publish(next: LearnerSnapshot): void {
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }
}

/** Asks the browser not to evict the learner's data (iOS and others may, under pressure). */
async function requestPersistence(): Promise<void> {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // not supported: export/import is the learner's safety net
  }
}

export const learnerStore = new LearnerStore();

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void learnerStore.flush();
  });
  window.addEventListener('pagehide', () => void learnerStore.flush());
}
