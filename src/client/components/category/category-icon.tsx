import type { CategoryCode } from '@shared/categories';

/** Line icons per category (emoji fonts are missing on many systems, so we draw our own). */
const PATHS: Record<CategoryCode, string> = {
  RIG: 'M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 006 0zM19 7l-3 7a3 3 0 006 0zM12 3l-2 2h4z',
  HIS: 'M6 4h11a2 2 0 012 2v12a2 2 0 01-2 2H6zM6 4a2 2 0 00-2 2v1h2M6 20a2 2 0 01-2-2v-1h2M9 9h7M9 13h7',
  GOV: 'M3 21h18M5 21V10M9.5 21V10M14.5 21V10M19 21V10M2 10h20L12 3z',
  GEO: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  SYM: 'M12 3l1.6 3.6 2.6-1.3-.6 4.5 2.7-2.2.5 2 2.7-.5-1 3 1 .8-4.7 3.6.4 2-4-.7V22h-1v-4.2l-4 .7.4-2L3.5 13l1-.8-1-3 2.7.5.5-2 2.7 2.2-.6-4.5 2.6 1.3z',
  ECO: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16M11 12h2v2h-2z',
};

export function CategoryIcon({ code, size = 24 }: { code: CategoryCode; size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" focusable="false">
      <path d={PATHS[code]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
