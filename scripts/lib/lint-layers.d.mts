/** Types of lint-layers.mjs for the TypeScript test that checks biome.layers.json is current. */
export function LAYERS_FILE(root: string): string;
export function lintLayersConfig(root: string): { $schema: string; overrides: unknown[] };
