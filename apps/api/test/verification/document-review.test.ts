import { DOCUMENT_REVIEW_MESSAGE, VERIFICATION_STATUS_MESSAGES } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { runVerificationCommand } from '../../src/features/verification/operator.ts';
import { auditTrail } from '../../src/platform/audit/audit-log.ts';
import { useTestApp } from '../app.ts';
import { latestSentMail, sentMailsOf } from '../sent-mails.ts';
import { type Player, signIn, verifyIdentity } from '../wallet/helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const PHOTO = 'data:image/png;base64,iVBORw0KGgo=';
const emailOf = (player: Player) => `${player.username.toLowerCase()}@test.kennel.invalid`;

function sendDocument(player: Player, frontFileName = 'front.png') {
  return player.browser.post('/v1/verification/document', {
    document_type: 'drivers_license',
    front_image: PHOTO,
    back_image: PHOTO,
    front_file_name: frontFileName,
  });
}

/** Runs `npm run verification -- ...args` in-process; answers the exit code and what it printed. */
async function command(args: string[], user: string | null = 'ops-alice') {
  const printed: string[] = [];
  const code = await runVerificationCommand(
    testApp.current.app.walletModule.verification.review,
    args,
    (text) => printed.push(text),
    { USER: user ?? undefined },
  );
  return { code, out: printed.join('\n') };
}

async function statusOf(player: Player) {
  const response = await player.browser.get('/v1/verification');
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** The trail without ids and times: who did what. */
async function trailOf(player: Player) {
  const rows = await auditTrail(testApp.current.database.handle.db, player.id);
  return rows.map(({ actor, actorName, action, details }) => ({ actor, actorName, action, details }));
}

/** A player whose details needed a document and who has sent one: a case waiting for review. */
async function playerInReview() {
  const player = await signIn(testApp.current.app);
  expect((await verifyIdentity(player, '1111')).json().data.status).toBe('needs_document');
  const sent = await sendDocument(player);
  expect(sent.statusCode).toBe(202);
  return { player, answer: sent.json().data };
}

describe('identity verification decisions, each in the audit trail', () => {
  it('records the provider deciding details at once: approved, or rejected outright', async () => {
    const approved = await signIn(testApp.current.app);
    await verifyIdentity(approved, '4321');
    expect(await trailOf(approved)).toEqual([
      {
        actor: 'system',
        actorName: 'sandbox',
        action: 'verification.decided',
        details: { status: 'approved', reason: null, case: 'details' },
      },
    ]);

    const rejected = await signIn(testApp.current.app);
    await verifyIdentity(rejected, '0000');
    expect(await statusOf(rejected)).toMatchObject({ status: 'rejected', reason: null });
    expect((await trailOf(rejected))[0]?.details).toEqual({
      status: 'rejected',
      reason: null,
      case: 'details',
    });
  });

  it('puts a document in review, and an operator approves it from the command', async () => {
    const { player, answer } = await playerInReview();
    expect(answer).toMatchObject({ status: 'pending', message: DOCUMENT_REVIEW_MESSAGE, decided_at: null });
    expect(answer.document_submitted_at).toEqual(expect.any(String));
    expect(await testApp.current.app.walletModule.verification.isVerified(player.id)).toBe(false);

    const list = await command(['list']);
    expect(list.code).toBe(0);
    const line = list.out.split('\n').find((text) => text.includes(player.id));
    expect(line).toContain(emailOf(player));
    expect(line).toContain(`submitted=${answer.document_submitted_at}`);
    expect(line).toContain("driver's license");

    const approve = await command(['approve', emailOf(player).toUpperCase()]);
    expect(approve).toEqual({ code: 0, out: expect.stringContaining('approved by ops-alice') });
    expect(await statusOf(player)).toMatchObject({
      status: 'approved',
      message: VERIFICATION_STATUS_MESSAGES.approved,
      decided_at: expect.any(String),
      reason: null,
    });
    expect((await command(['list'])).out).not.toContain(player.id);
    expect(await trailOf(player)).toEqual([
      {
        actor: 'system',
        actorName: 'sandbox',
        action: 'verification.decided',
        details: { status: 'needs_document', reason: null, case: 'details' },
      },
      {
        actor: 'player',
        actorName: null,
        action: 'verification.document_submitted',
        details: { document_type: 'drivers_license', outcome: 'review' },
      },
      {
        actor: 'operator',
        actorName: 'ops-alice',
        action: 'verification.decided',
        details: { status: 'approved', reason: null, case: 'document' },
      },
    ]);
    const mail = await latestSentMail(
      testApp.current.database.handle.db,
      emailOf(player),
      'verification_decision',
    );
    expect(mail.subject).toBe('Your identity is verified');
    expect(mail.text).toContain('/account/wallet');
  });

  it('rejects a document only with a reason, which the player sees and is emailed', async () => {
    const { player } = await playerInReview();
    const noReason = await command(['reject', player.id]);
    expect(noReason.code).toBe(1);
    expect(noReason.out).toContain('a rejection needs a reason');
    const blankReason = await command(['reject', player.id, '--reason', '   ']);
    expect(blankReason.code).toBe(1);
    expect((await statusOf(player)).status).toBe('pending');

    const reason = 'The photo of the back of your license is too blurry to read.';
    const reject = await command(['reject', player.id, '--reason', reason, '--operator', 'ops-bob']);
    expect(reject.code).toBe(0);
    expect(await statusOf(player)).toMatchObject({ status: 'rejected', reason });
    expect((await trailOf(player)).at(-1)).toEqual({
      actor: 'operator',
      actorName: 'ops-bob',
      action: 'verification.decided',
      details: { status: 'rejected', reason, case: 'document' },
    });
    const mail = await latestSentMail(
      testApp.current.database.handle.db,
      emailOf(player),
      'verification_decision',
    );
    expect(mail.subject).toBe("We couldn't verify your identity");
    expect(mail.text).toContain(reason);

    // Decided once: a second decision finds no open case and changes nothing.
    const again = await command(['approve', player.id]);
    expect(again).toEqual({ code: 1, out: `${emailOf(player)} has no document case waiting for review` });
    expect((await statusOf(player)).status).toBe('rejected');
  });

  it('lets the provider reject a document outright, with no review', async () => {
    const player = await signIn(testApp.current.app);
    await verifyIdentity(player, '1111');
    const rejected = await sendDocument(player, 'reject-me.png');
    expect(rejected.json().data).toMatchObject({ status: 'rejected', decided_at: expect.any(String) });
    // One transaction, one time: the trail holds both events, in no particular order.
    const trail = (await trailOf(player)).slice(1);
    expect(trail).toHaveLength(2);
    expect(trail).toEqual(
      expect.arrayContaining([
        {
          actor: 'player',
          actorName: null,
          action: 'verification.document_submitted',
          details: { document_type: 'drivers_license', outcome: 'rejected' },
        },
        {
          actor: 'system',
          actorName: 'sandbox',
          action: 'verification.decided',
          details: { status: 'rejected', reason: null, case: 'document' },
        },
      ]),
    );
    expect((await command(['list'])).out).not.toContain(player.id);
    expect(sentMailsOf(testApp.current.database.handle.db).some((mail) => mail.to === emailOf(player))).toBe(
      false,
    );
  });

  it('says what is wrong with a command, and changes nothing', async () => {
    const { player } = await playerInReview();
    expect(await command(['approve', 'nobody@test.kennel.invalid'])).toEqual({
      code: 1,
      out: 'no player nobody@test.kennel.invalid',
    });
    expect((await command(['approve', player.id], null)).out).toContain('say who decides');
    expect((await command(['approve'])).out).toContain('name the player');
    expect((await command(['reject', player.id, '--reason', 'x'.repeat(501)])).out).toContain(
      'at most 500 characters',
    );
    expect((await command(['frobnicate'])).code).toBe(1);
    expect(await command([])).toEqual({
      code: 0,
      out: expect.stringContaining('usage: npm run verification'),
    });
    expect((await statusOf(player)).status).toBe('pending');
    expect((await trailOf(player)).filter((event) => event.actor === 'operator')).toEqual([]);
  });
});
