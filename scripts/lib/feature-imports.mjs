// Which feature folder imports which: every static import, re-export and dynamic `import()` (read by
// TypeScript's own pre-processor, so a string in a comment is not an import), resolved relative to
// the file. Used by the tests that keep features from importing each other in cycles (API) or at all (web).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * @param {string} featuresDir the `features` folder; each child folder is one feature
 * @returns {{from: string, to: string, file: string, specifier: string}[]} imports that cross features
 */
export function featureImports(featuresDir) {
  const root = path.resolve(featuresDir);
  /** @param {string} file */
  const featureOf = (file) => {
    const relative = path.relative(root, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
    const [first, ...rest] = relative.split(path.sep);
    return rest.length > 0 ? (first ?? null) : null;
  };
  const crossings = [];
  for (const file of sourceFiles(root)) {
    const from = featureOf(file);
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of info.importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const to = featureOf(path.resolve(path.dirname(file), specifier));
      if (from && to && to !== from) {
        crossings.push({ from, to, file: path.relative(root, file), specifier });
      }
    }
  }
  return crossings;
}

/**
 * Groups of features that import each other, directly or round a loop (Tarjan's strongly connected
 * components of more than one feature); empty when the feature graph has no cycle.
 * @param {{from: string, to: string}[]} crossings
 * @returns {string[][]}
 */
export function featureCycles(crossings) {
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const { from, to } of crossings) {
    if (!graph.has(from)) graph.set(from, new Set());
    if (!graph.has(to)) graph.set(to, new Set());
    graph.get(from)?.add(to);
  }
  let next = 0;
  /** @type {Map<string, {index: number, low: number}>} */
  const seen = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const cycles = [];
  /** @param {string} node */
  function visit(node) {
    const mark = { index: next, low: next };
    next += 1;
    seen.set(node, mark);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      const other = seen.get(target);
      if (!other) {
        visit(target);
        mark.low = Math.min(mark.low, seen.get(target)?.low ?? mark.low);
      } else if (onStack.has(target)) {
        mark.low = Math.min(mark.low, other.index);
      }
    }
    if (mark.low !== mark.index) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  }
  for (const node of [...graph.keys()].sort()) if (!seen.has(node)) visit(node);
  return cycles;
}
