import { isRecord, isWholeNumber } from '@kennel/core/contracts/shell-checks';

/** A player as a pick showed them: enough for a name and an avatar once no board lists them. */
export interface PickEmShownPlayer {
  id: string;
  firstName: string;
  lastName: string;
  /** The team's colour, for the avatar's ring. */
  teamColor?: string | undefined;
}

/**
 * The line a pick was made on, as the slip showed it. A line that moves, is suspended or locks
 * leaves the boards (or changes on them); the slip still shows who, which stat and the old line.
 */
export interface PickEmShown {
  kind: 'higher_lower' | 'rivals';
  statLabel: string;
  statValue: number;
  multiplierHundredths: number;
  players: PickEmShownPlayer[];
}

export interface PickEmSlipPick {
  optionId: string;
  lineId: string;
  propId: string;
  playerId?: string | undefined;
  /** Absent on slips saved before picks carried it. */
  shown?: PickEmShown | undefined;
}

export interface PickEmSlip {
  version: 1;
  entryType: 'standard' | 'flex';
  entryFeeCents?: number | undefined;
  picks: PickEmSlipPick[];
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || isString(value);
const isWholeCents = (value: unknown): value is number => isWholeNumber(value) && value >= 0;
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function parseShownPlayer(value: unknown): PickEmShownPlayer | null {
  if (!isRecord(value)) return null;
  const { id, firstName, lastName, teamColor } = value;
  if (!isString(id) || !isString(firstName) || !isString(lastName) || !isOptionalString(teamColor))
    return null;
  return teamColor === undefined ? { id, firstName, lastName } : { id, firstName, lastName, teamColor };
}

function parseShown(value: unknown): PickEmShown | null {
  if (!isRecord(value)) return null;
  const { kind, statLabel, statValue, multiplierHundredths, players } = value;
  if (kind !== 'higher_lower' && kind !== 'rivals') return null;
  if (!isString(statLabel) || !isFiniteNumber(statValue) || !isWholeCents(multiplierHundredths)) return null;
  if (!Array.isArray(players) || players.length < 1 || players.length > 2) return null;
  const parsed = players.map(parseShownPlayer);
  if (parsed.some((player) => player === null)) return null;
  return { kind, statLabel, statValue, multiplierHundredths, players: parsed as PickEmShownPlayer[] };
}

function parsePick(value: unknown): PickEmSlipPick | null {
  if (!isRecord(value)) return null;
  const { optionId, lineId, propId, playerId, shown } = value;
  if (!isString(optionId) || !isString(lineId) || !isString(propId) || !isOptionalString(playerId)) {
    return null;
  }
  const pick: PickEmSlipPick = { optionId, lineId, propId };
  if (playerId !== undefined) pick.playerId = playerId;
  if (shown === undefined) return pick;
  const checked = parseShown(shown);
  // A damaged snapshot costs only the snapshot: the pick itself is still good.
  if (checked) pick.shown = checked;
  return pick;
}

export function parsePickEm(value: unknown): PickEmSlip | null {
  if (!isRecord(value) || value.version !== 1 || !Array.isArray(value.picks)) return null;
  // Slips saved before flex entries existed have no entry type: they were standard.
  const entryType = value.entryType === undefined ? 'standard' : value.entryType;
  const { entryFeeCents } = value;
  if (entryType !== 'standard' && entryType !== 'flex') return null;
  if (entryFeeCents !== undefined && !isWholeCents(entryFeeCents)) return null;
  const picks: PickEmSlipPick[] = [];
  for (const item of value.picks) {
    const pick = parsePick(item);
    if (!pick) return null;
    picks.push(pick);
  }
  return entryFeeCents === undefined
    ? { version: 1, entryType, picks }
    : { version: 1, entryType, entryFeeCents, picks };
}
