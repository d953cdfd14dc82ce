import { worldTimeScale } from '@kennel/core';
import { accountClosureRoutes } from './features/account-closure/routes.ts';
import { createAccountClosureService } from './features/account-closure/service.ts';
import { createAccountSecrets } from './features/accounts/account-secrets.ts';
import { loginRoutes } from './features/accounts/login-routes.ts';
import { mfaRoutes } from './features/accounts/mfa-routes.ts';
import { createPasswordHasher } from './features/accounts/password-hashing.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { createAccountService } from './features/accounts/service.ts';
import { createAuthorization } from './features/authorization/service.ts';
import { clientConfigRoutes } from './features/client-config/routes.ts';
import { makeContests } from './features/contests/contest-maker.ts';
import { defineContestJobs } from './features/contests/jobs.ts';
import { contestRoutes } from './features/contests/routes.ts';
import { createContests } from './features/contests/service.ts';
import { contestTestRoutes } from './features/contests/test-routes.ts';
import { runClockWorker } from './features/drafts/engine/clock-worker.ts';
import { createDraftEngine } from './features/drafts/engine/engine.ts';
import { createPlayerPools } from './features/drafts/player-pool.ts';
import { definePrizeJobs } from './features/drafts/prizes/jobs.ts';
import { createPrizeSettlement } from './features/drafts/prizes/service.ts';
import { prizeTestRoutes } from './features/drafts/prizes/test-routes.ts';
import { createDraftReads } from './features/drafts/read.ts';
import { draftRoutes } from './features/drafts/routes.ts';
import { installBestBallTeams } from './features/drafts/teams/index.ts';
import { bestBallTestRoutes } from './features/drafts/teams/test-routes.ts';
import type { LocationProvider } from './features/location/provider.ts';
import { locationRoutes } from './features/location/routes.ts';
import { createSandboxLocationProvider } from './features/location/sandbox-provider.ts';
import { createLocationService, locationToWire } from './features/location/service.ts';
import { unconfiguredLocationProvider } from './features/location/unconfigured-provider.ts';
import { committedDepositCents } from './features/payments/deposits/repo.ts';
import type { PaymentGateway } from './features/payments/gateway.ts';
import { createPayments, paymentRoutes } from './features/payments/payments.ts';
import { createSandboxPartners, sandboxPartnerRoutes } from './features/payments/sandbox-partners.ts';
import { unconfiguredGateway } from './features/payments/unconfigured-gateway.ts';
import { pickemEntryRoutes } from './features/pickem/entries/routes.ts';
import { createPickemEntries } from './features/pickem/entries/service.ts';
import {
  createBoardCache,
  createLineMaker,
  pickemBoardRoutes,
  pickemLinesTestRoutes,
  readBoard,
  runLineMaker,
} from './features/pickem/lines/index.ts';
import { settlementRoutes } from './features/pickem/settlement/routes.ts';
import { createSettlement } from './features/pickem/settlement/service.ts';
import { definePickemSettlementJobs } from './features/pickem/settlement/triggers.ts';
import { promotionRoutes } from './features/promotions/routes.ts';
import { createPromotionService } from './features/promotions/service.ts';
import { responsibleGamingRoutes } from './features/responsible-gaming/routes.ts';
import { createResponsibleGamingService } from './features/responsible-gaming/service.ts';
import { sessionTokenFrom } from './features/sessions/cookie.ts';
import { sessionRoutes } from './features/sessions/routes.ts';
import { createSessionService, recordedLocationOf } from './features/sessions/service.ts';
import { testSessionRoutes } from './features/sessions/test-routes.ts';
import { createSportsWorld } from './features/sports/index.ts';
import { sportsRoutes } from './features/sports/routes.ts';
import { runWorldSimulator } from './features/sports/simulator/run.ts';
import { SIMULATOR_PROVIDER } from './features/sports/simulator/sim-world.ts';
import { worldTestRoutes } from './features/sports/simulator/test-routes.ts';
import { readWorldControls } from './features/sports/simulator/world-settings.ts';
import { createWorldProduction } from './features/sports/world.ts';
import { taxRoutes } from './features/tax/routes.ts';
import { createTaxService } from './features/tax/service.ts';
import { createTinCipher } from './features/tax/tin-cipher.ts';
import { termsRoutes } from './features/terms/routes.ts';
import { createTermsService, currentTermsCheck } from './features/terms/service.ts';
import { createSandboxIdentityProvider } from './features/verification/provider.ts';
import { verificationRoutes } from './features/verification/routes.ts';
import { createVerificationService } from './features/verification/service.ts';
import { createHistoryService } from './features/wallet/history/service.ts';
import { defineWalletJobs } from './features/wallet/jobs.ts';
import { createPromotions } from './features/wallet/promotions/service.ts';
import { walletRoutes } from './features/wallet/routes.ts';
import { createWalletService } from './features/wallet/service.ts';
import type { Clock } from './platform/clock.ts';
import { type Config, servesOverHttps } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { installAuth } from './platform/http/auth.ts';
import { createIdempotency, deleteExpiredIdempotencyKeys } from './platform/http/idempotency.ts';
import { playerBudgets } from './platform/http/rate-limit.ts';
import { installRouteServices } from './platform/http/route.ts';
import type { App } from './platform/http/server.ts';
import type { JobQueue } from './platform/jobs/queue.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { createEventBus, type EventBus } from './platform/realtime/bus.ts';
import { installRealtime } from './platform/realtime/hub.ts';

const MINUTE_MS = 60_000;

export interface ComposeOptions {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** The shared queue the features' periodic jobs run on (started with the server; tests call `worker.runOnce()`). */
  jobs: JobQueue;
  /** A real card processor and bank; unused while PAYMENT_SANDBOX is on. */
  paymentGateway?: PaymentGateway | undefined;
  /** A geolocation vendor's provider (createGeolocationProvider); unused while LOCATION_SANDBOX is on. */
  locationProvider?: LocationProvider | undefined;
}

/**
 * The composition root: builds every feature's services and hands each the others it needs, then
 * mounts their routes. Features export factories and route plugins; none wires another.
 */
export async function composeFeatures(app: App, options: ComposeOptions) {
  const { config, db, clock, mailer } = options;
  const https = servesOverHttps(config);

  const sessions = createSessionService({ db, clock });
  const promoCodes = createPromotionService({ db, clock });
  const accounts = createAccountService({
    db,
    clock,
    mailer,
    passwords: createPasswordHasher({ logN: config.passwordScryptLogN }),
    secrets: createAccountSecrets(config.sessionSecret),
    sessions,
    promoCodes,
    publicUrl: config.publicUrl,
  });
  installAuth(app, (request) => sessions.userForRequest(request, sessionTokenFrom(request)));
  installRouteServices(app, {
    idempotency: createIdempotency({ db, clock }),
    playerBudgets: playerBudgets(config.rateLimitMax),
  });
  clientConfigRoutes(app, { legalLinks: config.legalLinks, paymentSandbox: config.paymentSandbox });
  sessionRoutes(app, { sessions, secureCookies: https });
  // The sandbox provider (and its test header) exists only where LOCATION_SANDBOX is on, never in
  // production; there a vendor's provider places players, and without one paid actions fail closed.
  const location = createLocationService({
    db,
    clock,
    provider: config.locationSandbox
      ? createSandboxLocationProvider({ db })
      : (options.locationProvider ?? unconfiguredLocationProvider),
  });
  locationRoutes(app, { location });
  loginRoutes(app, {
    accounts,
    secureCookies: https,
    locateAtLogin: async (request, userId, token) => {
      const located = await location.checkIfAvailable({ userId, headers: request.headers }, token);
      return located ? locationToWire(located) : undefined;
    },
  });
  accountRoutes(app, { accounts, secureCookies: https });
  mfaRoutes(app, { accounts });
  promotionRoutes(app, { promotions: promoCodes, referrers: accounts });
  termsRoutes(app, { terms: createTermsService({ db, clock }) });

  // The sports world: the producer writes through `sports`, live messages go out through `sports.live`.
  const sports = createSportsWorld({
    db,
    clock,
    onListenerError: (error) => app.log.error({ err: error }, 'sports live message not delivered'),
  });
  sportsRoutes(app, { db, clock });

  const bus = createEventBus(db, {
    onError: (error) => app.log.error({ err: error }, 'event bus failed'),
  });
  const realtime = await installRealtime(app, { bus, publicUrl: config.publicUrl });
  app.decorate('eventBus', bus);
  // Committed game and news messages reach every instance's sockets through the bus (topic events).
  sports.live.subscribe((messages) => bus.publish(messages));
  const wallet = createWalletService({
    db,
    clock,
    bus,
    onPublishError: (error) => app.log.error({ err: error }, 'wallet change not published'),
  });
  const promotions = createPromotions({ wallet, clock, promoCodes });
  const verification = createVerificationService({
    db,
    clock,
    provider: createSandboxIdentityProvider(),
    mailer,
    publicUrl: config.publicUrl,
  });
  const history = createHistoryService({ db });
  walletRoutes(app, { wallet, history, promotions, realtime });
  verificationRoutes(app, { verification });
  const responsibleGaming = createResponsibleGamingService({
    wallet,
    clock,
    passwordMatches: (userId, password) => accounts.passwordMatches(userId, password),
    endAllSessions: (userId, tx) => sessions.endAllSessions(userId, tx),
    // The games register their refunds of pre-game entries and open bets here (ExclusionRefund).
    exclusionRefunds: [],
  });
  responsibleGamingRoutes(app, { responsibleGaming, secureCookies: https });
  const accountClosure = createAccountClosureService({
    wallet,
    mailer,
    publicUrl: config.publicUrl,
    passwordMatches: (userId, password) => accounts.passwordMatches(userId, password),
    endAllSessions: (userId, tx) => sessions.endAllSessions(userId, tx),
  });
  accountClosureRoutes(app, { accountClosure, secureCookies: https });
  const tax = createTaxService({
    db,
    clock,
    cipher: createTinCipher(config.taxIdEncryptionKey),
    payer: { name: 'Kennel', ...config.taxPayer },
    counts: wallet.counts,
  });
  taxRoutes(app, { tax });
  // Every paid action's one authorisation step. Features add their rules here: the responsible-
  // gaming and current-terms checks to `checks`, the tax form rule to `withdrawalChecks`.
  const authorization = createAuthorization({
    inTransaction: wallet.inTransaction,
    isIdentityVerified: (userId, executor) => verification.isVerified(userId, executor),
    depositedCents: committedDepositCents,
    checks: [responsibleGaming.check, currentTermsCheck],
    withdrawalChecks: [(unit, { userId }) => tax.assertTaxFormOnFile(unit, userId)],
  });

  const merchants = { primary: config.paymentMerchantId, retry: config.paymentRetryMerchantId };
  const sandbox = config.paymentSandbox
    ? createSandboxPartners({
        db,
        clock,
        merchants,
        publicUrl: config.publicUrl,
        bankWebhookSecret: config.bankWebhookSecret,
      })
    : undefined;
  const payments = createPayments({
    db,
    clock,
    wallet,
    promotions,
    authorization,
    gateway: sandbox?.gateway ?? options.paymentGateway ?? unconfiguredGateway,
    mailer,
    logger: app.log,
    merchants,
    publicUrl: config.publicUrl,
    bankWebhookSecret: config.bankWebhookSecret,
  });
  paymentRoutes(app, { db, clock, payments, location });

  // Best ball draft engine: the lobby starts filled drafts through it (onDraftFilled/onDraftsStarted).
  const draftPools = createPlayerPools();
  const drafts = createDraftEngine({
    db,
    clock,
    bus,
    pools: draftPools,
    maxPickClockMs: config.draftClock.maxPickClockMs,
    onPublishError: (error) => app.log.error({ err: error }, 'draft change not published'),
    onSweepError: (error, draftId) =>
      app.log.error({ err: error, draft_id: draftId }, 'draft clock expiry failed'),
    // ADP is recomputed once a draft completes (a job enqueued in the completing transaction).
    onDraftComplete: async (tx, draftId) => {
      await bestBall.adp.afterDraftComplete(draftId, tx);
    },
  });
  draftRoutes(app, {
    engine: drafts,
    reads: createDraftReads(db, draftPools, clock),
    realtime,
    db,
    // RULES.md: no drafting during a time-out or exclusion (the seat's clock runs out to autopick).
    mayDraft: (userId) => responsibleGaming.assertMayPlay(userId),
  });
  // Every process sweeps expired pick clocks; the row lock decides which one moves each draft.
  let draftClocks: ReturnType<typeof runClockWorker> | undefined;
  app.addHook('onReady', async () => {
    draftClocks = runClockWorker(drafts, { pollMs: config.draftClock.pollMs, logger: app.log });
  });
  app.addHook('preClose', async () => {
    await draftClocks?.close();
  });

  // Best ball lobby: entries paid through the wallet fill drafts; the engine starts each filled draft.
  const contests = createContests({
    wallet,
    authorization,
    bus,
    clock,
    bots: config.draftBots,
    onDraftFilled: async (tx, draftId) => {
      await drafts.startDraft(tx, draftId, clock());
    },
    onDraftsStarted: (draftIds) => drafts.announce(draftIds),
    closeDraft: (draftId) => drafts.closeDraft(draftId),
    onPublishError: (error) => app.log.error({ err: error }, 'contest entries change not published'),
  });
  contestRoutes(app, {
    contests,
    locate: (request, userId) =>
      location.check(
        { userId, headers: request.headers },
        sessionTokenFrom(request),
        recordedLocationOf(request),
      ),
    realtime,
  });
  // A self-excluded player's entries still waiting for a draft are refunded in the exclusion's transaction.
  responsibleGaming.addExclusionRefund((unit, userId) => contests.refundForExclusion(unit, userId));
  // Contests for the upcoming slates; bots may sit in them only where DRAFT_BOTS is on. A simulated
  // slate's slow clocks follow the world's pace (WORLD_GAME_MINUTES and the operator's speed) now.
  const makeLobbyContests = async () => {
    const { speed } = await readWorldControls(db, config.world.seed);
    const scale = worldTimeScale(config.world.gameMinutes, speed);
    return makeContests(db, {
      now: clock(),
      botsAllowed: config.draftBots.enabled,
      timeScale: (slate) => (slate.provider === SIMULATOR_PROVIDER ? scale : 1),
      onCreated: (contestIds) => contests.publishLobby(contestIds),
    });
  };
  const contestJobs = defineContestJobs(options.jobs, {
    contests,
    makeContests: makeLobbyContests,
    bots: config.draftBots.enabled,
  });
  if (config.testRoutes) contestTestRoutes(app, { contests, makeContests: makeLobbyContests });

  const pickemEntries = createPickemEntries({
    wallet,
    authorization,
    bus,
    clock,
    onPublishError: (error) => app.log.error({ err: error }, "pick'em entries change not published"),
  });
  pickemEntryRoutes(app, {
    entries: pickemEntries,
    locate: (request, userId) =>
      location.check(
        { userId, headers: request.headers },
        sessionTokenFrom(request),
        recordedLocationOf(request),
      ),
    realtime,
  });
  // A self-excluded player's entries that have not started are refunded in the exclusion's transaction.
  responsibleGaming.addExclusionRefund((unit, userId) => pickemEntries.refundForExclusion(unit, userId));
  if (sandbox) sandboxPartnerRoutes(app, { partners: sandbox, clock });

  if (config.testRoutes) {
    testSessionRoutes(app, { sessions, secureCookies: https, testUser: accounts.testUser });
  }

  // Every instance applies events and announces them; only the elected leader runs the simulator.
  const production = createWorldProduction({ db, clock, sports, world: config.world });
  if (config.world.simulator) {
    let simulator: ReturnType<typeof runWorldSimulator> | undefined;
    app.addHook('onReady', async () => {
      simulator = runWorldSimulator({ db, producer: production.producer, logger: app.log });
    });
    // Before the database closes: the running tick finishes and the lock is handed over.
    app.addHook('preClose', async () => {
      await simulator?.close();
    });
  }
  app.decorate('prepareFirstLook', async () => {
    if (!config.world.simulator) return;
    try {
      await production.producer.prepareAtStart();
      await makeLobbyContests();
    } catch (error) {
      app.log.error({ err: error }, 'first contests not made at start (the contest maker job retries)');
    }
  });
  if (config.testRoutes) worldTestRoutes(app, { db, producer: production.producer });
  // Best ball rankings, ADP, teams and scoring; the draft engine calls bestBall.adp.afterDraftComplete.
  const bestBall = installBestBallTeams(app, { db, clock, jobs: options.jobs });
  if (config.testRoutes) bestBallTestRoutes(app, { scoring: bestBall.scores });

  // Pick'em lines: made and moved by a job on the shared queue, and at once when a game changes here.
  const boards = createBoardCache((query, now) => readBoard(db, query, now));
  // A line change on any instance drops this one's board reads.
  bus.subscribe((event) => {
    if (event.type === 'pickem_lines') boards.clear();
  });
  const pickemLines = createLineMaker({
    db,
    clock,
    bus,
    logger: app.log,
    onLinesChanged: () => boards.clear(),
  });
  const lineMakerRun = runLineMaker({
    lineMaker: pickemLines,
    jobs: options.jobs,
    live: sports.live,
    onError: (error) => app.log.error({ err: error }, 'pickem lines not refreshed'),
  });
  // Before the database closes: refreshes under way finish.
  app.addHook('preClose', () => lineMakerRun.close());
  pickemBoardRoutes(app, { boards, clock });
  if (config.testRoutes) pickemLinesTestRoutes(app, { lineMaker: pickemLines });

  const { cardDeposits, bankDeposits, withdrawals } = payments;
  const worker = defineWalletJobs(options.jobs, [
    { kind: 'promo_expiry', run: () => promotions.expireDue() },
    { kind: 'stale_card_deposits', run: () => cardDeposits.settleStale(5 * MINUTE_MS) },
    { kind: 'interrupted_payouts', run: () => withdrawals.resumePayouts(2 * MINUTE_MS) },
    { kind: 'unconfirmed_withdrawals', run: () => withdrawals.cancelExpired() },
    ...(sandbox
      ? [{ kind: 'sandbox_bank_notifications', run: () => sandbox.bank.resendUnacknowledged() }]
      : []),
    { kind: 'idempotency_keys', run: () => deleteExpiredIdempotencyKeys(db, clock()) },
    { kind: 'ledger_deltas', run: () => wallet.foldDeltas() },
  ]);

  // Pick'em settlement: a recurring job, a run as soon as a game goes final or is corrected, and the results page's figures.
  const pickemSettlement = createSettlement({ db, clock, wallet, bus, logger: app.log });
  const pickemSettlementJobs = definePickemSettlementJobs(options.jobs, pickemSettlement, app.log);
  sports.live.subscribe((messages) => pickemSettlementJobs.onSportsMessages(messages));
  settlementRoutes(app, { db, clock, settlement: pickemSettlement, testRoutes: config.testRoutes });

  // Best ball prizes: a recurring job, and a run as soon as a game goes final (a slate's last game settles its contests).
  const bestBallPrizes = createPrizeSettlement({
    wallet,
    logger: app.log,
    // A settled contest is closed: the lobby hears it, and its players' team lists refresh.
    onSettled: async (settled) => {
      contests.announce(settled.userIds);
      await contests.publishLobby([settled.contestId]);
    },
  });
  const bestBallPrizeJobs = definePrizeJobs(options.jobs, bestBallPrizes, app.log);
  sports.live.subscribe((messages) => bestBallPrizeJobs.onSportsMessages(messages));
  if (config.testRoutes) prizeTestRoutes(app, { settlement: bestBallPrizes });

  const module = {
    wallet,
    promotions,
    verification,
    authorization,
    location,
    responsibleGaming,
    tax,
    withdrawals,
    cardDeposits,
    bankDeposits,
    bank: sandbox?.bank,
    worker,
    sports: { store: sports.store, ingest: sports.ingest, producer: production.producer },
    sportsLive: sports.live,
    drafts,
    contests,
    contestJobs,
    bestBall,
    bestBallPrizes,
    bestBallPrizeJobs,
    pickemEntries,
    pickemSettlement,
    pickemSettlementJobs,
    pickemLines,
    pickemLinesLive: lineMakerRun,
  };
  app.decorate('walletModule', module);
  return module;
}

export type WalletModule = Awaited<ReturnType<typeof composeFeatures>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The money features' services, for tests that drive jobs with an injected clock. */
    walletModule: WalletModule;
    /** The bus every instance shares; tests publish topic events on it. */
    eventBus: EventBus;
    /**
     * Start-up, before the server listens (main.ts): with the simulator on, a fresh start's first
     * look finds games and contests, since the world is seeded and scheduled ahead and the lobby's
     * contests made for its slates now, not by the contest_maker job a minute later. Idempotent,
     * so every instance may run it; outside Fastify's ready hooks, so a slow seed is no plugin timeout.
     */
    prepareFirstLook(): Promise<void>;
  }
}
