import { describe, expect, it } from 'vitest';
import { pageKey } from './page-key';

const key = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return pageKey(pathname, searchParams);
};

describe('pageKey', () => {
  it('gives every spelling of one page one key', () => {
    expect(key('/practice?category=geo&utm_source=x')).toEqual({ key: '/practice?category=GEO' });
    expect(key('/practice?category=geography')).toEqual({ key: '/practice?category=GEO' });
    expect(key('/practice?category=ALL&questions=20')).toEqual({ key: '/practice' });
    expect(key('/study/HiStOrY')).toEqual({ key: '/study/history' });
    expect(key('/study/HIS')).toEqual({ key: '/study/history' });
    expect(key('/flashcards/')).toEqual({ key: '/flashcards' });
    expect(key('/about?anything=1')).toEqual({ key: '/about' });
  });

  it('renders every unknown path as the one not-found page', () => {
    expect(key('/no-such-page')).toEqual({ key: '/404' });
    expect(key(`/${'x'.repeat(4000)}`)).toEqual({ key: '/404' });
  });

  it('sends an address no link of ours makes to the shell, never to a render of its own', () => {
    expect(key('/practice?questions=123456')).toEqual({ shell: true });
    expect(key('/practice?category=<script>')).toEqual({ shell: true });
    expect(key('/practice?mode=everything')).toEqual({ shell: true });
    expect(key(`/study/${'y'.repeat(3000)}`)).toEqual({ shell: true });
  });

  it('keeps the values that change what a screen shows', () => {
    expect(key('/practice?mode=missed&scope=last')).toEqual({ key: '/practice?mode=missed&scope=last' });
    expect(key('/practice-test?questions=10&random=true')).toEqual({ key: '/practice-test?questions=10&random=true' });
    expect(key('/study/GEO/practice?size=20')).toEqual({ key: '/study/geography/practice?size=20' });
    expect(key('/study/geography/practice?size=10')).toEqual({ key: '/study/geography/practice' });
    expect(key('/study/history/flashcards')).toEqual({ key: '/study/history/flashcards' });
    expect(key('/study/history/cram')).toEqual({ shell: true });
    expect(key('/study/history/practice?size=7')).toEqual({ shell: true });
    expect(key('/study/category/GEO')).toEqual({ key: '/study/category/GEO' });
  });
});
