import { Writable } from 'node:stream';
import { PROCESSOR_TOKENIZE_PATH, TEST_CARDS } from '@kennel/core';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { databaseDump, depositByCard, signIn } from './helpers.ts';

const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  // The most talkative level: anything that could log a body would show here.
  logger: pino({ level: 'trace' }, sink),
});

describe('card numbers', () => {
  it('never reach a Kennel table or a log line, whatever the card does', async () => {
    const { app, database } = testApp.current;
    const player = await signIn(app);
    for (const card of TEST_CARDS) {
      const response = await depositByCard(app, player, 1_000, { number: card.number });
      expect([201, 402]).toContain(response.statusCode);
    }
    // Refused card forms (bad security code, malformed JSON) must not echo the number either.
    const badCvc = await player.browser.post(
      PROCESSOR_TOKENIZE_PATH,
      { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: 'x' },
      { csrf: false },
    );
    expect(badCvc.json()).toMatchObject({ api_code: 'card_invalid', fields: { cvc: expect.any(String) } });
    expect(badCvc.body).not.toContain('4242424242424242');
    const malformed = await app.inject({
      method: 'POST',
      url: PROCESSOR_TOKENIZE_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{"number": "4242424242424242", "cvc": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toContain('4242424242424242');

    const dump = await databaseDump(database.handle.db);
    expect(dump).toContain('4242'); // the last four are kept, so the dump really holds the cards
    const logs = logLines.join('\n');
    expect(logs).toContain(PROCESSOR_TOKENIZE_PATH); // the tokenize requests were logged
    for (const card of TEST_CARDS) {
      expect(dump).not.toContain(card.number);
      expect(logs).not.toContain(card.number);
      // Nor a middle stretch of it (a partly masked number is still a leak).
      expect(dump).not.toContain(card.number.slice(0, 12));
      expect(logs).not.toContain(card.number.slice(0, 12));
    }
  });
});
