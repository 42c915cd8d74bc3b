import { describe, expect, it } from 'vitest';
import { helpVoicesFor, pickVoice, voicesFor, type VoiceLike } from './voices';

const voice = (name: string, lang: string, extra: Partial<VoiceLike> = {}): VoiceLike => ({ name, lang, voiceURI: `uri:${name}`, ...extra });

// As Chrome desktop lists them: no Canadian French, a US default.
const chrome = [voice('Google US English', 'en-US', { default: true }), voice('Google UK English', 'en-GB'), voice('Google français', 'fr-FR'), voice('Google Deutsch', 'de-DE')];
// As a Mac lists them: Canadian voices among others.
const mac = [voice('Samantha', 'en-US', { default: true }), voice('Thomas', 'fr-FR'), voice('Amélie', 'fr-CA'), voice('Daniel', 'en-GB'), voice('Chantal', 'fr_CA')];

describe('pickVoice', () => {
  it('prefers a Canadian voice in each language', () => {
    expect(pickVoice(mac, 'fr')?.name).toBe('Amélie');
    expect(pickVoice([...mac, voice('Clara', 'en-CA')], 'en')?.name).toBe('Clara');
  });

  it('falls back to any voice of the language, the device default first', () => {
    expect(pickVoice(chrome, 'fr')?.name).toBe('Google français');
    expect(pickVoice(chrome, 'en')?.name).toBe('Google US English');
    expect(pickVoice(mac, 'en')?.name).toBe('Samantha');
  });

  it('never picks a voice of another language', () => {
    expect(pickVoice([voice('Anna', 'de-DE'), voice('Fred', 'frr-DE')], 'fr')).toBeUndefined();
    expect(pickVoice([], 'en')).toBeUndefined();
  });

  it("keeps the learner's choice while the device has it, for its language only", () => {
    expect(pickVoice(mac, 'fr', 'uri:Thomas')?.name).toBe('Thomas');
    expect(pickVoice(mac, 'fr', 'uri:gone')?.name).toBe('Amélie');
    expect(pickVoice(mac, 'fr', 'uri:Samantha')?.name).toBe('Amélie');
  });
});

describe('voicesFor', () => {
  it('lists Canadian voices first, with underscores and any case read as tags', () => {
    expect(voicesFor(mac, 'fr').map((v) => v.name)).toEqual(['Amélie', 'Chantal', 'Thomas']);
    expect(voicesFor([voice('X', 'EN-ca'), voice('Y', 'en')], 'en').map((v) => v.name)).toEqual(['X', 'Y']);
  });
});

describe('helpVoicesFor', () => {
  const android = [voice('English', 'en_US', { default: true }), voice('Filipino', 'fil_PH'), voice('Cantonese', 'zh_HK'), voice('Mandarin', 'zh_CN'), voice('Urdu', 'ur_PK'), voice('Punjabi', 'pa-IN')];

  it('finds voices tagged differently from the help language (Filipino for Tagalog, zh-CN for Simplified Chinese)', () => {
    expect(helpVoicesFor(android, 'tl').map((v) => v.name)).toEqual(['Filipino']);
    expect(helpVoicesFor(android, 'pa').map((v) => v.name)).toEqual(['Punjabi']);
    expect(helpVoicesFor(android, 'ur').map((v) => v.name)).toEqual(['Urdu']);
  });

  it('puts mainland Mandarin before other Chinese voices', () => {
    expect(helpVoicesFor(android, 'zh-Hans').map((v) => v.name)).toEqual(['Mandarin', 'Cantonese']);
  });

  it('offers nothing when the device has no voice for the language', () => {
    expect(helpVoicesFor(android, 'fa')).toEqual([]);
    expect(helpVoicesFor([voice('Hindi?', 'hil-PH')], 'hi')).toEqual([]);
  });
});
