import type { InvalidOption } from '@kennel/core';
import type { LineLookup } from './slip-lines.ts';
import { acceptLine, removeFromSlip, type Slip } from './slip-model.ts';

export interface AcceptedSlip {
  slip: Slip;
  /** Picks taken off: their lines closed. */
  closed: number;
  /** What the 422 named that no board has yet: to take once the boards have caught up. */
  behind: InvalidOption[];
}

/**
 * Moves every pick to its prop's current line on the same side, from the boards the slip reads
 * and the 422's `invalid_options` (each names the prop's current line; naming the pick's own line
 * means the prop takes no picks now). A pick whose line left every board has closed and comes off.
 */
export function acceptedSlip(
  slip: Slip,
  lookup: LineLookup,
  named: readonly InvalidOption[],
  /** Whether every board a pick could be on has answered, so a line on none has closed. */
  settled: boolean,
): AcceptedSlip {
  const namedOf = new Map(named.map((option) => [option.prop_id, option]));
  const playerOf = (id: string) => lookup.players.get(id);
  let next = slip;
  let closed = 0;
  const behind: InvalidOption[] = [];
  for (const pick of slip.picks) {
    const line = lookup.lines.get(pick.propId);
    const refused = namedOf.get(pick.propId);
    const locked = refused?.line_id === pick.lineId && line?.status !== 'suspended';
    if (!line) {
      if (!settled) continue;
      next = removeFromSlip(next, pick.propId);
      closed += 1;
    } else if (locked && line.id === pick.lineId) {
      next = removeFromSlip(next, pick.propId);
      closed += 1;
    } else if (line.id !== pick.lineId) {
      next = acceptLine(next, line, playerOf);
    } else if (refused && refused.line_id !== line.id) {
      behind.push(refused);
    }
  }
  return { slip: next, closed, behind };
}
