import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from 'sonner';
import { Spinner } from './spinner.tsx';

export { toast } from 'sonner';

function subscribeToDocumentTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

// Radix marks <body> while a modal sheet, dialog or menu is open (react-remove-scroll's lock).
function subscribeToModalLock(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['data-scroll-locked'] });
  return () => observer.disconnect();
}

const modalOpen = () => document.body.hasAttribute('data-scroll-locked');

function documentTheme(): 'light' | 'dark' {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

// Sonner reads these variables on its own element, so the inline values beat its light and dark presets.
const kennelToastColours = {
  '--normal-bg': 'var(--kn-surface)',
  '--normal-bg-hover': 'var(--kn-surface-2)',
  '--normal-border': 'var(--kn-border)',
  '--normal-border-hover': 'var(--kn-border-strong)',
  '--normal-text': 'var(--kn-text)',
  '--border-radius': '14px',
} as CSSProperties;

export type ToasterProps = Omit<SonnerToasterProps, 'theme'>;

/**
 * Below the sticky top bar (64 px and its border), with room for the close button, which pokes out
 * above the toast's corner: a toast never covers the bar's links, balance or menus.
 */
const BELOW_TOP_BAR = 'calc(4rem + 1px + 1rem)';
/**
 * While a modal is open the top bar is inert under its overlay, and a bottom sheet's header (its
 * title and Close) starts right under the bar: toasts move up over the bar, above the sheet.
 */
const OVER_TOP_BAR = 'calc(env(safe-area-inset-top) + 0.5rem)';

/**
 * Kennel's toasts: surface colours of the current theme (it watches the `dark` class on <html>, so it
 * follows ThemeProvider without depending on it) and brand-toned icons. Where they show keeps them off
 * the navigation and off what the player just pressed: at every width under the top bar, in the
 * middle (over it while a modal covers it), away from the bottom tab bar, the slip bar over it, a
 * sheet's buttons, the desktop slip's Submit and the support chat. At the bottom left on desktop a
 * toast covered the pick'em board's lowest lines, where the player had just tapped.
 */
export function Toaster({ style, toastOptions, ...props }: ToasterProps) {
  const theme = useSyncExternalStore(subscribeToDocumentTheme, documentTheme, () => 'light' as const);
  const modal = useSyncExternalStore(subscribeToModalLock, modalOpen, () => false);
  const underTopBar = { top: modal ? OVER_TOP_BAR : BELOW_TOP_BAR, left: 12, right: 12 };
  return (
    <SonnerToaster
      theme={theme}
      position="top-center"
      closeButton
      gap={10}
      offset={underTopBar}
      mobileOffset={underTopBar}
      icons={{
        success: <CircleCheck className="size-[18px] text-success" aria-hidden="true" />,
        error: <CircleAlert className="size-[18px] text-danger" aria-hidden="true" />,
        warning: <TriangleAlert className="size-[18px] text-warning" aria-hidden="true" />,
        info: <Info className="size-[18px] text-brand" aria-hidden="true" />,
        loading: <Spinner size={16} label={null} className="text-muted" />,
      }}
      style={{ ...kennelToastColours, ...style }}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: 'font-sans gap-3! px-4! py-3.5! shadow-raised! text-sm!',
          title: 'font-semibold! text-text!',
          description: 'text-muted! text-[13px]!',
          actionButton: 'bg-brand! text-brand-contrast! font-semibold! rounded-lg! h-8! px-3!',
          cancelButton: 'bg-surface-2! text-text! font-semibold! rounded-lg! h-8! px-3!',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
