import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shared/api-paths';
import type { ChapterSummary } from '@shared/contract/lessons';
import { api } from '../../../lib/api-client';

/** The lessons' chapters and sections (English), to choose the section that teaches a question. */
export const useLessonOutline = () =>
  useQuery({
    queryKey: ['admin', 'lesson-outline'],
    queryFn: ({ signal }) => api.get<{ data: ChapterSummary[] }>(API_PATHS.lessons, undefined, signal).then((b) => b.data),
    staleTime: Infinity,
  });
