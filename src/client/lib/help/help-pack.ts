import { useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath } from '@shared/api-paths';
import type { HelpPack } from '@shared/contract/help';
import type { HelpLang } from '@shared/help-languages';
import { api } from '../api-client';

/** One help language's pack, fetched when first needed and kept for the visit (the offline worker keeps it too). */
export const useHelpPack = (lang: HelpLang | null) =>
  useQuery({
    queryKey: ['help-pack', lang],
    queryFn: ({ signal }) => api.get<{ data: HelpPack }>(fillPath(API_PATHS.helpPack, { lang: lang! }), undefined, signal).then((b) => b.data),
    enabled: lang !== null,
    staleTime: Infinity,
  });
