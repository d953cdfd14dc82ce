import { z } from 'zod';

/**
 * An instant on the wire: ISO 8601 in UTC. On its own, not with the account fields, so a game's
 * contract does not bring the password, username and state rules into the page that checks it.
 */
export const timestampField = z.iso.datetime();
