import { fileURLToPath } from 'node:url';
import { apiBuildIsCurrent } from '../../../../scripts/lib/api-build.mjs';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

let compiledIsCurrent: boolean | undefined;

/**
 * node's arguments that run one of the API's entry points (`main`, `cli/world`…) as its own
 * process: the compiled build, as `npm start` runs it, when apps/api/dist is a build of the
 * current sources (`npm ci` and `npm run build:api` make one), else the sources through tsx. The
 * same code either way; the build starts with about half the CPU, as tsx transforms and resolves
 * every module through its loader on each start.
 */
export function apiEntryArgs(entry: 'main' | `cli/${'world' | 'jobs' | 'verification'}`): string[] {
  compiledIsCurrent ??= apiBuildIsCurrent();
  return compiledIsCurrent
    ? ['--conditions=kennel-dist', `${DIST}${entry}.js`]
    : ['--import', 'tsx', `${SRC}${entry}.ts`];
}
