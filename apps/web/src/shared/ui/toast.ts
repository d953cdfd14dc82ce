import type { toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;
type Show = (message: Parameters<SonnerToast>[0], options?: Parameters<SonnerToast>[1]) => void;

// Sonner (about 9 KB gzipped) loads with the first toast, not with every page that may raise one;
// the deferred toaster (app/deferred-toaster.tsx) shows toasts raised before it mounted.
let loading: Promise<SonnerToast> | null = null;
const loadToast = () => (loading ??= import('./toaster.tsx').then((module) => module.toast));

function shower(kind?: 'success' | 'error' | 'info' | 'warning'): Show {
  return (message, options) => {
    void loadToast().then((toast) => (kind ? toast[kind] : toast)(message, options));
  };
}

/** Raises a toast, as sonner's `toast` does, loading sonner on the first one. */
export const toast: Show & Record<'success' | 'error' | 'info' | 'warning', Show> = Object.assign(shower(), {
  success: shower('success'),
  error: shower('error'),
  info: shower('info'),
  warning: shower('warning'),
});
