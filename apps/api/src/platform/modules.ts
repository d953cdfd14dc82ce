import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { App } from './http/server.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { EventBus } from './realtime/bus.ts';
import type { RealtimeHub } from './realtime/hub.ts';

/**
 * The services features give each other, by name. Each feature's module adds its own names with
 * declaration merging (`declare module '…/platform/modules.ts' { interface FeatureServices { … } }`),
 * so the platform never imports a feature.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each feature's module.
export interface FeatureServices {}

export type ServiceName = keyof FeatureServices;

/** What a feature's module is installed with: the platform, and the services of modules before it. */
export interface ModuleContext {
  app: App;
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** The shared queue features' periodic jobs run on. */
  jobs: JobQueue;
  /** The bus every instance shares (realtime events, wallet changes). */
  bus: EventBus;
  realtime: RealtimeHub;
  /** A service given by a module earlier in the list; a module later in the list is a wiring error. */
  use<K extends ServiceName>(name: K): FeatureServices[K];
}

/** A feature as the composition root installs it: its services, routes, jobs and hooks. */
export interface FeatureModule {
  name: string;
  install(
    context: ModuleContext,
  ): Partial<FeatureServices> | undefined | Promise<Partial<FeatureServices> | undefined>;
}

/**
 * Installs the modules in their order; each may use the services of those before it. Answers every
 * service given.
 */
export async function installModules(
  modules: readonly FeatureModule[],
  platform: Omit<ModuleContext, 'use'>,
): Promise<FeatureServices> {
  const services: Partial<FeatureServices> = {};
  const context: ModuleContext = {
    ...platform,
    use(name) {
      const service = services[name];
      if (service === undefined) {
        throw new Error(`No module before this one gives "${String(name)}": check the modules' order.`);
      }
      return service as FeatureServices[typeof name];
    },
  };
  for (const module of modules) {
    const given = await module.install(context);
    for (const [name, service] of Object.entries(given ?? {})) {
      if (name in services) throw new Error(`Module ${module.name} gives "${name}" again.`);
      (services as Record<string, unknown>)[name] = service;
    }
  }
  return services as FeatureServices;
}
