/** Types of feature-imports.mjs for the TypeScript tests that check feature boundaries. */
export interface FeatureImport {
  from: string;
  to: string;
  /** The importing file, relative to the features folder. */
  file: string;
  specifier: string;
}

export function featureImports(featuresDir: string): FeatureImport[];
export function featureCycles(crossings: readonly Pick<FeatureImport, 'from' | 'to'>[]): string[][];
