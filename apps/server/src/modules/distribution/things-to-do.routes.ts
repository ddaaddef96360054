import { feedsApi } from '@roteiro/domain/distribution/feeds.api';
import { ZThingsToDoFeed } from '@roteiro/domain/distribution/things-to-do';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { keyDigest } from '../../platform/key-digest.ts';
import { findResellerByKeyDigest } from './distribution.repository.ts';
import { buildThingsToDoFeed } from './things-to-do-feed.ts';

/** Feed downloads per reseller key per minute: a feed is fetched a few times a day. */
const FEED_KEY_LIMIT = { bucket: 'feeds/key', max: 30, windowSeconds: 60 };

/**
 * Google's Things to do feed, for a reseller's API key (docs/decisions.md, "Distribution"): the key Google or a
 * feed aggregator is given the way any reseller is. No key: 401; an unknown or revoked key: 403.
 */
export async function thingsToDoRoutes(
  app: FastifyInstance,
  deps: { db: Db; appUrl: string; now: () => Date },
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.access !== 'reseller') {
        return;
      }
      const match = /^Bearer\s+(\S{1,200})\s*$/i.exec(request.headers.authorization ?? '');
      if (!match?.[1]) {
        throw new AppError('UNAUTHENTICATED');
      }
      const reseller = await findResellerByKeyDigest(deps.db, keyDigest(match[1]));
      if (!reseller) {
        throw new AppError('FORBIDDEN');
      }
      await scope.throttle.hit(FEED_KEY_LIMIT, reseller.keyId);
    });
    defineRoute(scope, feedsApi.thingsToDo, {
      access: 'reseller',
      summary: "Google Things to do: the product feed (a reseller's API key)",
      tags: ['feeds'],
      response: ZThingsToDoFeed,
      handler: async () => buildThingsToDoFeed(deps.db, deps.appUrl, deps.now()),
    });
  });
}
