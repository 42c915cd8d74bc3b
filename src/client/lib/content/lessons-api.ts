import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath } from '@shared/api-paths';
import type { ChapterSummary, GlossaryEntry, LessonChapter } from '@shared/contract/lessons';
import type { ContentSource } from '@shared/page-render';
import type { Lang } from '@shared/constants';
import { api } from '../api-client';
import { useLang } from '../i18n/use-lang';
import type { PrefetchedQuery } from './prefetched-query';

const langParam = (lang: Lang) => (lang === 'en' ? undefined : lang);

const lessonKeys = {
  index: (lang: Lang) => ['lessons', lang, 'index'] as const,
  chapter: (lang: Lang, slug: string) => ['lessons', lang, 'chapter', slug] as const,
  glossary: (lang: Lang) => ['lessons', lang, 'glossary'] as const,
};

// Lessons change only with a release: what the page was drawn with stays good for the visit.
const FOR_THE_VISIT = Infinity;

const indexQuery = (lang: Lang) =>
  queryOptions({
    queryKey: lessonKeys.index(lang),
    queryFn: ({ signal }) => api.get<{ data: ChapterSummary[] }>(API_PATHS.lessons, { lang: langParam(lang) }, signal).then((b) => b.data),
    staleTime: FOR_THE_VISIT,
  });

const chapterQuery = (lang: Lang, slug: string) =>
  queryOptions({
    queryKey: lessonKeys.chapter(lang, slug),
    queryFn: ({ signal }) => api.get<{ data: LessonChapter }>(fillPath(API_PATHS.lesson, { slug }), { lang: langParam(lang) }, signal).then((b) => b.data),
    staleTime: FOR_THE_VISIT,
  });

const glossaryQuery = (lang: Lang) =>
  queryOptions({
    queryKey: lessonKeys.glossary(lang),
    queryFn: ({ signal }) => api.get<{ data: GlossaryEntry[] }>(API_PATHS.glossary, { lang: langParam(lang) }, signal).then((b) => b.data),
    staleTime: FOR_THE_VISIT,
  });

export const useLessonIndex = () => useQuery(indexQuery(useLang()));
export const useLessonChapter = (slug: string) => useQuery(chapterQuery(useLang(), slug));
export const useGlossary = () => useQuery(glossaryQuery(useLang()));

/**
 * Once the page has its lesson data, asks for the lesson reads once more so the offline worker
 * keeps them (the server put them in the page, so the browser had not asked for them): the
 * lesson, the list and the key terms then open offline.
 */
export function useKeepLessonsOffline(ready: boolean, slug?: string): void {
  const lang = useLang();
  useEffect(() => {
    if (!ready) return;
    const query = { lang: langParam(lang) };
    const reads = [API_PATHS.lessons, API_PATHS.glossary, ...(slug ? [fillPath(API_PATHS.lesson, { slug })] : [])];
    for (const path of reads) void api.get(path, query).catch(() => undefined);
  }, [ready, lang, slug]);
}

/** What a server render of a lesson page puts in the query cache. */
export const lessonServerQueries = {
  index: (source: ContentSource): PrefetchedQuery => ({ queryKey: lessonKeys.index(source.lang), data: source.lessonIndex() }),
  chapter: (source: ContentSource, slug: string): PrefetchedQuery[] => {
    const chapter = source.lesson(slug);
    return chapter ? [{ queryKey: lessonKeys.chapter(source.lang, slug), data: chapter }] : [];
  },
  glossary: (source: ContentSource): PrefetchedQuery => ({ queryKey: lessonKeys.glossary(source.lang), data: source.glossary() }),
};
