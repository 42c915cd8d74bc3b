import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { indexedDbBackend } from './idb-backend';

describe('indexedDbBackend', () => {
  it('reads nothing on a first visit, then what was written, without the set-aside copies', async () => {
    const backend = indexedDbBackend();
    await backend.clear();
    expect(await backend.read()).toBeUndefined();
    await backend.write(1, { learnerId: 'abc', studyProgress: { HIS: { sectionsCompleted: 1, lastStudied: 'x' } } });
    await backend.setAside('lastResult', 'garbage');
    await backend.write(1, { learnerId: 'def' });
    expect(await backend.read()).toEqual({ version: 1, sections: { learnerId: 'def', studyProgress: { HIS: { sectionsCompleted: 1, lastStudied: 'x' } } } });
  });
});
