import type { ReactNode } from 'react';
import type { LessonBlock } from '@shared/contract/lesson-content';

type SymbolId = Extract<LessonBlock, { type: 'symbols' }>['items'][number]['symbol'];

// Our own flat drawings on a 64×64 grid. Red is currentColor (the card sets it to --red).
const INK = '#1a1d23';
const GOLD = '#dca626';
const BROWN = '#8a5a2e';
const DARK_BROWN = '#4e3219';

/** An 11-point maple leaf, stem down, on a 100×92 grid (place it with a transform). */
const LEAF =
  'M50 0L57 15L66 11L62 36L79 25L83 32L98 27L91 44L95 49L72 62L76 70L53 64L54 86L46 86L47 64L24 70L28 62L5 49L9 44L2 27L17 32L21 25L38 36L34 11L43 15z';

const leaf = (x: number, y: number, scale: number) => <path d={LEAF} fill="currentColor" transform={`translate(${x} ${y}) scale(${scale})`} />;

const crown = (
  <g stroke={INK} strokeWidth="1.5" strokeLinejoin="round">
    <path d="M12 42L8 20l12 12 12-18 12 18 12-12-4 22z" fill={GOLD} />
    <rect x="12" y="42" width="40" height="8" rx="1.5" fill={GOLD} />
    <circle cx="8" cy="19" r="3" fill={GOLD} />
    <circle cx="32" cy="12" r="3" fill={GOLD} />
    <circle cx="56" cy="19" r="3" fill={GOLD} />
    <circle cx="32" cy="46" r="2.2" fill="currentColor" strokeWidth="1" />
  </g>
);

const DRAWINGS: Record<SymbolId, ReactNode> = {
  flag: (
    <>
      <rect x="2.5" y="16.5" width="59" height="29" fill="#fff" stroke="#b9bfc7" />
      <path d="M2 16h15v30H2zM47 16h15v30H47z" fill="currentColor" />
      {leaf(21, 21, 0.22)}
    </>
  ),
  'maple-leaf': leaf(3, 5, 0.58),
  crown: <g transform="translate(0 4)">{crown}</g>,
  'coat-of-arms': (
    <>
      <g transform="translate(20 0) scale(.38)">{crown}</g>
      <g stroke={INK} strokeWidth="1.8" strokeLinejoin="round">
        <path d="M13 21h38v18c0 12-8 18-19 23-11-5-19-11-19-23z" fill="#fff" />
        <path d="M13 39h38M32 21v18M13 30h38" fill="none" strokeWidth="1.2" />
      </g>
      {leaf(26.5, 42, 0.11)}
      {leaf(21, 41, 0.08)}
      {leaf(36, 41, 0.08)}
    </>
  ),
  beaver: (
    <g stroke={INK} strokeWidth="1.2" strokeLinejoin="round">
      <g transform="rotate(-18 13 46)">
        <ellipse cx="13" cy="46" rx="11" ry="4.5" fill={DARK_BROWN} />
        <path d="M7 43v6M11 42v8M15 42v8M19 43v6" stroke="#b08055" strokeWidth="0.8" />
      </g>
      <path d="M18 48c-3-12 7-22 20-21 7 .5 11 4 12 9l1 12z" fill={BROWN} />
      <circle cx="49" cy="33" r="8" fill={BROWN} />
      <ellipse cx="56.5" cy="35.5" rx="4.5" ry="3.5" fill={BROWN} />
      <circle cx="45" cy="26" r="2" fill={BROWN} />
      <path d="M54.5 39h3v3.5h-3z" fill="#fff" strokeWidth="1" />
      <ellipse cx="46" cy="48" rx="4" ry="2" fill={DARK_BROWN} />
      <circle cx="51" cy="31" r="1.2" fill={INK} stroke="none" />
      <circle cx="60" cy="34" r="1.4" fill={INK} stroke="none" />
    </g>
  ),
  'fleur-de-lys': (
    <g fill="#0b4fa3">
      <path d="M32 4c7 8 9 18 4 31h-8c-5-13-3-23 4-31z" />
      <path d="M37 35c1-9 6-16 13-17 7-1 10 6 6 10-2 2-5 1-5-1 2 0 3-2 1-3-4-2-8 3-9 11z" />
      <path d="M27 35c-1-9-6-16-13-17-7-1-10 6-6 10 2 2 5 1 5-1-2 0-3-2-1-3 4-2 8 3 9 11z" />
      <rect x="19" y="36" width="26" height="5" rx="1.5" />
      <path d="M29 42h6l-1 10-2 6-2-6zM28 42c-2 6-7 9-12 7 2 5 8 5 12 1zM36 42c2 6 7 9 12 7-2 5-8 5-12 1z" />
    </g>
  ),
  parliament: (
    <g stroke={INK} strokeWidth="1.3" strokeLinejoin="round">
      <path d="M32 1v5" />
      <path d="M32 1.5h5l-1.3 1.5 1.3 1.5h-5z" fill="currentColor" strokeWidth="1" />
      <path d="M25 20l7-14 7 14z" fill="#4f8a74" />
      <path d="M26 20h12v36H26zM5 36h21v20H5zM38 36h21v20H38z" fill="#efe6cf" />
      <path d="M5 36l4-6h17v6M59 36l-4-6H38v6" fill="#4f8a74" />
      <circle cx="32" cy="27" r="3.2" fill="#fff" />
      <path d="M29.5 56v-8a2.5 2.5 0 015 0v8M10 41v5M15 41v5M20 41v5M44 41v5M49 41v5M54 41v5M30 34v6M34 34v6M2 56h60" fill="none" />
    </g>
  ),
  poppy: (
    <g stroke="#8f0e15" strokeWidth="1">
      <circle cx="23" cy="24" r="12" fill="currentColor" />
      <circle cx="41" cy="24" r="12" fill="currentColor" />
      <circle cx="23" cy="41" r="12" fill="currentColor" />
      <circle cx="41" cy="41" r="12" fill="currentColor" />
      <circle cx="32" cy="32.5" r="7" fill={INK} stroke="none" />
      <circle cx="32" cy="32.5" r="2" fill="#5b6f3a" stroke="none" />
    </g>
  ),
  rcmp: (
    <g stroke={INK} strokeWidth="1.3" strokeLinejoin="round">
      <ellipse cx="32" cy="44" rx="29" ry="7" fill={BROWN} />
      <path d="M18 44c0-10 3-22 14-29 11 7 14 19 14 29-4 2-24 2-28 0z" fill="#a8733f" />
      <path d="M18.5 39.5c5 2 22 2 27 0l.5 4.5c-4 2-24 2-28 0z" fill={DARK_BROWN} />
      <path d="M32 15v13M25 23l3 9M39 23l-3 9" fill="none" />
    </g>
  ),
  hockey: (
    <g strokeLinecap="round" strokeLinejoin="round">
      <path d="M50 4L24 50c-2 4-5 6-10 6H5" fill="none" stroke={BROWN} strokeWidth="5" />
      <path d="M8 56h6c3 0 6-1 8-4" fill="none" stroke={INK} strokeWidth="5.2" />
      <path d="M37 50v4c0 2.2 4.5 4 10 4s10-1.8 10-4v-4z" fill={INK} />
      <ellipse cx="47" cy="50" rx="10" ry="4" fill="#4a505a" />
    </g>
  ),
  anthem: (
    <g fill={INK}>
      <ellipse cx="18" cy="49" rx="7.5" ry="5.5" transform="rotate(-22 18 49)" />
      <ellipse cx="45" cy="43" rx="7.5" ry="5.5" transform="rotate(-22 45 43)" />
      <path d="M23 47V15l28-7v33h-3V17l-22 5.5V47z" />
      <path d="M23 14l28-7v8l-28 7z" />
    </g>
  ),
};

export function SymbolIcon({ symbol, size = 48 }: { symbol: SymbolId; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 64 64">
      {DRAWINGS[symbol]}
    </svg>
  );
}
