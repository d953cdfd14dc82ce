import type { TeamSeed } from './team-seed.ts';

/** Premier League clubs: location is the town, nickname the club's name as fans say it. */
export const SOCCER_TEAMS: readonly TeamSeed[] = [
  ['ARS', 'London', 'Arsenal', '#EF0107', '#063672', 'Emirates Stadium'],
  ['AVL', 'Birmingham', 'Aston Villa', '#670E36', '#95BFE5', 'Villa Park'],
  ['BOU', 'Bournemouth', 'Bournemouth', '#DA291C', '#000000', 'Vitality Stadium'],
  ['BRE', 'London', 'Brentford', '#E30613', '#FFFFFF', 'Gtech Community Stadium'],
  ['BHA', 'Brighton', 'Brighton & Hove Albion', '#0057B8', '#FFFFFF', 'American Express Stadium'],
  ['BUR', 'Burnley', 'Burnley', '#6C1D45', '#99D6EA', 'Turf Moor'],
  ['CHE', 'London', 'Chelsea', '#034694', '#DBA111', 'Stamford Bridge'],
  ['CRY', 'London', 'Crystal Palace', '#1B458F', '#C4122E', 'Selhurst Park'],
  ['EVE', 'Liverpool', 'Everton', '#003399', '#FFFFFF', 'Hill Dickinson Stadium'],
  ['FUL', 'London', 'Fulham', '#000000', '#CC0000', 'Craven Cottage'],
  ['LEE', 'Leeds', 'Leeds United', '#1D428A', '#FFCD00', 'Elland Road'],
  ['LIV', 'Liverpool', 'Liverpool', '#C8102E', '#00B2A9', 'Anfield'],
  ['MCI', 'Manchester', 'Manchester City', '#6CABDD', '#1C2C5B', 'Etihad Stadium'],
  ['MUN', 'Manchester', 'Manchester United', '#DA291C', '#FBE122', 'Old Trafford'],
  ['NEW', 'Newcastle', 'Newcastle United', '#241F20', '#FFFFFF', "St James' Park"],
  ['NFO', 'Nottingham', 'Nottingham Forest', '#DD0000', '#FFFFFF', 'City Ground'],
  ['SUN', 'Sunderland', 'Sunderland', '#EB172B', '#211E1F', 'Stadium of Light'],
  ['TOT', 'London', 'Tottenham Hotspur', '#132257', '#FFFFFF', 'Tottenham Hotspur Stadium'],
  ['WHU', 'London', 'West Ham United', '#7A263A', '#1BB1E7', 'London Stadium'],
  ['WOL', 'Wolverhampton', 'Wolverhampton Wanderers', '#FDB913', '#231F20', 'Molineux Stadium'],
];
