export { Accordion, type AccordionItem, type AccordionProps } from './accordion.tsx';
export { Badge, type BadgeProps, type BadgeTone } from './badge.tsx';
export {
  Button,
  type ButtonClassOptions,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClasses,
  IconButton,
  type IconButtonProps,
} from './button.tsx';
export { Card, CardBody, CardHeader, type CardHeaderProps, type CardProps } from './card.tsx';
export { Checkbox, type CheckboxProps } from './checkbox.tsx';
export { cn } from './cn.ts';
export { Dialog, DialogClose, type DialogProps } from './dialog.tsx';
export { EmptyState, type EmptyStateProps } from './empty-state.tsx';
export { Field, type FieldControlProps, type FieldProps, useFieldControl } from './field.tsx';
export { Input, type InputProps, Select, type SelectProps } from './input.tsx';
export { type LazyPart, lazyPart, useLazyPart } from './lazy-part.ts';
export { LoadFailed, type LoadFailedProps } from './load-failed.tsx';
export { LoadMore, type LoadMoreProps } from './load-more.tsx';
export { CompactEmpty, Loadable, type LoadableProps } from './loadable.tsx';
export { Logo, type LogoProps } from './logo.tsx';
export { formatMoney, Money, type MoneyProps } from './money.tsx';
export { PageHeader, type PageHeaderProps } from './page-header.tsx';
export { FeatureCard, PageSection, type PageSectionProps } from './page-section.tsx';
export { ScrollRegion, type ScrollRegionProps } from './scroll-region.tsx';
export { Sheet, type SheetProps } from './sheet.tsx';
export {
  Skeleton,
  SkeletonCards,
  type SkeletonCardsProps,
  SkeletonText,
  type SkeletonTextProps,
} from './skeleton.tsx';
export { Spinner, type SpinnerProps } from './spinner.tsx';
export { Switch, type SwitchProps } from './switch.tsx';
export { type TabItem, TabPanel, type TabPanelProps, Tabs, type TabsProps } from './tabs.tsx';
export { toast } from './toast.ts';
export { Toaster, type ToasterProps } from './toaster.tsx';
export { useWideScreen } from './use-wide-screen.ts';
export { VisuallyHidden } from './visually-hidden.tsx';
