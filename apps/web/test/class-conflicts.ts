// biome-ignore lint/style/noRestrictedImports: the tests' reference merge; the app joins classes plainly (cn.ts)
import { twMerge } from 'tailwind-merge';

// cn() joins class names without merging them (issue 25: tailwind-merge was 8 KB gzip on every first
// load), so an element whose classes set the same thing twice (`text-muted text-brand`, `hidden flex`)
// gets whichever the stylesheet happens to order last. These helpers find such elements while the
// web tests render: tailwind-merge, here only, says which of an element's classes a later one overrides.

const clean = new Set<string>();

/** The classes of `list` that a later class of the same kind overrides (none when the list is exclusive). */
export function overriddenClasses(list: string): string[] {
  if (clean.has(list)) return [];
  const kept = new Set(twMerge(list).split(' '));
  const overridden = [...new Set(list.split(/\s+/).filter((name) => name && !kept.has(name)))];
  if (overridden.length === 0) clean.add(list);
  return overridden;
}

function describe(element: Element, overridden: string[]): string {
  const list = element.getAttribute('class') ?? '';
  return `<${element.tagName.toLowerCase()} class="${list}">: ${overridden.join(', ')} overridden`;
}

/**
 * Watches `root` for elements whose classes conflict, as they are added or their classes change;
 * `take()` returns what was found since the last call (a description of each element).
 */
export function watchClassConflicts(root: Node): { take(): string[]; stop(): void } {
  const found = new Set<string>();
  const check = (element: Element) => {
    const list = element.getAttribute('class');
    if (!list) return;
    const overridden = overriddenClasses(list);
    if (overridden.length > 0) found.add(describe(element, overridden));
  };
  const checkTree = (node: Node) => {
    if (!(node instanceof Element)) return;
    check(node);
    for (const element of node.querySelectorAll('[class]')) check(element);
  };
  const handle = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof Element) check(record.target);
      for (const node of record.addedNodes) checkTree(node);
    }
  };
  const observer = new MutationObserver(handle);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  checkTree(root instanceof Document ? root.documentElement : root);
  return {
    take() {
      handle(observer.takeRecords());
      const list = [...found];
      found.clear();
      return list;
    },
    stop() {
      observer.disconnect();
    },
  };
}
