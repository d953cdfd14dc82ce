import { describe, expect, it } from 'vitest';
import { SPORT_IDS } from '../catalog.ts';
import { newsItemSchema } from '../world-file.ts';
import { playerNews } from './news.ts';
import { generateWorld } from './world.ts';

const world = generateWorld(5, { startsOn: '2026-09-01' });
const at = '2026-11-24T19:00:00.000Z';

describe('playerNews', () => {
  it('writes valid items tagged with a player of the sport and his team, the same for the same slot', () => {
    for (const sport of SPORT_IDS) {
      for (let slot = 0; slot < 20; slot++) {
        const { news, statusEvent } = playerNews(5, sport, world.players, slot, at);
        expect(newsItemSchema.parse(news)).toEqual(news);
        expect(playerNews(5, sport, world.players, slot, at)).toEqual({ news, statusEvent });
        expect(news).toMatchObject({ id: `sim-news-${sport}-${slot}`, sport_id: sport, published_at: at });
        const player = world.players.find((candidate) => candidate.id === news.player_ids[0]);
        expect(player?.sport_id).toBe(sport);
        expect(news.team_ids).toEqual([player?.team_id]);
        expect(news.headline).toContain(`${player?.first_name} ${player?.last_name}`);
        expect(news.body.split('. ').length).toBeGreaterThanOrEqual(3);
        if (statusEvent) {
          expect(statusEvent.player_id).toBe(player?.id);
          expect(statusEvent.status).not.toBe(player?.status);
        }
      }
    }
  });

  it('changes a status now and then, both ways', () => {
    const changes = Array.from(
      { length: 200 },
      (_, slot) => playerNews(5, 'nba', world.players, slot, at).statusEvent,
    ).filter((event) => event !== undefined);
    expect(changes.length).toBeGreaterThan(30);
    expect(changes.length).toBeLessThan(170);
    const statuses = new Set(changes.map((change) => change?.status));
    expect(statuses.has('out')).toBe(true);
    expect(statuses.has('questionable')).toBe(true);
  });
});
