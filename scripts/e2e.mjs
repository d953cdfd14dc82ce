#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: the Playwright journeys against the built web app and a real API.
import { runPlaywright } from './lib/playwright-run.mjs';

const { code, skipReason } = await runPlaywright(process.argv.slice(2));
if (skipReason) {
  console.error(`Cannot run the browser journeys: ${skipReason}`);
  process.exit(1);
}
process.exit(code);
