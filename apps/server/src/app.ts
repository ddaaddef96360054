// Every domain table's Portuguese (its answers, e-mails and pages may word any of them).
import '@roteiro/domain/i18n/all-translations';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Trx } from './db/database.ts';
import { createAccountDeletion } from './modules/accounts/accounts.service.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes.ts';
import { affiliatesRoutes } from './modules/affiliates/affiliates.routes.ts';
import * as affiliates from './modules/affiliates/affiliates.service.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { findBlogPagePreview } from './modules/blog/blog.service.ts';
import { adminBookingsRoutes } from './modules/booking/admin/admin-bookings.routes.ts';
import { checkoutRoutes } from './modules/booking/checkout/checkout.routes.ts';
import { bookingWebhookHandlers } from './modules/booking/checkout/fulfilment.ts';
import { holdExpiryTask } from './modules/booking/checkout/hold-expiry.ts';
import { createSlotsCache } from './modules/booking/checkout/slots-cache.ts';
import { counterRoutes } from './modules/booking/counter/counter.routes.ts';
import { bookingRemindersTask } from './modules/booking/manage/manage.reminders.ts';
import { manageRoutes } from './modules/booking/manage/manage.routes.ts';
import { myToursRoutes } from './modules/booking/manage/my-tours.routes.ts';
import { catalogueAdminRoutes } from './modules/catalogue-admin/catalogue-admin.routes.ts';
import { cataloguePublicRoutes } from './modules/catalogue-public/catalogue-public.routes.ts';
import { findPagePreview } from './modules/catalogue-public/catalogue-public.service.ts';
import { findStaticPagePreview } from './modules/catalogue-public/storefront-pages.service.ts';
import { checkinRoutes } from './modules/checkin/checkin.routes.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import * as companies from './modules/companies/companies.service.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { embedRoutes } from './modules/distribution/embed.routes.ts';
import { createEmbedFraming } from './modules/distribution/embed.service.ts';
import { octoRoutes } from './modules/distribution/octo.routes.ts';
import { resellerHoldExpiryTask } from './modules/distribution/reseller-holds.ts';
import { resellersRoutes } from './modules/distribution/resellers.routes.ts';
import { thingsToDoRoutes } from './modules/distribution/things-to-do.routes.ts';
import { formsRoutes } from './modules/forms/forms.routes.ts';
import { guidersRoutes } from './modules/guiders/guiders.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { opsRoutes } from './modules/ops/ops.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { webhookHandlers } from './modules/payments/payments.service.ts';
import { affiliateSettlementTask } from './modules/payouts/affiliate-payouts.service.ts';
import { payoutsRoutes } from './modules/payouts/payouts.routes.ts';
import { quoteRoutes } from './modules/quote/quote.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { inviteRunAttendees, reviewRemindersTask } from './modules/reviews/reviews.invitations.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { onBookingPaid } from './modules/scheduling/scheduling.notifications.ts';
import { schedulingRoutes } from './modules/scheduling/scheduling.routes.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { sitePagesRoutes } from './modules/site-pages/site-pages.routes.ts';
import { findSitePagePreview } from './modules/site-pages/site-pages.service.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import * as staff from './modules/staff/staff.service.ts';
import { testProviderRoutes } from './modules/test-provider/test-provider.routes.ts';
import { vendorsRoutes } from './modules/vendors/vendors.routes.ts';
import * as vendors from './modules/vendors/vendors.service.ts';
import type { Adapters } from './platform/adapters.ts';
import { createSessionResolver, installAccessControl } from './platform/auth/access.ts';
import { authRelayRoutes } from './platform/auth/auth.routes.ts';
import { createAuth } from './platform/auth/auth.ts';
import { sessionHousekeepingTask } from './platform/auth/session-housekeeping.ts';
import { apiDocsRoutes } from './platform/http/api-docs.ts';
import {
  frameworkErrors,
  installErrorHandler,
  logSlowRequests,
  refuseNulInUrls,
} from './platform/http/error-handler.ts';
import { createHeldAnswers } from './platform/http/held-answers.ts';
import { refuseCrossOriginWrites } from './platform/http/origin-check.ts';
import { refuseDeepJson } from './platform/http/parse.ts';
import { createPublicCache } from './platform/http/public-cache.ts';
import { answerCachedReadsEarly, type RegisteredRoute, trackRouteAccess } from './platform/http/routing.ts';
import { installSecurityHeaders } from './platform/http/security-headers.ts';
import { createThrottle, warnOfUntrustedProxy } from './platform/http/throttle.ts';
import { serveWebApp } from './platform/http/web-app.ts';
import { signInLinkMail } from './platform/mail/templates/sign-in-link.ts';
import type { Outbox } from './platform/outbox/outbox.ts';
import { isTestPaymentProvider } from './platform/payments/test-payment-provider.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  adapters: Adapters;
  outbox: Pick<Outbox, 'enqueue' | 'listFailed' | 'retry' | 'schedule'>;
  logger?: FastifyBaseLogger;
  /** The clock of the booking and planning rules (tests move it); the real time by default. */
  now?: () => Date;
};

export type App = FastifyInstance & { routeTable: RegisteredRoute[] };

/** Builds the whole HTTP app. Never listens: main.ts does, tests use app.inject(). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, adapters, outbox } = deps;
  const now = deps.now ?? (() => new Date());
  const db = database.db;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A URL that is not valid percent-encoding gets the app's error format too.
    frameworkErrors,
    // A log line per request costs more than many requests do: failures and slow requests are logged.
    logController: new LogController({ disableRequestLogging: true }),
  });
  logSlowRequests(app, config.slowRequestMs);
  const routeTable = trackRouteAccess(app);
  installErrorHandler(app);
  // The booking box's pages may be framed by the sites their owner registered (issue 38), known for 30 s.
  const embedFraming = createEmbedFraming(db, { ttlMs: 30_000 });
  // The first hook: security headers on every answer, refusals included (docs/decisions.md).
  installSecurityHeaders(app, config.appUrl, embedFraming);
  // Then cached public reads: a fresh answer goes at once (`publicCache` is decorated below, before any request).
  answerCachedReadsEarly(app);
  refuseNulInUrls(app);
  refuseDeepJson(app);
  // Before the session is looked up: writes a browser sends from another site are refused.
  refuseCrossOriginWrites(app, config.appUrl);
  // Zod validates inside each route (domain messages) and, outside production, checks each answer
  // against its contract; the JSON schemas only document the API.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.decorate('checkResponses', config.env !== 'production');
  const slotsCache = createSlotsCache({ ttlMs: config.slotsCacheMs });
  const publicCache = createPublicCache({ ttlMs: config.publicCacheSeconds * 1000 });
  // A catalogue change (times, prices, capacity, visibility) also changes the slots of its activities.
  const invalidatePublic = publicCache.invalidate.bind(publicCache);
  publicCache.invalidate = () => {
    invalidatePublic();
    slotsCache.clear();
  };
  app.decorate('publicCache', publicCache);
  app.decorate('heldAnswers', createHeldAnswers());
  app.decorate(
    'throttle',
    createThrottle(db, () => now().getTime(), config.throttleScale),
  );
  warnOfUntrustedProxy(app, config.trustProxy);
  // Text answers leave compressed (brotli at a quality that is quick enough per request, else gzip);
  // the web app's files are compressed once at build time and served as they are.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // File uploads (request.file() / request.parts()); each route still checks type and size from the bytes.
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 20, fields: 50 } });
  // Before any route: the documentation collects every route registered after it (built on first use).
  apiDocsRoutes(app, config.appUrl);

  const auth = createAuth({
    config,
    db,
    sendSignInLink: async (to, url, locale) => {
      await outbox.enqueue(db, {
        kind: 'mail.send',
        // Someone is waiting for it: ahead of any backlog of other mail.
        isUrgent: true,
        payload: { to, ...signInLinkMail({ url, locale }) },
      });
    },
  });
  installAccessControl(app, createSessionResolver(auth, db, config.authSecret));

  healthRoutes(app, db);
  sessionRoutes(app, { auth, db, googleEnabled: Boolean(config.google) });
  authRelayRoutes(app, auth, config.appUrl, Boolean(config.google));
  staffRoutes(app, {
    db,
    storage: adapters.storage,
    outbox,
    appUrl: config.appUrl,
    authSecret: config.authSecret,
  });
  registrationRoutes(app, { db, auth, outbox, appUrl: config.appUrl, authSecret: config.authSecret });
  companiesRoutes(app, { db, payments: adapters.payments, appUrl: config.appUrl });
  devRoutes(app, { db, mailboxEnabled: adapters.mailer.kind === 'dev' });
  mediaRoutes(app, { storage: adapters.storage });
  opsRoutes(app, { outbox });
  // Operators hear of a group's first paid booking and of seats missing (online or at a counter).
  const onPaid = (trx: Trx, groupId: string) =>
    onBookingPaid(trx, { outbox, operatorsChatId: config.operatorsChatId, now: now() }, groupId);
  paymentsRoutes(app, {
    db,
    payments: adapters.payments,
    handlers: webhookHandlers(
      { 'account.updated': [companies.onAccountUpdated] },
      { 'account.updated': [affiliates.onAccountUpdated] },
      bookingWebhookHandlers({
        outbox,
        log: app.log,
        appUrl: config.appUrl,
        authSecret: config.authSecret,
        onPaid,
      }),
    ),
  });
  if (isTestPaymentProvider(adapters.payments)) {
    testProviderRoutes(app, { payments: adapters.payments, appUrl: config.appUrl });
  }

  cataloguePublicRoutes(app, { db, config });
  quoteRoutes(app, { db, outbox, staffEmail: config.mail.staffEmail });
  formsRoutes(app, { db, outbox, staffEmail: config.mail.staffEmail, appUrl: config.appUrl });
  newsletterRoutes(app, { db, outbox, appUrl: config.appUrl, authSecret: config.authSecret });
  blogRoutes(app, { db, storage: adapters.storage });
  sitePagesRoutes(app, { db });
  checkoutRoutes(app, {
    db,
    payments: adapters.payments,
    appUrl: config.appUrl,
    authSecret: config.authSecret,
    log: app.log,
    slotsCache,
    onPlacesChanged: slotsCache.forgetActivity,
    now,
  });
  const manage = {
    db,
    payments: adapters.payments,
    outbox,
    appUrl: config.appUrl,
    authSecret: config.authSecret,
    onPlacesChanged: slotsCache.forgetActivity,
    now,
  };
  manageRoutes(app, manage);
  adminBookingsRoutes(app, manage);
  counterRoutes(app, { ...manage, log: app.log, onPaid });
  myToursRoutes(app, { db, authSecret: config.authSecret, now });
  catalogueAdminRoutes(app, {
    db,
    storage: adapters.storage,
    payments: adapters.payments,
    appUrl: config.appUrl,
    log: app.log,
    geocoderUrl: config.geocoderUrl,
  });

  vendorsRoutes(app, { db, outbox, appUrl: config.appUrl });
  affiliatesRoutes(app, { db, auth, payments: adapters.payments, outbox, appUrl: config.appUrl });
  settingsRoutes(app, {
    db,
    storage: adapters.storage,
    outbox,
    appUrl: config.appUrl,
    deleteAccount: createAccountDeletion({
      company: [staff.deactivateEmployeesOfCompany, companies.onCompanyDeleted],
      employee: [staff.anonymiseEmployee],
      vendor: [vendors.anonymiseVendor],
      affiliate: [affiliates.anonymiseAffiliate],
    }),
  });
  guidersRoutes(app, { db });
  payoutsRoutes(app, { db, payments: adapters.payments, log: app.log });
  schedulingRoutes(app, { db, outbox, operatorsChatId: config.operatorsChatId, now });
  adminDashboardRoutes(app, { db, now });
  // A finished run invites its travellers whose tickets were scanned to review it (issue 37).
  const reviewMail = { outbox, appUrl: config.appUrl, authSecret: config.authSecret };
  checkinRoutes(app, {
    db,
    onRunFinished: (trx, runId) => inviteRunAttendees(trx, reviewMail, runId, now()),
  });
  reviewsRoutes(app, { db, outbox, authSecret: config.authSecret, now });

  // Resellers over OCTO: the same checkout, fulfilment and refund as the storefront's (modules/distribution).
  resellersRoutes(app, { db, now });
  // The booking box for operators' own sites: the origins that may frame it (modules/distribution).
  embedRoutes(app, { db, framing: embedFraming });
  // Google's Things to do product feed, for a reseller's key (modules/distribution).
  await thingsToDoRoutes(app, { db, appUrl: config.appUrl, now });
  await octoRoutes(app, {
    db,
    appUrl: config.appUrl,
    supplierEmail: config.mail.staffEmail,
    now,
    manage,
    log: app.log,
    onPaid,
    onPlacesChanged: slotsCache.forgetActivity,
  });

  // Periodic work: pg-boss schedules, each occurrence run once by one of the processes on the database.
  const scheduledTasks = [
    holdExpiryTask({ db, log: app.log, onPlacesChanged: slotsCache.forgetActivity }),
    resellerHoldExpiryTask({ db, log: app.log, onPlacesChanged: slotsCache.forgetActivity }),
    bookingRemindersTask({ ...manage, log: app.log }),
    reviewRemindersTask({ ...reviewMail, db, log: app.log }),
    sessionHousekeepingTask({ db, log: app.log }),
    // Tests pay commissions through the service instead.
    ...(config.env === 'test'
      ? []
      : [affiliateSettlementTask({ db, payments: adapters.payments, log: app.log })]),
  ];
  app.addHook('onReady', async () => {
    for (const task of scheduledTasks) {
      await outbox.schedule(task);
    }
  });

  await serveWebApp(app, {
    distDir: config.webDistDir,
    appUrl: config.appUrl,
    // Information pages first (no query unless the path is one), then details and event pages.
    findPagePreview: async (pathname, locale) =>
      (await findStaticPagePreview(db, pathname)) ??
      (await findBlogPagePreview(db, pathname, locale)) ??
      (await findSitePagePreview(db, pathname, locale)) ??
      findPagePreview(db, pathname, locale, config.appUrl),
    cache: app.publicCache,
    pseudoLocale: config.pseudoLocale,
  });
  return Object.assign(app, { routeTable }) as App;
}
