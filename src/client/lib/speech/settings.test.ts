import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSpeechSettings, SPEECH_RATES } from './settings';

const defaults = { rate: 1, voices: {} };

describe('parseSpeechSettings', () => {
  it('keeps valid settings', () => {
    const settings = { rate: 0.75, voices: { en: 'urn:moz-tts:speechd:English (Canada)', fr: 'Amélie' } };
    expect(parseSpeechSettings(settings)).toEqual(settings);
    for (const rate of SPEECH_RATES) expect(parseSpeechSettings({ rate }).rate).toBe(rate);
  });

  it('ignores anything that is not a settings object', () => {
    for (const value of [undefined, null, 'fast', 1.25, [], ['en'], '{"rate":'] as unknown[]) expect(parseSpeechSettings(value)).toEqual(defaults);
  });

  it('drops a rate that is not one of the choices, whatever its type', () => {
    for (const rate of [0, -1, 3, 0.8, Number.NaN, Infinity, '1.25', null, true]) expect(parseSpeechSettings({ rate, voices: { en: 'x' } })).toEqual({ rate: 1, voices: { en: 'x' } });
  });

  it('drops voices that are not names, and languages the site does not have', () => {
    expect(parseSpeechSettings({ rate: 1.1, voices: { en: 42, fr: '', de: 'Anna' } })).toEqual({ rate: 1.1, voices: {} });
    expect(parseSpeechSettings({ rate: 1.1, voices: { en: 'x'.repeat(501), fr: 'Thomas' } })).toEqual({ rate: 1.1, voices: { fr: 'Thomas' } });
    expect(parseSpeechSettings({ rate: 1.1, voices: 'Thomas' })).toEqual({ rate: 1.1, voices: {} });
  });
});

describe('stored settings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  const storageWith = (raw: string | null) => {
    const items = new Map<string, string>(raw === null ? [] : [['ca_read_aloud', raw]]);
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) } });
    return items;
  };

  it('reads damaged storage as the defaults, without throwing', async () => {
    storageWith('{not json');
    const { readSpeechSettings } = await import('./settings');
    expect(readSpeechSettings()).toEqual(defaults);
  });

  it('saves a choice, tells subscribers, and reads it back after a reload', async () => {
    const items = storageWith(null);
    const first = await import('./settings');
    const heard = vi.fn();
    first.subscribeSpeechSettings(heard);
    first.saveSpeechSettings({ rate: 1.25, voices: { fr: 'Amélie' } });
    expect(heard).toHaveBeenCalledOnce();
    expect(JSON.parse(items.get('ca_read_aloud')!)).toEqual({ rate: 1.25, voices: { fr: 'Amélie' } });

    vi.resetModules();
    const reloaded = await import('./settings');
    expect(reloaded.readSpeechSettings()).toEqual({ rate: 1.25, voices: { fr: 'Amélie' } });
  });
});
