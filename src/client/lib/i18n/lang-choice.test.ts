import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageToOffer, rememberLang, rememberedLang } from './lang-choice';

function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

describe('the language offer', () => {
  beforeEach(() => vi.stubGlobal('localStorage', fakeStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('offers French to a French browser on an English page, nothing on a French page', () => {
    expect(languageToOffer('en', ['fr-CA', 'en'])).toBe('fr');
    expect(languageToOffer('en', ['en-CA', 'fr'])).toBeUndefined();
    expect(languageToOffer('fr', ['fr-CA'])).toBeUndefined();
  });

  it('offers the language chosen before, whatever the browser says', () => {
    rememberLang('fr');
    expect(rememberedLang()).toBe('fr');
    expect(languageToOffer('en', ['en-US'])).toBe('fr');
    expect(languageToOffer('fr', ['en-US'])).toBeUndefined();
    rememberLang('en');
    expect(languageToOffer('en', ['fr-CA'])).toBeUndefined();
    expect(languageToOffer('fr', ['fr-CA'])).toBe('en');
  });

  it('works without storage (blocked): the browser language decides', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => rememberLang('fr')).not.toThrow();
    expect(rememberedLang()).toBeUndefined();
    expect(languageToOffer('en', ['fr-FR'])).toBe('fr');
  });
});
