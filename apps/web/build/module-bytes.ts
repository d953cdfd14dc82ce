import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

// Which source module each byte of a built script came from, read from the script's source map
// (the build writes one beside every chunk): a module-level breakdown without a bundle visualiser.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** One mappings line's segments, decoded: [generated column, source index] per segment with a source. */
function decodeLine(line: string, state: { source: number }): Array<[number, number]> {
  const segments: Array<[number, number]> = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (segment === '') continue;
    const fields: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = DIGIT.get(char);
      if (digit === undefined) throw new Error(`not a source map digit: ${char}`);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
      } else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += fields[0] ?? 0;
    if (fields.length >= 4) {
      state.source += fields[1] ?? 0;
      segments.push([column, state.source]);
    } else {
      segments.push([column, -1]);
    }
  }
  return segments;
}

interface SourceMapFile {
  sources: string[];
  mappings: string;
}

/** Each source's generated text in `script` (the code the bundler emitted for it), from its map. */
export function textBySource(script: string, map: SourceMapFile): Map<string, string> {
  const parts = new Map<string, string[]>();
  const lines = script.split('\n');
  const mappingLines = map.mappings.split(';');
  const state = { source: 0 };
  lines.forEach((line, index) => {
    const segments = decodeLine(mappingLines[index] ?? '', state);
    segments.forEach(([column, source], at) => {
      const end = segments[at + 1]?.[0] ?? line.length;
      const name = source < 0 ? '(bundler)' : (map.sources[source] ?? '(unknown)');
      const list = parts.get(name) ?? [];
      list.push(line.slice(column, end));
      parts.set(name, list);
    });
  });
  return new Map([...parts].map(([name, list]) => [name, list.join('')]));
}

/** What a source path is counted as: its package (node_modules), core's folder, or the web's file. */
export function moduleGroup(source: string, byFile: boolean): string {
  const normalised = source.replaceAll('\\', '/');
  const nodeModules = normalised.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const rest = normalised.slice(nodeModules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? normalised);
  }
  const core = normalised.indexOf('packages/core/src/');
  if (core >= 0) {
    const rest = normalised.slice(core + 'packages/core/src/'.length);
    return byFile ? `core/${rest}` : `core/${rest.split('/')[0]}`;
  }
  const web = normalised.indexOf('src/');
  if (web >= 0) {
    const rest = normalised.slice(web);
    if (byFile) return `web/${rest}`;
    const parts = rest.split('/');
    return `web/${parts.slice(0, parts[1] === 'features' || parts[1] === 'shared' ? 3 : 2).join('/')}`;
  }
  return normalised;
}

export interface ModuleBytes {
  group: string;
  raw: number;
  /** The group's own text gzipped alone (level 9): an upper bound of what it adds to a gzipped file. */
  gzip: number;
}

/** The bytes of `files` (under `outDir`) by source group, largest first. */
export async function moduleBytes(
  outDir: string,
  files: readonly string[],
  byFile = false,
): Promise<ModuleBytes[]> {
  const text = new Map<string, string[]>();
  for (const file of files) {
    const script = await readFile(path.join(outDir, file), 'utf8');
    const mapText = await readFile(path.join(outDir, `${file}.map`), 'utf8').catch(() => null);
    // The bundler's own runtime has no map.
    const map: SourceMapFile = mapText
      ? JSON.parse(mapText)
      : { sources: [`(bundler) ${path.basename(file)}`], mappings: 'AAAA' };
    for (const [source, part] of textBySource(script, map)) {
      const group = moduleGroup(source, byFile);
      const list = text.get(group) ?? [];
      list.push(part);
      text.set(group, list);
    }
  }
  return [...text]
    .map(([group, parts]) => {
      const joined = parts.join('\n');
      return {
        group,
        raw: Buffer.byteLength(joined),
        gzip: gzipSync(joined, { level: constants.Z_BEST_COMPRESSION }).length,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
