import { useEffect, useState } from 'react';

/**
 * A QR code of `text`, drawn as one SVG path (the encoder is loaded only when a learner asks for
 * it). Dark on white with a quiet zone, as phone cameras expect, in any colour scheme.
 */
export function SyncQr({ text, label }: { text: string; label: string }) {
  const [cells, setCells] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let live = true;
    void import('qr').then(({ encodeQR }) => {
      if (live) setCells(encodeQR(text, 'raw', { ecc: 'medium', border: 4 }));
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!cells) return <div style={{ width: 200, height: 200 }} aria-hidden="true" />;
  const size = cells.length;
  const path = cells.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width="200" height="200" shapeRendering="crispEdges" data-testid="sync-qr">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
