/** A class list, or nothing (a condition that did not hold). */
export type ClassValue = string | false | null | undefined | 0;

/**
 * Joins class names, skipping falsy ones. A plain join, not a merge: the lists given must not set the
 * same thing twice (`text-muted` with `text-brand`), since the stylesheet's order, not theirs, would
 * decide which wins. A component takes a `className` that adds to its own classes, and offers a prop
 * for what a caller may change (a tone, a size). The web tests fail on any element whose classes
 * override one another (test/class-conflicts.ts). tailwind-merge did this merge for 8 KB gzip on
 * every first load (issue 25).
 */
export function cn(...classes: ClassValue[]): string {
  let joined = '';
  for (const value of classes) {
    if (!value) continue;
    const list = value.trim();
    if (list) joined = joined ? `${joined} ${list}` : list;
  }
  return joined;
}
