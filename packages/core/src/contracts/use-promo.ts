import { z } from 'zod';

/**
 * The player's choice (RULES.md, Money: promo credit is used before cash "when a user opts to"):
 * promo credit first, then cash, only when the request says `true`; absent means cash only. Every
 * paid request (a pick'em entry, a best ball entry, a sportsbook bet) takes this one field, so the
 * default is decided here and nowhere else.
 */
export const usePromoField = z
  .boolean()
  .default(false)
  .describe('Use promo credit before cash (true); absent or false takes cash only.');
