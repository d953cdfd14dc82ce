export * from './keys.ts';
export type { PickEmShown, PickEmShownPlayer, PickEmSlip, PickEmSlipPick } from './pick-em-slip.ts';
export * from './storage.ts';
