/**
 * No connection: a Wi-Fi mark struck through. Its own module, not one of ui/icons: the header
 * shows it on every page, and importing that module would put every icon in the landing page's code.
 */
export function OfflineIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.25} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 5-2.7M19 13a10 10 0 0 0-2-1.5M2 9a15 15 0 0 1 4-2.6M22 9a15 15 0 0 0-11-3.7M12 20h.01" />
    </svg>
  );
}
