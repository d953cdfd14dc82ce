import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The import layering the linter enforces: biome.layers.json (which biome.json extends) is made
 * from these and from the feature folders found on disk (scripts/lint-config.mjs), never by hand.
 * @typedef {{ group: string[], message: string }} Forbidden
 * @typedef {{ includes: string, forbid: Forbidden[] }} Layer
 */

const API_CODE = ['@kennel/api', '@kennel/api/**', '**/api/src/**'];

/**
 * In every web layer (a layer's rule replaces the one of a folder above it): cn() joins classes
 * without merging them.
 * @type {Forbidden}
 */
const NO_CLASS_MERGER = {
  group: ['tailwind-merge'],
  message:
    'cn() joins classes without merging them (issue 25: tailwind-merge was 8 KB gzip on every page): make the classes exclusive; the web tests check that they are.',
};

/** @type {Layer[]} */
const LAYERS = [
  {
    includes: 'packages/core/**',
    forbid: [
      {
        group: ['@kennel/api', '@kennel/api/**', '@kennel/web', '@kennel/web/**', '**/apps/**'],
        message: 'core is pure domain: it imports neither the API nor the web app.',
      },
      {
        group: [
          'react',
          'react-*',
          'fastify',
          '@fastify/*',
          'drizzle-orm',
          'drizzle-orm/**',
          'pg',
          '@electric-sql/**',
          'node:*',
        ],
        message: 'core has no I/O and no framework imports.',
      },
    ],
  },
  {
    includes: 'apps/web/**',
    forbid: [
      {
        group: [...API_CODE, 'fastify', 'drizzle-orm', 'pg'],
        message: "web imports core only, never the API's code.",
      },
      NO_CLASS_MERGER,
    ],
  },
  {
    includes: 'apps/console/**',
    forbid: [
      {
        group: [
          ...API_CODE,
          '@kennel/web',
          '@kennel/web/**',
          '**/web/src/**',
          'fastify',
          'drizzle-orm',
          'pg',
        ],
        message: "the operator console imports core only, never the API's or the player app's code.",
      },
    ],
  },
  {
    includes: 'apps/web/src/shared/**',
    forbid: [
      {
        group: ['**/features/**', '**/app/**', '@kennel/api', '**/api/src/**'],
        message: 'web/shared is the bottom layer: it never imports features or app.',
      },
      NO_CLASS_MERGER,
    ],
  },
];

/** After the web features: the API's layers. */
/** @type {Layer[]} */
const API_LAYERS = [
  {
    includes: 'apps/api/**',
    forbid: [
      {
        group: ['@kennel/web', '@kennel/web/**', '**/web/src/**', 'react', 'react-dom'],
        message: 'the API never imports the web app.',
      },
    ],
  },
  {
    includes: 'apps/api/src/platform/**',
    forbid: [
      {
        group: ['**/features/**', '@kennel/web', 'react'],
        message: 'api/platform never imports features: features → platform → core.',
      },
    ],
  },
];

/**
 * A web feature never imports another (pages that compose features live in apps/web/src/app/):
 * one layer per feature folder, forbidding every other folder by name.
 * @param {string[]} features
 * @returns {Layer[]}
 */
function webFeatureLayers(features) {
  return features.map((feature) => ({
    includes: `apps/web/src/features/${feature}/**`,
    forbid: [
      {
        group: ['**/app/**', '@kennel/api', '**/api/src/**'],
        message: 'features never import the app layer: shared → features → app.',
      },
      {
        group: features
          .filter((other) => other !== feature)
          .flatMap((other) => [`**/../${other}/**`, `**/features/${other}/**`]),
        message: 'a web feature never imports another feature: compose feature pages in apps/web/src/app/.',
      },
      NO_CLASS_MERGER,
    ],
  }));
}

/** @param {Layer} layer */
const toOverride = (layer) => ({
  includes: [layer.includes],
  linter: {
    rules: {
      style: {
        noRestrictedImports: { level: 'error', options: { patterns: layer.forbid } },
      },
    },
  },
});

/** @param {string} root */
export const LAYERS_FILE = (root) => join(root, 'biome.layers.json');

/**
 * biome.layers.json for the repository at `root`: one override per layer.
 * @param {string} root
 */
export function lintLayersConfig(root) {
  const features = readdirSync(join(root, 'apps/web/src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return {
    $schema: './node_modules/@biomejs/biome/configuration_schema.json',
    overrides: [...LAYERS, ...webFeatureLayers(features), ...API_LAYERS].map(toOverride),
  };
}
