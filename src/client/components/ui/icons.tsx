import type { ReactNode, SVGProps } from 'react';

/** Small line icons; always decorative (the text beside them carries the meaning). */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  /** Pixels; by default the icon follows the text size. */
  size?: number;
};

function Icon({ children, size, ...rest }: IconProps) {
  const dimension = size ?? '1.15em';
  return (
    <svg
      width={dimension}
      height={dimension}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

const icon = (paths: string, extra?: ReactNode) =>
  function LineIcon(props: IconProps) {
    return (
      <Icon {...props}>
        {extra}
        <path d={paths} />
      </Icon>
    );
  };

export const CheckIcon = icon('M5 12.5l4.5 4.5L19 7.5');
export const CrossIcon = icon('M6.5 6.5l11 11M17.5 6.5l-11 11');
export const ArrowLeftIcon = icon('M19 12H5M11 6l-6 6 6 6');
export const ArrowRightIcon = icon('M5 12h14M13 6l6 6-6 6');
export const ShuffleIcon = icon('M16 4h4v4M4 20L20 4M20 16v4h-4M15 15l5 5M4 4l5 5');
export const ResetIcon = icon('M3 12a9 9 0 1 0 3-6.7M3 4v5h5');
export const RepeatIcon = icon('M17 2l4 4-4 4M3 11V9a3 3 0 0 1 3-3h15M7 22l-4-4 4-4M21 13v2a3 3 0 0 1-3 3H3');
export const FlipIcon = icon('M12 3v18M8 7H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h3M16 7h3a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-3');
export const ClockIcon = icon('M12 9v4l2.5 2M9 3h6', <circle cx="12" cy="13" r="8" />);
export const BulbIcon = icon('M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z');
export const SpeakerIcon = icon('M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13', <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />);
export const StopIcon = icon('M7 7h10v10H7z');
export const SlidersIcon = icon('M4 7h9M17 7h3M4 17h3M11 17h9', <><circle cx="15" cy="7" r="2" /><circle cx="9" cy="17" r="2" /></>);
export const FlagIcon = icon('M5 21V4M5 4h12l-2.5 4 2.5 4H5');
export const GlobeIcon = icon('M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z');
