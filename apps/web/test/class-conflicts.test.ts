import { describe, expect, it } from 'vitest';
import { overriddenClasses, watchClassConflicts } from './class-conflicts.ts';

describe('overriddenClasses', () => {
  it('names the classes a later class of the same kind overrides', () => {
    expect(overriddenClasses('flex text-muted hover:text-text text-brand')).toEqual(['text-muted']);
    expect(overriddenClasses('grid grid-cols-4 hidden')).toEqual(['grid']);
    expect(overriddenClasses('rounded-lg bg-surface-2 h-6 w-20 rounded-full')).toEqual(['rounded-lg']);
  });

  it('finds none in exclusive classes, variants and refinements (a side after both sides)', () => {
    expect(overriddenClasses('hidden sm:inline-flex text-muted hover:text-text')).toEqual([]);
    expect(overriddenClasses('h-full px-3.5 pl-2 text-sm font-bold')).toEqual([]);
    expect(overriddenClasses('')).toEqual([]);
  });
});

describe('watchClassConflicts', () => {
  it('reports elements added, or whose classes change, with classes that override one another', async () => {
    // A tree of its own, off the page: the page's own watch (test/setup.ts) would fail this test.
    const container = document.createElement('div');
    const watch = watchClassConflicts(container);
    const row = document.createElement('p');
    row.className = 'flex gap-2';
    row.innerHTML = '<span class="text-muted text-brand">a</span><span class="text-sm">b</span>';
    container.append(row);
    await Promise.resolve();
    expect(watch.take()).toEqual(['<span class="text-muted text-brand">: text-muted overridden']);
    row.className = 'flex hidden';
    expect(watch.take()).toEqual(['<p class="flex hidden">: flex overridden']);
    row.className = 'hidden sm:flex';
    expect(watch.take()).toEqual([]);
    watch.stop();
  });
});
