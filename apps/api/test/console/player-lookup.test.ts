import { accountProfileSchema, apiErrorSchema, transactionsResponseSchema } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { auditTrail, operatorTrail } from '../../src/platform/audit/audit-log.ts';
import { useTestApp } from '../app.ts';
import { putLimit } from '../responsible-gaming/helpers.ts';
import { latestSentMail } from '../sent-mails.ts';
import { depositByCard, signIn, verifyIdentity } from '../wallet/helpers.ts';
import { signInOperator } from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

describe('player lookup in the console', () => {
  it('finds a player and shows their profile, limits, exclusions and ledger', async () => {
    const player = await signIn(app());
    expect((await depositByCard(app(), player, 2_500)).statusCode).toBe(201);
    expect((await putLimit(player, 'deposit_daily', 10_000)).statusCode).toBe(200);
    expect(
      (await player.browser.post('/v1/responsible-gaming/time-out', { duration: '24h' })).statusCode,
    ).toBe(201);

    const risk = await signInOperator(app(), 'risk');
    const found = await risk.browser.get(`/v1/console/players?q=${player.username.toUpperCase()}`);
    expect(found.json().data).toEqual([
      expect.objectContaining({ id: player.id, username: player.username }),
    ]);
    // The search text is a pattern only where it says so: % matches itself, not everyone.
    expect((await risk.browser.get('/v1/console/players?q=%25%25')).json().data).toEqual([]);

    const profile = accountProfileSchema.parse(
      (await risk.browser.get(`/v1/console/players/${player.id}`)).json().data,
    );
    expect(
      profile.responsible_gaming.limits.find((limit) => limit.type === 'deposit_daily')?.amount_cents,
    ).toBe(10_000);
    expect(profile.responsible_gaming.restriction).toMatchObject({ kind: 'time_out' });
    expect(profile.restrictions).toHaveLength(1);

    const ledger = transactionsResponseSchema.parse(
      (await risk.browser.get(`/v1/console/players/${player.id}/ledger`)).json(),
    );
    expect(ledger.data.map((row) => [row.type, row.amount_cents])).toEqual([['deposit', 2_500]]);

    const missing = await risk.browser.get('/v1/console/players/00000000-0000-4000-8000-000000000000');
    expect(apiErrorSchema.parse(missing.json())).toMatchObject({ api_code: 'player_not_found', status: 404 });
  });

  it("ends one of the player's sessions: that browser is signed out, the audit trail says who did it", async () => {
    const player = await signIn(app());
    const support = await signInOperator(app(), 'support');
    const sessions = (await support.browser.get(`/v1/console/players/${player.id}/sessions`)).json().data;
    expect(sessions).toHaveLength(1);
    const ended = await support.browser.request({
      method: 'DELETE',
      url: `/v1/console/players/${player.id}/sessions/${sessions[0].id}`,
    });
    expect(ended.statusCode).toBe(204);
    expect((await player.browser.get('/v1/account')).statusCode).toBe(401);
    const trail = await auditTrail(db(), player.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'console.player.session_ended',
      actor: 'operator',
      operatorId: support.id,
      actorName: support.name,
      details: { id: player.id, sessionId: sessions[0].id },
    });
  });

  it('decides an identity document through the same review as the command, emailed and audited', async () => {
    const player = await signIn(app());
    expect((await verifyIdentity(player, '1111')).json().data.status).toBe('needs_document');
    await player.browser.post('/v1/verification/document', {
      document_type: 'passport',
      front_image: 'data:image/png;base64,iVBORw0KGgo=',
      front_file_name: 'passport.png',
    });
    const risk = await signInOperator(app(), 'risk');
    expect((await risk.browser.get('/v1/console/documents')).json().data).toContainEqual(
      expect.objectContaining({ player_id: player.id, document_type: 'passport' }),
    );

    const noReason = await risk.browser.post(`/v1/console/documents/${player.id}/decision`, {
      decision: 'rejected',
    });
    expect(apiErrorSchema.parse(noReason.json())).toMatchObject({
      status: 400,
      fields: { reason: expect.any(String) },
    });

    const decided = await risk.browser.post(`/v1/console/documents/${player.id}/decision`, {
      decision: 'rejected',
      reason: 'The photo is too dark to read.',
    });
    expect(decided.json().data).toEqual({ status: 'rejected' });
    expect((await player.browser.get('/v1/verification')).json().data).toMatchObject({
      status: 'rejected',
      reason: 'The photo is too dark to read.',
    });
    const mail = await latestSentMail(
      db(),
      `${player.username.toLowerCase()}@test.kennel.invalid`,
      'verification_decision',
    );
    expect(mail.text).toContain('The photo is too dark to read.');
    const decision = (await auditTrail(db(), player.id)).find(
      (row) => row.action === 'verification.decided' && row.actor === 'operator',
    );
    expect(decision).toMatchObject({ operatorId: risk.id, actorName: risk.name });

    // Decided once: the case has left the queue.
    const again = await risk.browser.post(`/v1/console/documents/${player.id}/decision`, {
      decision: 'approved',
    });
    expect(apiErrorSchema.parse(again.json())).toMatchObject({
      status: 409,
      api_code: 'document_case_not_found',
    });
  });

  it('reads the audit trail newest first, by player, operator and action, a page at a time', async () => {
    const player = await signIn(app());
    await putLimit(player, 'deposit_weekly', 5_000);
    const risk = await signInOperator(app(), 'risk');
    await risk.browser.get(`/v1/console/players/${player.id}`);

    const byPlayer = (await risk.browser.get(`/v1/console/audit?player=${player.id}`)).json();
    expect(byPlayer.data.map((event: { action: string }) => event.action)).toEqual([
      'console.player.viewed',
      'limit.set',
    ]);
    expect(byPlayer.data[0]).toMatchObject({
      operator_id: risk.id,
      actor: 'operator',
      player_username: player.username,
    });
    expect(byPlayer.next_before).toBeNull();

    const older = (
      await risk.browser.get(`/v1/console/audit?player=${player.id}&before=${byPlayer.data[0].seq}`)
    ).json();
    expect(older.data.map((event: { action: string }) => event.action)).toEqual(['limit.set']);
    const limits = (await risk.browser.get(`/v1/console/audit?player=${player.id}&action=limit.`)).json();
    expect(limits.data.map((event: { action: string }) => event.action)).toEqual(['limit.set']);
    // `_` in an action is a letter, not a wildcard.
    expect(
      (await risk.browser.get(`/v1/console/audit?player=${player.id}&action=limit_`)).json().data,
    ).toEqual([]);
    const byOperator = (await risk.browser.get(`/v1/console/audit?operator=${risk.id}`)).json();
    expect(byOperator.data.every((event: { operator_id: string }) => event.operator_id === risk.id)).toBe(
      true,
    );

    const bad = await risk.browser.get('/v1/console/audit?action=DROP%20TABLE');
    expect(apiErrorSchema.parse(bad.json())).toMatchObject({
      status: 400,
      fields: { action: expect.any(String) },
    });
  });

  it("counts the inbox's own refreshes as one read, and any other read or change anew", async () => {
    const support = await signInOperator(app(), 'support');
    const actions = async () => (await operatorTrail(db(), support.id)).map((row) => row.action);
    await support.browser.get('/v1/console/support/conversations');
    await support.browser.get('/v1/console/support/conversations');
    expect(await actions()).toEqual(['console.session.started', 'console.support.inbox_read']);
    await support.browser.get('/v1/console/support/conversations?status=closed');
    await support.browser.get('/v1/console/support/conversations?status=open');
    expect(await actions()).toEqual([
      'console.session.started',
      'console.support.inbox_read',
      'console.support.inbox_read',
      'console.support.inbox_read',
    ]);
  });
});
