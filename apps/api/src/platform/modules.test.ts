import { describe, expect, it } from 'vitest';
import { type FeatureModule, installModules, type ModuleContext } from './modules.ts';

// Names of this test's own, outside the features' declared services.
type Given = Record<string, unknown>;
const platform = {} as Omit<ModuleContext, 'use'>;
const module = (
  name: string,
  install: (use: (name: string) => unknown) => Given | undefined,
): FeatureModule => ({
  name,
  install: (context) => install(context.use as (name: string) => unknown) as never,
});

describe('feature modules, installed in their order', () => {
  it('give each later module the services of the modules before it', async () => {
    const seen: unknown[] = [];
    const services = await installModules(
      [
        module('clock', () => ({ ticks: 1 })),
        module('reader', (use) => {
          seen.push(use('ticks'));
          return { read: 'yes' };
        }),
      ],
      platform,
    );
    expect(seen).toEqual([1]);
    expect(services).toEqual({ ticks: 1, read: 'yes' });
  });

  it('refuse a service of a module further down the list, and a service given twice', async () => {
    await expect(
      installModules(
        [module('early', (use) => ({ early: use('late') })), module('late', () => ({ late: 2 }))],
        platform,
      ),
    ).rejects.toThrow(/No module before this one gives "late"/);
    await expect(
      installModules([module('one', () => ({ same: 1 })), module('two', () => ({ same: 2 }))], platform),
    ).rejects.toThrow(/Module two gives "same" again/);
  });
});
