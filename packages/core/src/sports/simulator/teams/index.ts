import type { SportId } from '../../catalog.ts';
import { MLB_TEAMS } from './mlb-teams.ts';
import { NBA_TEAMS } from './nba-teams.ts';
import { NFL_TEAMS } from './nfl-teams.ts';
import { NHL_TEAMS } from './nhl-teams.ts';
import { SOCCER_TEAMS } from './soccer-teams.ts';
import type { TeamSeed } from './team-seed.ts';

export type { TeamSeed } from './team-seed.ts';

export const TEAM_SEEDS: Readonly<Record<SportId, readonly TeamSeed[]>> = {
  nfl: NFL_TEAMS,
  nba: NBA_TEAMS,
  mlb: MLB_TEAMS,
  nhl: NHL_TEAMS,
  soccer: SOCCER_TEAMS,
};
