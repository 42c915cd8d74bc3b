import { describe, expect, it } from 'vitest';
import type { Attempt } from '../learning/attempt';
import { newSyncCode, parseSyncCode, SYNC_CODE_WORDS } from './sync-code';
import { decryptChunk, encryptChunk, SyncChunkError } from './sync-crypto';
import { deriveSyncKeys } from './sync-keys';

// Fewer PBKDF2 rounds here only: the derivation is the same function.
const FAST = 1000;
const attempts: Attempt[] = [
  { kind: 'answer', id: 'a1', at: 1_700_000_000_000, questionId: 'geo-001', category: 'GEO', ok: true, choice: 2, mode: 'category', ms: 5000 },
  { kind: 'read', id: 'r1', at: 1_700_000_000_001, chapter: '06-federal-elections', section: 'ridings' },
];

describe('sync codes', () => {
  it('are seven words of the list, different every time', () => {
    const code = newSyncCode();
    expect(code).toHaveLength(SYNC_CODE_WORDS);
    expect(parseSyncCode(code.join(' '))).toEqual({ ok: true, words: code });
    expect(newSyncCode()).not.toEqual(code);
  });

  it('are read as a person types them: any case, any separator, four letters of a word enough', () => {
    const code = ['abandon', 'ability', 'zoo', 'wrist', 'kitchen', 'ocean', 'pupil'];
    expect(parseSyncCode('Abandon-ABILITY, zoo  wrist\nkitc ocean pupi')).toEqual({ ok: true, words: code });
  });

  it('say what is wrong with a mistyped code', () => {
    expect(parseSyncCode('abandon ability zoo')).toEqual({ ok: false, reason: 'count', count: 3 });
    expect(parseSyncCode('abandon ability zoo wrist kitchen oceanx pupil')).toEqual({ ok: false, reason: 'unknown', unknown: ['oceanx'] });
    // "ab" could be many words.
    expect(parseSyncCode('ab ability zoo wrist kitchen ocean pupil')).toMatchObject({ ok: false, reason: 'unknown' });
  });
});

describe('sync keys and chunks', () => {
  it('derive the same id, token and key from the same words, and others from other words', async () => {
    const words = ['abandon', 'ability', 'zoo', 'wrist', 'kitchen', 'ocean', 'pupil'];
    const a = await deriveSyncKeys(words, FAST);
    const b = await deriveSyncKeys(words, FAST);
    const other = await deriveSyncKeys([...words.slice(0, 6), 'puppy'], FAST);
    expect(a.id).toMatch(/^[0-9a-f]{32}$/);
    expect(a.token).toMatch(/^[0-9a-f]{64}$/);
    expect([b.id, b.token]).toEqual([a.id, a.token]);
    expect(other.id).not.toBe(a.id);
    expect(a.token).not.toContain(a.id);
    const chunk = await encryptChunk(a.key, a.id, { attempts });
    expect(await decryptChunk(b.key, b.id, chunk)).toEqual({ attempts, unknown: 0 });
    await expect(decryptChunk(other.key, a.id, chunk)).rejects.toBeInstanceOf(SyncChunkError);
  });

  it('hide what the learner did, and refuse a chunk changed on the way or moved to another space', async () => {
    const { key, id } = await deriveSyncKeys(newSyncCode(), FAST);
    const chunk = await encryptChunk(key, id, { attempts });
    expect(atob(chunk)).not.toContain('geo-001');
    expect(atob(chunk)).not.toContain('answer');
    const bytes = [...atob(chunk)];
    bytes[20] = String.fromCharCode(bytes[20]!.charCodeAt(0) ^ 1);
    await expect(decryptChunk(key, id, btoa(bytes.join('')))).rejects.toBeInstanceOf(SyncChunkError);
    await expect(decryptChunk(key, 'f'.repeat(32), chunk)).rejects.toBeInstanceOf(SyncChunkError);
    await expect(decryptChunk(key, id, 'not base64!')).rejects.toBeInstanceOf(SyncChunkError);
  });

  it('keep the attempts it can read and count those of a kind a newer release added', async () => {
    const { key, id } = await deriveSyncKeys(newSyncCode(), FAST);
    const chunk = await encryptChunk(key, id, { attempts: [...attempts, { kind: 'hologram', id: 'x', at: 1 } as unknown as Attempt] });
    expect(await decryptChunk(key, id, chunk)).toEqual({ attempts, unknown: 1 });
  });
});
