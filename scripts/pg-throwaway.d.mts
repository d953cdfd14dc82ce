/** Types of pg-throwaway.mjs for the TypeScript tests that start their own cluster. */
export interface ThrowawayPostgres {
  url: string;
  dir: string;
  /** Stops the cluster and removes its folder; idempotent. */
  stop(): void;
  /** Stops it at once (`pg_ctl stop -m immediate`), as a crash would, keeping its data. */
  crash(): void;
  /** Starts it again on the same port and waits until it accepts connections. */
  restart(): void;
}

export function startThrowawayPostgres(): Promise<ThrowawayPostgres>;
export function stopThrowawayPostgres(dir: string): void;
export function findPostgresBinDir(): string;
