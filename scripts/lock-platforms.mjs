#!/usr/bin/env node
// Our npm registry serves only the Linux builds of some native packages (Biome, Tailwind's oxide),
// so npm cannot write lock entries for the other platforms' optional binaries and `npm ci` then
// refuses the lock as "out of sync". This adds those entries with their os/cpu/libc, so npm ci
// accepts the lock and skips them here (and fetches them on a machine whose registry has them).
// Run after any `npm install` that rewrites package-lock.json:  node scripts/lock-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

/** @param {string} name e.g. `@biomejs/cli-linux-x64-musl`, `@tailwindcss/oxide-win32-arm64-msvc` */
function platformOf(name) {
  const parts = name.split('/').pop()?.split('-') ?? [];
  const os = ['android', 'darwin', 'linux', 'win32', 'freebsd'].find((value) => parts.includes(value));
  const cpu = ['arm64', 'x64', 'arm', 'ia32', 'wasm32'].find((value) => parts.includes(value));
  /** @type {Record<string, string[]>} */
  const platform = {};
  if (cpu) platform.cpu = [cpu];
  if (os) platform.os = [os];
  if (parts.includes('musl')) platform.libc = ['musl'];
  else if (os === 'linux' && !parts.includes('gnueabihf')) platform.libc = ['glibc'];
  return platform;
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${dependency}`;
    if (lock.packages[target]) continue;
    lock.packages[target] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(dependency),
    };
    added += 1;
    console.info(`added ${target}@${version} (optional dependency of ${path})`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.info(
  added
    ? `${added} platform entries added to package-lock.json`
    : 'package-lock.json already lists every optional platform package',
);
