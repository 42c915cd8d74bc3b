import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';

describe('remembered translations', () => {
  it('give what i18next gives: plurals, interpolation, key prefixes and namespaces', () => {
    const i18n = createI18n('en');
    i18n.addResourceBundle('en', 'deck', { left_one: '{{count}} card left', left_other: '{{count}} cards left', hello: 'Hello {{name}}', nested: { title: 'Deck' } });
    const t = i18n.getFixedT(null, 'deck');
    expect(t('left', { count: 1 })).toBe('1 card left');
    expect(t('left', { count: 3 })).toBe('3 cards left');
    expect(t('left', { count: 1 })).toBe('1 card left');
    expect(t('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('hello', { name: 'Li' })).toBe('Hello Li');
    // An option that is an object is passed through, never remembered by a wrong key.
    expect(t('hello', { name: 'Sam', extra: { a: 1 } })).toBe('Hello Sam');
    expect(i18n.getFixedT(null, 'deck', 'nested')('title')).toBe('Deck');
  });

  it('follow strings added later and a change of language', async () => {
    const i18n = createI18n('en');
    const t = i18n.getFixedT(null, 'deck');
    expect(t('title')).toBe('title');
    i18n.addResourceBundle('en', 'deck', { title: 'Flashcards' });
    expect(i18n.getFixedT(null, 'deck')('title')).toBe('Flashcards');
    expect(t('title')).toBe('Flashcards');
    i18n.addResourceBundle('fr', 'deck', { title: 'Cartes' });
    await i18n.changeLanguage('fr');
    expect(i18n.getFixedT(null, 'deck')('title')).toBe('Cartes');
    expect(i18n.getFixedT('en', 'deck')('title')).toBe('Flashcards');
  });
});
