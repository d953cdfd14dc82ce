import { spawn } from 'node:child_process';

/** @type {NodeJS.Signals[]} */
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Spawns a child leading its own process group, so a terminal Ctrl-C reaches it exactly once
 * (forwarded by us, not also by the terminal) and its own children (tsx watch, vite) go with it.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 */
export function spawnGroup(command, args, options) {
  return spawn(command, args, { ...options, detached: true });
}

/** @param {import('node:child_process').ChildProcess} child */
export function isRunning(child) {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
export function signalGroup(child, signal) {
  if (!isRunning(child) || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

/** How often a script checks that whoever started it (npm, a shell) is still there. */
const PARENT_CHECK_MS = 500;

/**
 * Passes SIGINT/SIGTERM/SIGHUP on to the children; a second signal kills them outright. When this
 * script's parent goes away (`kill <npm's pid>`: npm stops its `sh -c`, which passes nothing on),
 * the children get SIGTERM as if this script had: the caller exits once they have.
 * @param {import('node:child_process').ChildProcess[]} children
 */
export function forwardSignals(children) {
  let received = 0;
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => {
    received += 1;
    for (const child of children) signalGroup(child, received > 1 ? 'SIGKILL' : signal);
  };
  for (const signal of FORWARDED_SIGNALS) process.on(signal, () => forward(signal));
  const parent = process.ppid;
  const orphaned = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(orphaned);
    forward('SIGTERM');
  }, PARENT_CHECK_MS);
  orphaned.unref();
  // Never leave a server behind if this script dies first.
  process.on('exit', () => {
    for (const child of children) signalGroup(child, 'SIGKILL');
  });
}
