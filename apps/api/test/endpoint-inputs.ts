import { type EndpointName, TERMS_VERSION } from '@kennel/core';
import { GOOD_PASSWORD } from './accounts/helpers.ts';
import { W9 } from './tax/helpers.ts';
import { VERIFIED_IDENTITY } from './wallet/helpers.ts';

// Sample inputs for endpoint-registry.test.ts: well-formed requests for the endpoints that take
// some, so a guest's request gets past the input checks to the sign-in check.

export const UUID = '7d9f0c6e-3a1b-4c2d-9e8f-0a1b2c3d4e5f';
const PHOTO = 'data:image/png;base64,iVBORw0KGgo=';

export interface Input {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Well-formed input for the endpoints that take some, so a guest gets past the input checks. */
export const WELL_FORMED: Partial<Record<EndpointName, Input>> = {
  endSession: { params: { id: UUID } },
  changePassword: { body: { current_password: 'an old password', new_password: GOOD_PASSWORD } },
  confirmMfaEnrollment: { body: { code: '123456' } },
  disableMfa: { body: { password: 'a password', code: '123456' } },
  submitVerification: { body: VERIFIED_IDENTITY },
  acceptTerms: { body: { version: TERMS_VERSION } },
  submitVerificationDocument: { body: { document_type: 'passport', front_image: PHOTO } },
  removePaymentMethod: { params: { id: UUID } },
  depositByCard: { body: { amount_cents: 1_000, payment_token: 'tok_guestguest' } },
  depositByBank: { body: { amount_cents: 1_000 } },
  getDeposit: { params: { id: UUID } },
  requestWithdrawal: { body: { amount_cents: 1_000, payment_method_id: UUID } },
  confirmWithdrawal: { body: { token: 'x'.repeat(43) } },
  cancelWithdrawal: { params: { id: UUID } },
  setLimit: { params: { type: 'deposit_daily' }, body: { amount_cents: 1_000 } },
  confirmLimitChange: { params: { type: 'deposit_daily' } },
  cancelLimitChange: { params: { type: 'deposit_daily' } },
  startTimeOut: { body: { duration: '24h' } },
  startSelfExclusion: { body: { duration: '1y', password: 'not my password' } },
  closeAccount: { body: { password: 'not my password', reason: 'other' } },
  submitW9: { body: W9 },
  getTaxForm: { params: { year: '2025' } },
  getDraft: { params: { draftId: UUID } },
  getDraftPool: { params: { draftId: UUID } },
  makeDraftPick: { params: { draftId: UUID }, body: { pick_number: 1, player_id: 'p-1' } },
  setDraftQueue: { params: { draftId: UUID }, body: { player_ids: [] } },
  setDraftAutopick: { params: { draftId: UUID }, body: { enabled: true } },
  contest: { params: { contestId: 'c-none' } },
  enterContest: { params: { contestId: 'c-none' }, body: { quantity: 1 } },
  // Best ball rankings and teams
  getDraftRankings: { params: { sportId: 'nfl', slateId: 'slate-1' } },
  saveDraftRankings: { params: { sportId: 'nfl', slateId: 'slate-1' }, body: { player_ids: ['p-1'] } },
  resetDraftRankings: { params: { sportId: 'nfl', slateId: 'slate-1' } },
  exportDraftRankings: { params: { sportId: 'nfl', slateId: 'slate-1' } },
  importDraftRankings: { params: { sportId: 'nfl', slateId: 'slate-1' }, body: { csv: 'player_id\np-1\n' } },
  getBestBallTeam: { params: { entryId: UUID } },
  getExposure: { query: { slate: 'slate-1' } },
  submitPickemEntry: {
    body: {
      type: 'standard',
      fee_cents: 1_00,
      picks: ['a', 'b'].map((id) => ({ option_id: `${id}.higher`, line_id: id, prop_id: `prop-${id}` })),
    },
  },
  pickemEntry: { params: { entryId: UUID } },
  markNotificationRead: { params: { id: '1' } },
  updateNotificationPreferences: { body: { preferences: [{ type: 'deposit_landed', email: false }] } },
  sendSupportMessage: { body: { text: 'Where is my deposit?' } },
  cancelPickemEntry: { params: { entryId: UUID } },
  placeSportsbookBet: {
    body: {
      stake_cents: 1_00,
      legs: [{ selection_id: 'sb:g-none:moneyline.home', price_version: 1, price: -110 }],
    },
  },
  cashOutSportsbookBet: { params: { id: UUID }, body: { offer_cents: 1_00 } },
};
