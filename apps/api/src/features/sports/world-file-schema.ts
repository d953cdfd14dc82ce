import { WORLD_FILE_FORMAT, worldFileSchema } from '@kennel/core';
import { z } from 'zod';
import { REPOSITORY_ROOT } from '../../platform/config.ts';

/** Where the committed JSON Schema lives; `npm run world -- schema` rewrites it. */
export const WORLD_FILE_SCHEMA_PATH = `${REPOSITORY_ROOT}docs/sports/world-file.schema.json`;

/** The JSON Schema of a world file, generated from core's zod contract (what the importer checks). */
export function worldFileJsonSchemaText(): string {
  const schema = z.toJSONSchema(worldFileSchema, { io: 'input', target: 'draft-2020-12' });
  const document = {
    ...schema,
    $id: 'https://kennel.example/schemas/world-file.schema.json',
    title: `Kennel world file (${WORLD_FILE_FORMAT})`,
    description:
      'Generated from packages/core/src/sports/world-file.ts by `npm run world -- schema`; do not edit. See docs/sports/world-file.md.',
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
