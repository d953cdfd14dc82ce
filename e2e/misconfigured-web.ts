import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const viteBin = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const config = fileURLToPath(new URL('../apps/web/build/plain.vite.config.ts', import.meta.url));

/** The run's own folder (global-setup.ts makes it and removes it at the end of the run). */
function runFolder(): string {
  const mailLog = process.env.KENNEL_E2E_MAIL_LOG;
  if (!mailLog) throw new Error('KENNEL_E2E_MAIL_LOG is not set: run the journeys with e2e/global-setup.ts');
  return dirname(mailLog);
}

function build(outDir: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build', '--config', config, '--outDir', outDir], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/**
 * The web app built with `env` (a misconfiguration), once per run however many workers ask: the
 * first to ask builds into the run's folder while the others wait for its answer. Returns the folder.
 */
export async function misconfiguredWebBuild(env: Record<string, string>): Promise<string> {
  const name = Object.entries(env)
    .map(([key, value]) => `${key}=${value}`)
    .join(',')
    .replace(/[^\w=,.-]/g, '_');
  const outDir = join(runFolder(), `misconfigured-web-${name}`);
  const outcome = `${outDir}.outcome`;
  let builder = false;
  try {
    await mkdir(`${outDir}.lock`);
    builder = true;
  } catch {
    // Another worker is building it.
  }
  if (builder) {
    const { code, output } = await build(outDir, env);
    await writeFile(outcome, code === 0 ? 'built' : `vite build exited ${code}:\n${output}`);
  }
  while (!existsSync(outcome)) await new Promise((resolve) => setTimeout(resolve, 250));
  const result = await readFile(outcome, 'utf8');
  if (result !== 'built') throw new Error(result);
  return outDir;
}
