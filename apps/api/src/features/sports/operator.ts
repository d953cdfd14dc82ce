import { GAME_STATUSES } from '@kennel/core';
import type { WorldImportResult } from './importer.ts';
import type { WorldControls } from './simulator/world-settings.ts';
import type { GameLine, WorldStatus } from './world-status.ts';

export const WORLD_USAGE = [
  'usage: npm run world -- <command>',
  '  status            sports, counts, live and next games, the producer, speed and pause',
  '  pause | resume    stops or restarts the simulator (games, news, status changes)',
  '  speed <n>         plays games n times faster (0.1 to 1000; 1 = WORLD_GAME_MINUTES a game)',
  '  advance <gameId>  plays a simulated game to its end now',
  '  seed              creates the simulated world in an empty database',
  '  import <file>     imports a world file (docs/sports/world-file.md); nothing is written if it has errors',
  '  schema            writes docs/sports/world-file.schema.json from the contract',
].join('\n');

type WriteCounts = Record<string, { inserted: number; updated: number; unchanged: number }>;
type EventCounts = { applied: number; duplicates: number; refilled: number; waiting: number };

/** One line per kind of row: what a write inserted, updated and left as it was. */
export function countLines(rows: WriteCounts, events?: EventCounts): string[] {
  const out = Object.entries(rows)
    .filter(([, n]) => n.inserted + n.updated + n.unchanged > 0)
    .map(
      ([kind, n]) => `  ${kind.padEnd(13)} ${n.inserted} new, ${n.updated} changed, ${n.unchanged} unchanged`,
    );
  if (events)
    out.push(`  ${'events'.padEnd(13)} ${events.applied} applied, ${events.duplicates} already applied`);
  return out;
}

export type AdvanceOutcome =
  | { outcome: 'advanced'; applied: number; game: GameLine }
  | { outcome: 'unknown_game' }
  | { outcome: 'not_simulated' }
  | { outcome: 'already_over'; game: GameLine };

/** What the world commands act on; the CLI builds it over the API's database. */
export interface WorldOperations {
  status(): Promise<WorldStatus & { controls: WorldControls; simulatorSetting: boolean }>;
  setControls(change: Partial<Pick<WorldControls, 'speed' | 'paused'>>): Promise<void>;
  advance(gameId: string): Promise<AdvanceOutcome>;
  seed(): Promise<{ seeded: true; counts: WriteCounts } | { seeded: false; reason: string }>;
  importFile(file: string): Promise<WorldImportResult<{ rows: WriteCounts; events: EventCounts }>>;
  writeSchema(): Promise<string>;
}

const clock = (seconds: number | null) =>
  seconds === null ? '' : ` ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function gameLine(game: GameLine): string {
  const score = `${game.away} ${game.awayScore} @ ${game.home} ${game.homeScore}`;
  return `${game.id}  ${game.sport}  ${score}  period ${game.period}${clock(game.clockSeconds)}  seq ${game.seq}`;
}

function statusLines(status: Awaited<ReturnType<WorldOperations['status']>>): string[] {
  const { controls } = status;
  const out = [
    `simulator: ${status.simulatorSetting ? 'on' : 'off'} (WORLD_SIMULATOR) · ${controls.paused ? 'paused' : 'running'} · speed ${controls.speed}x · seed ${controls.seed}`,
  ];
  if (status.leader === undefined) out.push('producer: the API process on this PGlite folder (one process)');
  else if (status.leader === null) out.push('producer: none (no API instance holds the lock)');
  else {
    const since = status.leader.since ? ` since ${status.leader.since.toISOString()}` : '';
    out.push(`producer: PostgreSQL backend ${status.leader.pid} (${status.leader.application})${since}`);
  }
  if (status.sports.length === 0) out.push('sports: none yet (npm run world -- seed, or import a file)');
  for (const sport of status.sports) {
    const games = GAME_STATUSES.filter((state) => sport.games[state])
      .map((state) => [state, sport.games[state]] as const)
      .map(([state, n]) => `${n} ${state}`)
      .join(', ');
    out.push(
      `  ${sport.sport.padEnd(7)} ${sport.teams} teams  ${sport.players} players  games: ${games || 'none'}`,
    );
  }
  out.push(`news items: ${status.news}`);
  out.push(`live games: ${status.live.length}`);
  for (const game of status.live) out.push(`  ${gameLine(game)}`);
  out.push('next games:');
  if (status.next.length === 0) out.push('  none scheduled');
  for (const game of status.next) {
    out.push(`  ${game.startsAt.toISOString()}  ${game.sport}  ${game.away} @ ${game.home}  (${game.id})`);
  }
  return out;
}

/** The operator's world commands; answers the process exit code (0 done, 1 refused or failed, 2 usage). */
export async function runWorldCommand(
  world: WorldOperations,
  args: readonly string[],
  print: (text: string) => void,
): Promise<number> {
  const [command, argument] = args;
  switch (command) {
    case 'status':
      for (const text of statusLines(await world.status())) print(text);
      return 0;
    case 'pause':
    case 'resume':
      await world.setControls({ paused: command === 'pause' });
      print(command === 'pause' ? 'the world is paused' : 'the world runs again');
      return 0;
    case 'speed': {
      const speed = Number(argument);
      if (argument === undefined || !Number.isFinite(speed) || speed < 0.1 || speed > 1000) {
        print(`speed must be a number from 0.1 to 1000 (got ${JSON.stringify(argument ?? '')})`);
        return 2;
      }
      await world.setControls({ speed });
      print(`speed is now ${speed}x`);
      return 0;
    }
    case 'advance': {
      if (!argument) break;
      const result = await world.advance(argument);
      if (result.outcome === 'unknown_game') print(`no game ${argument}`);
      else if (result.outcome === 'not_simulated') print(`game ${argument} is not a simulated game`);
      else if (result.outcome === 'already_over')
        print(`game ${argument} is already over: ${gameLine(result.game)}`);
      else print(`applied ${result.applied} events: ${gameLine(result.game)}`);
      return result.outcome === 'advanced' ? 0 : 1;
    }
    case 'seed': {
      const result = await world.seed();
      if (!result.seeded) {
        print(`not seeded: ${result.reason}`);
        return 1;
      }
      print('seeded the simulated world:');
      for (const text of countLines(result.counts)) print(text);
      return 0;
    }
    case 'import': {
      if (!argument) break;
      const result = await world.importFile(argument);
      if (!result.ok) {
        for (const problem of result.problems) print(problem);
        print(
          `nothing imported (${result.problems.length} problem${result.problems.length === 1 ? '' : 's'})`,
        );
        return 1;
      }
      print(`imported ${argument}:`);
      for (const text of countLines(result.counts.rows, result.counts.events)) print(text);
      return 0;
    }
    case 'schema':
      print(`wrote ${await world.writeSchema()}`);
      return 0;
    case undefined:
    case 'help':
      print(WORLD_USAGE);
      return 0;
  }
  print(WORLD_USAGE);
  return 2;
}
