import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';

const testApp = useTestApp();

describe('the sportsbook in the API reference', () => {
  it('documents the markets, placing a bet (with its idempotency and 422s) and the bet history', async () => {
    const response = await testApp.current.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const markets = document.paths['/v1/sportsbook/markets'].get;
    expect(JSON.stringify(markets.responses['200'])).toContain('#/components/schemas/SportsbookMarkets');
    const place = document.paths['/v1/sportsbook/bets'].post;
    expect(place.summary).toContain('sportsbook_prices_changed');
    expect(JSON.stringify(place.responses['201'])).toContain('#/components/schemas/SportsbookBet');
    const body = place.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual([
      'accept_better_odds',
      'legs',
      'stake_cents',
      'use_promo',
    ]);
    expect(body.properties.legs.maxItems).toBe(12);
    const history = document.paths['/v1/sportsbook/bets'].get;
    const state = history.parameters.find((parameter: { name: string }) => parameter.name === 'state');
    expect(state.schema.enum).toEqual(['open', 'settled', 'won', 'lost']);
    expect(Object.keys(document.components.schemas.ApiError.properties)).toContain('changed_selections');
  });

  it('documents player props on the markets, and cashing a bet out with its new offer on a 422', async () => {
    const document = (await testApp.current.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const { SportsbookMarket, SportsbookLeg, SportsbookBet, ApiError } = document.components.schemas;
    expect(SportsbookMarket.properties.kind.enum).toContain('player_prop');
    for (const field of ['player_id', 'player_name', 'stat', 'stat_label'])
      expect(Object.keys(SportsbookMarket.properties)).toContain(field);
    expect(Object.keys(SportsbookLeg.properties)).toContain('current_value');
    expect(Object.keys(SportsbookBet.properties)).toEqual(
      expect.arrayContaining(['games', 'cash_out_offer_cents']),
    );
    expect(JSON.stringify(SportsbookBet.properties.result)).toContain('cashed_out');
    const cashOut = document.paths['/v1/sportsbook/bets/{id}/cash-out'].post;
    expect(cashOut.summary).toContain('sportsbook_cash_out_changed');
    expect(JSON.stringify(cashOut.responses['200'])).toContain('#/components/schemas/SportsbookBet');
    expect(cashOut.parameters.map((one: { name: string; in: string }) => `${one.in}:${one.name}`)).toEqual([
      'path:id',
    ]);
    expect(Object.keys(cashOut.requestBody.content['application/json'].schema.properties)).toEqual([
      'offer_cents',
    ]);
    expect(Object.keys(ApiError.properties)).toContain('cash_out_offer_cents');
  });
});
