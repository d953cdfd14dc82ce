import {
  type ComponentType,
  cloneElement,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';

let loading: Promise<typeof import('./radix-dialogs.tsx')> | null = null;
export const loadRadixDialogs = () => (loading ??= import('./radix-dialogs.tsx'));

/** Once the page has loaded and the browser is idle: a dialog is rarely pressed in the first second. */
function loadWhenIdle(): () => void {
  let cancelled = false;
  const load = () => {
    if (!cancelled) void loadRadixDialogs();
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(load) : setTimeout(load, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
  };
}

interface OpenableProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
}

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
};

/**
 * A dialog or sheet whose Radix code is not in the page's first download: it loads once the page is
 * idle, or when the trigger is hovered, focused or pressed; until it first opens only the trigger is
 * drawn (pressed before the code arrived, the dialog opens as soon as it has).
 * An open dialog stays mounted, so closing it keeps Radix's animation and focus return.
 */
export function LazyDialog<P extends OpenableProps>({
  view: View,
  props,
}: {
  view: ComponentType<P>;
  props: P;
}) {
  useEffect(loadWhenIdle, []);
  const controlled = props.open !== undefined;
  const [wanted, setWanted] = useState(Boolean(props.open || props.defaultOpen));
  const [openedByTrigger, setOpenedByTrigger] = useState(false);
  if (props.open && !wanted) setWanted(true);
  const trigger = isValidElement<TriggerProps>(props.trigger)
    ? cloneElement(props.trigger as ReactElement<TriggerProps>, {
        'aria-haspopup': 'dialog',
        'aria-expanded': false,
        onPointerEnter: () => void loadRadixDialogs(),
        onFocus: () => void loadRadixDialogs(),
        onClick: (event: MouseEvent<HTMLElement>) => {
          (props.trigger as ReactElement<TriggerProps>).props.onClick?.(event);
          if (event.defaultPrevented) return;
          if (controlled) props.onOpenChange?.(true);
          else {
            setOpenedByTrigger(true);
            setWanted(true);
          }
        },
      })
    : (props.trigger ?? null);
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <View {...props} defaultOpen={props.defaultOpen || openedByTrigger} />
    </Suspense>
  );
}
