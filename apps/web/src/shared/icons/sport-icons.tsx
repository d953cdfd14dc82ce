import type { ReactNode } from 'react';
import { IconSvg } from './icon-svg.tsx';

export const SPORTS = [
  'nfl',
  'nba',
  'mlb',
  'nhl',
  'soccer',
  'cfb',
  'cbb',
  'golf',
  'tennis',
  'mma',
  'esports',
  'wnba',
  'nascar',
] as const;

export type Sport = (typeof SPORTS)[number];

export const SPORT_LABELS: Record<Sport, string> = {
  nfl: 'NFL',
  nba: 'NBA',
  mlb: 'MLB',
  nhl: 'NHL',
  soccer: 'Soccer',
  cfb: 'College football',
  cbb: 'College basketball',
  golf: 'Golf',
  tennis: 'Tennis',
  mma: 'MMA',
  esports: 'Esports',
  wnba: 'WNBA',
  nascar: 'NASCAR',
};

export function isSport(value: string): value is Sport {
  return (SPORTS as ReadonlyArray<string>).includes(value);
}

/** Drawn on a 24 px grid with 1.8 px round strokes in currentColor, so they sit beside lucide icons. */
const drawings: Record<Sport, ReactNode> = {
  nfl: (
    <>
      <path d="M4.6 19.4C3.6 11.1 11.1 3.6 19.4 4.6c1 8.3-6.5 15.8-14.8 14.8Z" />
      <path d="m9.2 14.8 5.6-5.6M10.4 11.1l2.5 2.5M12.6 9l2.4 2.4M8.9 13.2l1.9 1.9M4.9 15l4.1 4.1M15 4.9l4.1 4.1" />
    </>
  ),
  nba: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 2.5v19M2.5 12h19M5.4 5.2c3.2 3.6 3.2 10 0 13.6M18.6 5.2c-3.2 3.6-3.2 10 0 13.6" />
    </>
  ),
  mlb: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M6 4.7c2.9 3.9 2.9 10.7 0 14.6M18 4.7c-2.9 3.9-2.9 10.7 0 14.6" />
      <path d="m6.2 8.1 1.7-.5M7.1 11.2h1.8M6.2 15.9l1.7.5M17.8 8.1l-1.7-.5M16.9 11.2h-1.8M17.8 15.9l-1.7.5" />
    </>
  ),
  nhl: (
    <>
      <path d="m5.5 2.8 7.7 13.9a2.4 2.4 0 0 0 2.1 1.3h5.2v-2.6h-4.4L8.3 2.8" />
      <ellipse cx="7" cy="17.6" rx="3.6" ry="1.5" />
      <path d="M3.4 17.6v1.7c0 .8 1.6 1.5 3.6 1.5s3.6-.7 3.6-1.5v-1.7" />
    </>
  ),
  soccer: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="m12 8.4 3.4 2.5-1.3 4h-4.2l-1.3-4Z" />
      <path d="M12 8.4V4.6l-3.2-1.6M12 4.6l3.2-1.6M15.4 10.9l3.6-1.2 1.4-3.1M19 9.7l2.4 2.7M14.1 14.9l2.2 3.1-.4 3.1M16.3 18l3.2-.7M9.9 14.9 7.7 18l.4 3.1M7.7 18l-3.2-.7M8.6 10.9 5 9.7 3.6 6.6M5 9.7l-2.4 2.7" />
    </>
  ),
  cfb: (
    <>
      <path d="M4.2 17.6C2.4 11 6.4 4.4 12.7 4.4c4.2 0 7.3 2.6 7.8 6.6h-7.1l1 6.6Z" />
      <path d="M13.6 14.3h7.9M17.6 11v6.6M14.4 17.6h5.4a1.7 1.7 0 0 0 1.7-1.7v-4.9" />
      <path d="M11.6 4.5c-2.5 1.6-3.9 4-4.1 7" />
      <circle cx="10.2" cy="13.6" r="1.3" />
    </>
  ),
  cbb: (
    <>
      <rect x="3" y="2.8" width="18" height="10.2" rx="2" />
      <path d="M9 13V8.5h6V13" />
      <path d="M6.2 13h11.6M7.3 13l1.9 8.2h5.6l1.9-8.2M10.2 13l3.6 8.2M13.8 13l-3.6 8.2" />
    </>
  ),
  golf: (
    <>
      <path d="M9.5 19.5V2.8l8.6 3.9-8.6 3.9" />
      <ellipse cx="12" cy="19.6" rx="8.5" ry="2" />
      <circle cx="16.6" cy="15.2" r="1.5" />
    </>
  ),
  tennis: (
    <>
      <ellipse cx="9.6" cy="9.6" rx="5.6" ry="6.9" transform="rotate(-45 9.6 9.6)" />
      <path d="m13.6 13.6 1.8 1.8M15.4 15.4l5 5M6.2 8.2l5.6 5.6M8.2 6.2l5.6 5.6M6.4 12.4l6-6" />
      <circle cx="19" cy="5" r="2.2" />
    </>
  ),
  mma: (
    <>
      <path d="M9.2 15.6V7a4 4 0 0 1 4-4h2.6a4 4 0 0 1 4 4v6.2a4.4 4.4 0 0 1-1.5 3.3l-.5.4" />
      <path d="M9.2 9.4H7.4a2.4 2.4 0 0 0-2.4 2.4v.6a3.6 3.6 0 0 0 3.6 3.6h5.2a1.8 1.8 0 0 0 0-3.6H11" />
      <path d="M13.6 7.4h3.4" />
      <rect x="8.6" y="16.6" width="9.6" height="4.8" rx="1.2" />
      <path d="M8.6 19h9.6" />
    </>
  ),
  esports: (
    <>
      <path d="M7.2 7.5h9.6a4.6 4.6 0 0 1 4.5 3.7l1 5a2.6 2.6 0 0 1-4.5 2.2l-2.1-2.3H8.3l-2.1 2.3a2.6 2.6 0 0 1-4.5-2.2l1-5a4.6 4.6 0 0 1 4.5-3.7Z" />
      <path d="M7.5 10.2v3.6M5.7 12h3.6" />
      <circle cx="15.6" cy="11" r=".5" fill="currentColor" />
      <circle cx="17.6" cy="13" r=".5" fill="currentColor" />
    </>
  ),
  wnba: (
    <>
      <path d="M8.3 2.8h1.4a2.3 2.3 0 0 0 4.6 0h1.4l.7 3.7a3.4 3.4 0 0 0 2.6 2.6V21.2H5V9.1a3.4 3.4 0 0 0 2.6-2.6Z" />
      <path d="M10 12.4h3.2a1 1 0 0 1 .8 1.6l-3 4.4h3" />
    </>
  ),
  nascar: (
    <>
      <path d="M5 21.2V3" />
      <rect x="5" y="4" width="14.5" height="9.6" rx="1" />
      <path
        d="M5 4h3.6v3.2H5ZM12.3 4h3.6v3.2h-3.6ZM8.6 7.2h3.7v3.2H8.6ZM15.9 7.2h3.6v3.2h-3.6ZM5 10.4h3.6v3.2H5ZM12.3 10.4h3.6v3.2h-3.6Z"
        fill="currentColor"
        stroke="none"
      />
    </>
  ),
};

const unknownSport = (
  <>
    <circle cx="12" cy="9" r="5.5" />
    <path d="m9 13.8-1.5 7.4 4.5-2.4 4.5 2.4-1.5-7.4" />
  </>
);

export type SportIconProps = {
  /** A sport id; an id Kennel has no drawing for shows a generic medal. */
  sport: Sport | (string & {});
  size?: number;
  title?: string;
  className?: string;
};

export function SportIcon({ sport, size = 24, title, className }: SportIconProps) {
  return (
    <IconSvg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      title={title}
      className={className}
      drawing="stroke"
    >
      {isSport(sport) ? drawings[sport] : unknownSport}
    </IconSvg>
  );
}
