import { type NestedLayout, NO_STARTER } from './lineup-scorer.ts';

/**
 * What a full rescore reads and writes: one contest's rosters laid out by group
 * (`NestedLineupKernel.arrange`), its players' points per period, and each team-period's best
 * lineup, starters and weakest starter (period-major) and each team's total. On
 * SharedArrayBuffers these can be handed to worker threads, each scoring its own teams.
 */
export interface SeasonArrays {
  players: Uint32Array | Uint16Array;
  ends: Uint8Array;
  points: Int32Array;
  lineups: Int32Array;
  starters: Int32Array;
  weakest: Int32Array;
  totals: Int32Array;
}

/** Sizes of the contest a season kernel scores (the shape's own constants are in its code). */
export interface SeasonSizes {
  /** Players per period in `points` (the contest's player count). */
  stride: number;
  periods: number;
  teams: number;
}

/** Scores teams [from, to): every period's best lineup, then each team's total. */
export type SeasonKernel = (arrays: SeasonArrays, sizes: SeasonSizes, from: number, to: number) => void;

/** Below every key (as in nested-lineup-kernel.ts): an empty place in a group's buffer. */
const EMPTY = -(2 ** 30);

/**
 * The source of a JavaScript function scoring whole seasons for one roster shape and roster size:
 * `NestedLineupKernel.scoreSeason` with the shape's constants written in. Every group's kept keys
 * are locals (no buffer in memory), each player's sinking steps and each pass to a wider group are
 * unrolled, and each team's group ends are read once for all its periods. The steps, keys and
 * results are exactly the kernel's (tested cell by cell against it), so a lineup's starters and
 * weakest starter are the same bits. Plain JavaScript with no imports: a worker thread compiles the
 * same text (`compileSeasonKernel`).
 */
export function seasonKernelSource(layout: NestedLayout, rosterSize: number): string {
  const groups = layout.keep.length;
  const { keep, slots, parent } = layout;
  const key = (g: number, j: number) => `k${g}_${j}`;
  const lines: string[] = [];
  const emit = (line: string) => lines.push(line);
  /** `value` (an expression held in `key`) sinks through group g's locals. */
  const sinkInto = (g: number, indent: string) => {
    const kept = keep[g]!;
    for (let j = 0; j < kept; j++) {
      const k = key(g, j);
      if (j < kept - 1) {
        emit(`${indent}swap = (${k} ^ key) & (((${k} - key) | 0) >> 31);`);
        emit(`${indent}${k} ^= swap;`);
        emit(`${indent}key ^= swap;`);
      } else emit(`${indent}${k} ^= (${k} ^ key) & (((${k} - key) | 0) >> 31);`);
    }
  };
  emit('(function seasonKernel(arrays, sizes, from, to) {');
  emit('  "use strict";');
  emit('  const { players, ends, points, lineups, starters, weakest: weakestOut, totals } = arrays;');
  emit('  const { stride, periods, teams } = sizes;');
  emit('  let key = 0, swap = 0, real = 0, value = 0;');
  emit('  for (let team = from; team < to; team++) {');
  emit(`    const base = team * ${rosterSize};`);
  emit(`    const endBase = team * ${groups};`);
  for (let g = 0; g < groups; g++) emit(`    const end${g} = base + ends[endBase + ${g}];`);
  emit('    let season = 0;');
  emit(
    '    for (let period = 0, week = 0, at = team; period < periods; period++, week += stride, at += teams) {',
  );
  emit(`      let total = 0, starting = 0, weakest = ${NO_STARTER};`);
  for (let g = 0; g < groups; g++)
    emit(`      let ${Array.from({ length: keep[g]! }, (_, j) => `${key(g, j)} = ${EMPTY}`).join(', ')};`);
  for (let g = 0; g < groups; g++) {
    emit(`      for (let i = ${g === 0 ? 'base' : `end${g - 1}`}; i < end${g}; i++) {`);
    emit(`        key = (points[week + players[i]] << 5) | (31 - (i - base));`);
    sinkInto(g, '        ');
    emit('      }');
    for (let j = 0; j < slots[g]!; j++) {
      const k = key(g, j);
      emit(`      real = (${EMPTY} - ${k}) >> 31;`);
      emit(`      value = ${k} >> 5;`);
      emit('      total += value & real;');
      emit(`      starting |= (1 << (31 - (${k} & 31))) & real;`);
      emit('      weakest ^= (weakest ^ value) & (((value - weakest) | 0) >> 31) & real;');
    }
    const up = parent[g]!;
    if (up < 0) continue;
    for (let j = slots[g]!; j < keep[g]!; j++) {
      emit(`      key = ${key(g, j)};`);
      sinkInto(up, '      ');
    }
  }
  emit('      lineups[at] = total;');
  emit('      starters[at] = starting;');
  emit('      weakestOut[at] = weakest;');
  emit('      season += total;');
  emit('    }');
  emit('    totals[team] = season;');
  emit('  }');
  emit('})');
  return lines.join('\n');
}

/**
 * The season kernel compiled from its source (`new Function`: the contest's code, generated from
 * the shape alone, never from input). Rosters of at most 27 players, as the kernel's keys allow.
 */
export function compileSeasonKernel(source: string): SeasonKernel {
  return new Function(`return ${source};`)() as SeasonKernel;
}
