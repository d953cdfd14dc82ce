// Best ball scoring of one full NFL draft (12 teams × 18 players, one week) with core's exact best
// lineup (bestBallScore), then the draft's ranks; next to the same draft scored by summing each
// roster's points (a scan that reads every player's points once and picks nothing). The ratio is
// what choosing the exact legal lineup costs over merely touching the data; the scoring job runs
// this once per draft per minute while its slate's games are played.
import { BEST_BALL_ROSTERS, bestBallScore, rankByPoints } from '@kennel/core';
import { measure, printComparison } from './lib/compare.ts';

const shape = BEST_BALL_ROSTERS.nfl!;
const POSITIONS = [
  'QB',
  'RB',
  'RB',
  'RB',
  'RB',
  'RB',
  'WR',
  'WR',
  'WR',
  'WR',
  'WR',
  'WR',
  'WR',
  'TE',
  'TE',
  'QB',
  'RB',
  'WR',
];
let seed = 7;
const random = () => {
  seed = (seed * 48_271) % 2_147_483_647;
  return seed / 2_147_483_647;
};
const rosters = Array.from({ length: 12 }, (_, team) =>
  POSITIONS.map((position, index) => ({ id: `t${team}-p${index}`, position })),
);
const week = new Map(rosters.flat().map((player) => [player.id, Math.round(random() * 3000) / 100]));
const periods = [{ id: 'week', points: week }];

const summed = await measure(
  'sum every roster',
  () =>
    rankByPoints(
      rosters.map((roster, id) => ({ id, points: roster.reduce((sum, p) => sum + week.get(p.id)!, 0) })),
    ),
  { iterations: 2_000 },
);
const exact = await measure(
  'exact best lineups + ranks',
  () =>
    rankByPoints(rosters.map((roster, id) => ({ id, points: bestBallScore(shape, roster, periods).points }))),
  { iterations: 2_000 },
);
printComparison(summed, [exact]);
console.info(`drafts scored per second per core ≈ ${Math.round(exact.opsPerSecond)}`);
