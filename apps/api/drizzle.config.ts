import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations offline from the schema; they are applied at start-up under a lock.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
