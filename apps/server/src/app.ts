import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { adminListsRoutes } from './modules/admin-lists/admin-lists.routes.ts';
import { affiliatesRoutes } from './modules/affiliates/affiliates.routes.ts';
import { catalogueAdminRoutes } from './modules/catalogue-admin/catalogue-admin.routes.ts';
import { cataloguePublicRoutes } from './modules/catalogue-public/catalogue-public.routes.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { opsRoutes } from './modules/ops/ops.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { quoteRoutes } from './modules/quote/quote.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { testProviderRoutes } from './modules/test-provider/test-provider.routes.ts';
import { vendorsRoutes } from './modules/vendors/vendors.routes.ts';
import type { Adapters } from './platform/adapters.ts';
import { createSessionResolver, installAccessControl } from './platform/auth/access.ts';
import { authRelayRoutes } from './platform/auth/auth.routes.ts';
import { createAuth } from './platform/auth/auth.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { markPublic, type RegisteredRoute, trackRouteAccess } from './platform/http/routing.ts';
import { serveWebApp } from './platform/http/web-app.ts';
import type { Outbox } from './platform/outbox/outbox.ts';
import { isTestPaymentProvider } from './platform/payments/test-payment-provider.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  adapters: Adapters;
  outbox: Pick<Outbox, 'enqueue' | 'listFailed' | 'retry'>;
  logger?: FastifyBaseLogger;
};

export type App = FastifyInstance & { routeTable: RegisteredRoute[] };

/** Builds the whole HTTP app. Never listens: main.ts does, tests use app.inject(). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, adapters, outbox } = deps;
  const db = database.db;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const routeTable = trackRouteAccess(app);
  installErrorHandler(app);
  // Zod validates inside each route (domain messages); the JSON schemas only document the API.
  app.setValidatorCompiler(() => () => true);

  // File uploads (request.file() / request.parts()); each route still checks type and size from the bytes.
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 20, fields: 50 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Roteiro API', version: '1.0.0', description: 'Every route states its access level.' },
    },
  });
  await app.register(async (scope) => {
    markPublic(scope);
    await scope.register(swaggerUi, { routePrefix: '/api/docs' });
  });

  const auth = createAuth({
    config,
    db,
    sendSignInLink: async (to, url) => {
      await outbox.enqueue(db, {
        kind: 'mail.send',
        payload: {
          to,
          subject: 'Your Roteiro sign-in link',
          text: `Open this link to sign in to Roteiro (it works once, for 15 minutes):\n\n${url}\n\nIf you did not ask for it, ignore this e-mail.`,
        },
      });
    },
  });
  installAccessControl(app, createSessionResolver(auth, db));

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
  paymentsRoutes(app, { db, payments: adapters.payments });
  if (isTestPaymentProvider(adapters.payments)) {
    testProviderRoutes(app, { payments: adapters.payments, appUrl: config.appUrl });
  }

  cataloguePublicRoutes(app, { db, config });
  quoteRoutes(app, { db, outbox, staffEmail: config.mail.staffEmail });
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
  settingsRoutes(app, { db, storage: adapters.storage });
  adminListsRoutes(app, { db });

  await serveWebApp(app, { distDir: config.webDistDir, db, appUrl: config.appUrl });
  return Object.assign(app, { routeTable }) as App;
}
