import { type RefObject, useEffect, useRef } from 'react';

interface PoolShortcuts {
  searchRef: RefObject<HTMLInputElement | null>;
  poolRef: RefObject<HTMLElement | null>;
  move: (step: number) => void;
  /** Enter in the search box: to the list, never a pick (a phone's Search/Go key is an Enter). */
  toList: () => void;
  /** Drafts the highlighted player, if the player moved to it. */
  draft: () => void;
  queue: () => void;
  /** Opens the highlighted player's card. */
  card: () => void;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The room's keys: `/` focuses the search, arrows move through the pool (from the search box or the
 * list), Enter in the search box moves to the list, Enter in the list or on the page drafts the
 * highlighted player, `q` queues it, `i` opens its card. Keys typed into other fields, with a
 * modifier, or that finish an IME composition are left alone.
 */
export function usePoolShortcuts(shortcuts: PoolShortcuts) {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      // The Enter that commits a composed word (Japanese, Chinese, Korean input) is not a shortcut.
      if (event.isComposing || event.keyCode === 229) return;
      const { searchRef, poolRef, move, toList, draft, queue, card } = latest.current;
      const target = event.target;
      // A dialog (the shortcuts help) or the queue's drag handle owns its own keys.
      if (
        target instanceof HTMLElement &&
        target.closest('[role="dialog"], [aria-roledescription="sortable"]')
      )
        return;
      const inSearch = target === searchRef.current;
      const inPool = target instanceof Node && poolRef.current?.contains(target) === true;
      const onPage = target === document.body || target === document.documentElement || target === null;
      const onButton = target instanceof HTMLElement && target.closest('button, a') !== null;
      if (event.key === '/' && !typing(target)) {
        event.preventDefault();
        searchRef.current?.focus();
      } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && (inSearch || inPool || onPage)) {
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'Enter' && inSearch) {
        event.preventDefault();
        toList();
      } else if (event.key === 'Enter' && (onPage || (inPool && !onButton))) {
        event.preventDefault();
        draft();
      } else if ((event.key === 'q' || event.key === 'Q') && !typing(target)) {
        event.preventDefault();
        queue();
      } else if ((event.key === 'i' || event.key === 'I') && !typing(target)) {
        event.preventDefault();
        card();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
