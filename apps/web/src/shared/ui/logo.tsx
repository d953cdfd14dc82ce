import { useId } from 'react';
import { cn } from './cn.ts';

export type LogoProps = {
  /** Height in pixels; the width follows. */
  size?: number;
  /** The mark alone, for tight spaces such as the phone header. */
  variant?: 'full' | 'mark';
  /** Accessible name; pass null when a surrounding link already names it. */
  title?: string | null;
  className?: string;
};

const WORDMARK =
  'M2 3v20M12 11l-9 7.5M6.5 15.5 12 23' + // k
  'M19 17h12a6 6 0 1 0-1.76 4.24' + // e
  'M38 11v12M38 16a5 5 0 0 1 10 0v7' + // n
  'M55 11v12M55 16a5 5 0 0 1 10 0v7' + // n
  'M72 17h12a6 6 0 1 0-1.76 4.24' + // e
  'M91 3v15a5 5 0 0 0 5 5'; // l

/** The Kennel mark (a doghouse on a brand tile) and the wordmark; both follow the theme. */
export function Logo({ size = 28, variant = 'full', title = 'Kennel', className }: LogoProps) {
  const width = variant === 'mark' ? 32 : 142;
  const titleId = useId();
  const shared = {
    viewBox: `0 0 ${width} 32`,
    height: size,
    width: (size * width) / 32,
    className: cn('shrink-0', className),
  };
  const artwork = (
    <>
      <rect width="32" height="32" rx="9" className="fill-brand" />
      <path
        d="M16 6.2 27.2 15.4h-2.4V24.6H7.2V15.4H4.8Z"
        strokeLinejoin="round"
        strokeWidth="1.6"
        className="fill-brand-contrast stroke-brand-contrast"
      />
      <path d="M12.6 25.4v-4.6a3.4 3.4 0 0 1 6.8 0v4.6Z" className="fill-brand" />
      {variant === 'full' && (
        <path
          d={WORDMARK}
          transform="translate(45 3.5) skewX(-8)"
          fill="none"
          stroke="currentColor"
          strokeWidth="4.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </>
  );
  if (title === null) {
    return (
      <svg {...shared} aria-hidden="true">
        {artwork}
      </svg>
    );
  }
  return (
    <svg {...shared} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      {artwork}
    </svg>
  );
}
