import { cn } from './cn.ts';

export type SpinnerProps = {
  /** Pixel size of the spinner; it inherits the text colour. */
  size?: number;
  /** Read to screen readers; pass null when a parent already says what is loading. */
  label?: string | null;
  className?: string;
};

export function Spinner({ size = 20, label = 'Loading', className }: SpinnerProps) {
  const svg = (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cn('shrink-0 motion-safe:animate-spin', className)}
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (label === null) return svg;
  return (
    <span role="status" className="inline-flex">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}
