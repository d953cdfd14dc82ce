/** A real league team as the simulator names it: abbreviation, location, nickname, colours, venue. */
export type TeamSeed = readonly [
  abbreviation: string,
  location: string,
  nickname: string,
  primary: string,
  secondary: string,
  venue: string,
];
