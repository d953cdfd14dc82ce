export {
  CARD_BRAND_LABELS,
  CARD_BRANDS,
  type CardBrand,
  CardBrandIcon,
  type CardBrandIconProps,
  isCardBrand,
} from './card-brand-icons.tsx';
export { isSport, SPORT_LABELS, SPORTS, type Sport, SportIcon, type SportIconProps } from './sport-icons.tsx';
