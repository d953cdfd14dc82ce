import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A tool installed in the root node_modules, so scripts never reach for npx or the network.
 * @param {string} name
 */
export function bin(name) {
  return join(repoRoot, 'node_modules', '.bin', name);
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const runningChildren = new Set();

/**
 * Ends the commands runInherited started that are still running (used when we are told to stop).
 * @param {NodeJS.Signals} [signal]
 */
export function stopRunningChildren(signal = 'SIGTERM') {
  for (const child of runningChildren) child.kill(signal);
}

/**
 * Runs a command with inherited stdio from the repo root and resolves with its exit code
 * (128 + signal number when a signal ended it).
 * @param {string} command
 * @param {string[]} args
 * @param {{env?: NodeJS.ProcessEnv, cwd?: string}} [options]
 * @returns {Promise<number>}
 */
export function runInherited(command, args, { env = process.env, cwd = repoRoot } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    runningChildren.add(child);
    child.on('close', () => runningChildren.delete(child));
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? exitCodeForSignal(signal)));
  });
}

/** @param {NodeJS.Signals | null} signal */
export function exitCodeForSignal(signal) {
  return signal ? 128 + constants.signals[signal] : 1;
}

/**
 * Runs a command from the repo root with its output kept, not shown: for a check that runs beside
 * another whose output is on screen. Resolves with the exit code and everything it printed.
 * @param {string} command
 * @param {string[]} args
 * @param {{env?: NodeJS.ProcessEnv, cwd?: string}} [options]
 * @returns {Promise<{code: number, output: string}>}
 */
export function runCaptured(command, args, { env = process.env, cwd = repoRoot } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    runningChildren.add(child);
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      runningChildren.delete(child);
      resolvePromise({ code: 127, output: `could not run ${command}: ${error.message}\n` });
    });
    child.on('close', (code, signal) => {
      runningChildren.delete(child);
      resolvePromise({ code: code ?? exitCodeForSignal(signal), output: Buffer.concat(chunks).toString() });
    });
  });
}
