import type { ErrorEntries } from './error-entry.ts';

/** Best ball contests (RULES.md, Best ball drafts). */
export const CONTEST_ERRORS = {
  contest_full: {
    status: 409,
    title: 'This contest is full',
    detail:
      'Every entry in this contest has been taken, so nothing was charged. Pick another contest in the lobby.',
  },
  contest_entry_limit: {
    status: 409,
    title: 'Too many entries',
    detail:
      'This would take you past the most entries one player may have in this contest, so nothing was charged. Enter fewer times.',
  },
  contest_locked: {
    status: 409,
    title: 'This contest has locked',
    detail:
      'This contest no longer takes entries: its drafts must finish before its first game starts, so nothing was charged. Pick another contest in the lobby.',
  },
} as const satisfies ErrorEntries;
