import { type ChildProcess, spawn } from 'node:child_process';
import { apiEntryArgs } from '../support/api-process.ts';

export interface Server {
  child: ChildProcess;
  url: Promise<string>;
  exit: Promise<number | null>;
  /** Everything it printed so far (its log). */
  output(): string;
}

/** The API as its own process (src/main.ts), so a test can kill it with SIGKILL. */
export function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, apiEntryArgs('main'), {
    // The sports simulator (on by default in development) would only add load to these journeys.
    env: { PATH: process.env.PATH ?? '', WORLD_SIMULATOR: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.on('exit', () => reject(new Error(`the API exited before listening:\n${output}`)));
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url, exit, output: () => output };
}
