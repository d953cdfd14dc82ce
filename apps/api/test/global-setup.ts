import { postgresTemplate, preparePgliteTemplates } from './database-templates.ts';
import { adminUrl, testDriver } from './db.ts';

/** Migrates the template every test file's database is copied from, once, before any file runs. */
export default async function setup(): Promise<void> {
  if (testDriver() === 'pglite') await preparePgliteTemplates();
  else await postgresTemplate(adminUrl());
}
