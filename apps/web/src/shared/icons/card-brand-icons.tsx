import type { ReactNode } from 'react';
import { IconSvg } from './icon-svg.tsx';

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;

export type CardBrand = (typeof CARD_BRANDS)[number];

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

export function isCardBrand(value: string): value is CardBrand {
  return (CARD_BRANDS as ReadonlyArray<string>).includes(value);
}

const letters = {
  fill: 'none',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Clean approximations drawn for Kennel on a 36×24 badge, in each network's colours. */
const badges: Record<CardBrand, ReactNode> = {
  visa: (
    <>
      <rect width="36" height="24" rx="4" fill="#1434cb" />
      <g transform="translate(3 0) skewX(-12)" stroke="#fff" strokeWidth="2.1" {...letters}>
        <path d="m7 8.5 2.5 7 2.5-7M14.4 8.5v7" />
        <path d="M21 9.3a3.3 3.3 0 0 0-2.4-.9c-1.3 0-2.2.7-2.2 1.8 0 2.4 4.6 1.4 4.6 3.6 0 1.2-1 1.8-2.3 1.8a3.9 3.9 0 0 1-2.7-1" />
        <path d="m22.6 15.5 2.7-7 2.7 7M23.6 13.2H27" />
      </g>
    </>
  ),
  mastercard: (
    <>
      <rect x=".5" y=".5" width="35" height="23" rx="3.5" fill="#1c1c20" stroke="#3b3b44" />
      <circle cx="14.5" cy="12" r="6.5" fill="#eb001b" />
      <circle cx="21.5" cy="12" r="6.5" fill="#f79e1b" />
      <path d="M18 6.52a6.5 6.5 0 0 1 0 10.96 6.5 6.5 0 0 1 0-10.96Z" fill="#ff5f00" />
    </>
  ),
  amex: (
    <>
      <rect width="36" height="24" rx="4" fill="#006fcf" />
      <g stroke="#fff" strokeWidth="1.9" {...letters} strokeLinecap="square" strokeLinejoin="miter">
        <path d="m6 15.5 2.5-7 2.5 7M7 13h3" />
        <path d="M12.6 15.5v-7l2.5 4 2.5-4v7" />
        <path d="M23 8.5h-3.5v7H23M19.5 12h3" />
        <path d="m24.6 8.5 5.4 7M30 8.5l-5.4 7" />
      </g>
    </>
  ),
  discover: (
    <>
      <rect x=".5" y=".5" width="35" height="23" rx="3.5" fill="#fff" stroke="#d9dbe3" />
      <path d="M26 23.5c4.6-1.2 7.8-3.5 9.5-6.6v3.1a3.5 3.5 0 0 1-3.5 3.5Z" fill="#f58220" />
      <g stroke="#231f20" strokeWidth="1.3" {...letters}>
        <path d="M4.6 9.7v4.6h1.1a2.3 2.3 0 0 0 0-4.6ZM8.6 9.7v4.6" />
        <path d="M12.1 10.3a1.7 1.7 0 0 0-1.3-.6c-.7 0-1.1.4-1.1.9 0 1.4 2.5.9 2.5 2.4 0 .6-.5 1.1-1.3 1.1a1.9 1.9 0 0 1-1.4-.6" />
        <path d="M15.6 10.2a2.3 2.3 0 1 0 0 3.6" />
        <path d="m21.6 9.7 1.3 4.6 1.3-4.6M27.2 9.7h-2v4.6h2M25.2 12h1.8" />
        <path d="M28.4 14.3V9.7h1.3a1.2 1.2 0 0 1 0 2.5h-1.3M29.7 12.2l1.3 2.1" />
      </g>
      <circle cx="18.6" cy="12" r="2.5" fill="#f58220" />
    </>
  ),
  unknown: (
    <>
      <rect x=".5" y=".5" width="35" height="23" rx="3.5" fill="#e6e8ef" stroke="#c9cdd9" />
      <rect x="1" y="5.5" width="34" height="3.5" fill="#9aa0b2" />
      <rect x="5" y="13" width="6.5" height="5" rx="1.2" fill="#c2a75e" />
      <path d="M15 15.5h8M25 15.5h6" stroke="#9aa0b2" strokeWidth="1.6" strokeLinecap="round" />
    </>
  ),
};

export type CardBrandIconProps = {
  /** A card network; anything Kennel does not know shows a plain card. */
  brand: CardBrand | (string & {});
  /** Height in pixels; the badge is 1.5 times as wide. */
  size?: number;
  title?: string;
  className?: string;
};

export function CardBrandIcon({ brand, size = 24, title, className }: CardBrandIconProps) {
  return (
    <IconSvg
      width={size * 1.5}
      height={size}
      viewBox="0 0 36 24"
      title={title}
      className={className}
      drawing="fill"
    >
      {badges[isCardBrand(brand) ? brand : 'unknown']}
    </IconSvg>
  );
}
