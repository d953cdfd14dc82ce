import { type ReactNode, useId } from 'react';

export type IconSvgProps = {
  width: number;
  height: number;
  viewBox: string;
  /** Names the icon for screen readers; without it the icon is decoration and hidden from them. */
  title?: string;
  className?: string;
  children: ReactNode;
  /** Stroke drawing in the text colour (sport icons) or filled artwork (card badges). */
  drawing: 'stroke' | 'fill';
};

export function IconSvg({ width, height, viewBox, title, className, children, drawing }: IconSvgProps) {
  const titleId = useId();
  const strokeProps =
    drawing === 'stroke'
      ? {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 1.8,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        }
      : {};
  const shared = {
    xmlns: 'http://www.w3.org/2000/svg',
    width,
    height,
    viewBox,
    className,
    focusable: 'false' as const,
  };
  if (!title) {
    return (
      <svg {...shared} {...strokeProps} aria-hidden="true">
        {children}
      </svg>
    );
  }
  return (
    <svg {...shared} {...strokeProps} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      {children}
    </svg>
  );
}
