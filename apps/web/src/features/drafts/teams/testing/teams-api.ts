import type { BestBallTeam } from '@kennel/core';
import { json, signedInSession } from '../../../../shared/api/testing/fake-api.ts';

/**
 * `GET /v1/best-ball/teams` over `teams`, honouring status, slate, contest style, cursor and limit;
 * the server's clock is `serverSkewMs` ahead of this device's.
 */
export function teamsApi(teams: { current: BestBallTeam[] }, { serverSkewMs = 0 } = {}) {
  return {
    'GET /v1/session': () => json(signedInSession),
    'GET /v1/wallet': () => json({ data: null }),
    'GET /v1/best-ball/teams': (call: { url: URL }) => {
      const query = call.url.searchParams;
      const status = query.get('status') ?? 'active';
      const matching = teams.current.filter(
        (team) =>
          (status === 'completed') === (team.phase === 'completed') &&
          (!query.get('slate') || team.contest.slate_id === query.get('slate')) &&
          (!query.get('contest_style') || team.contest.style_id === query.get('contest_style')),
      );
      const cursor = query.get('cursor');
      const start = cursor ? matching.findIndex((team) => team.entry_id === cursor) + 1 : 0;
      const limit = Number(query.get('limit') ?? 50);
      const page = matching.slice(start, start + limit);
      const more = start + limit < matching.length;
      return json({
        teams: page,
        next_cursor: more ? (page.at(-1)?.entry_id ?? null) : null,
        server_now: new Date(Date.now() + serverSkewMs).toISOString(),
      });
    },
  };
}

/** `GET /v1/slates/:id` for the fixtures' slates. */
export function slatesApi(slates: { id: string; name: string; sport_id?: string; starts_at?: string }[]) {
  return Object.fromEntries(
    slates.map((slate) => [
      `GET /v1/slates/${slate.id}`,
      () =>
        json({
          data: {
            id: slate.id,
            sport_id: slate.sport_id ?? 'nfl',
            name: slate.name,
            starts_at: slate.starts_at ?? '2026-11-22T18:00:00.000Z',
            game_count: 0,
            status: 'final',
            games: [],
          },
        }),
    ]),
  );
}
