import { OK, ZOkResponse } from '@roteiro/domain/common/responses';
import { resellersApi } from '@roteiro/domain/distribution/distribution.api';
import {
  ZAdminReseller,
  ZAdminResellerList,
  ZCreatedResellerKey,
  ZCreateResellerRequest,
  ZResellerIdParams,
  ZResellerKeyParams,
} from '@roteiro/domain/distribution/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { createReseller, createResellerKey, listResellersForAdmin, revokeKey } from './resellers.service.ts';

/** The admin's resellers: list, add, create a key (its secret shown once), revoke a key. */
export function resellersRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }): void {
  const tags = ['resellers'];
  defineRoute(app, resellersApi.list, {
    access: 'admin',
    summary: 'Resellers with their products and keys (never a key itself)',
    tags,
    response: ZAdminResellerList,
    handler: async () => listResellersForAdmin(deps.db),
  });
  defineRoute(app, resellersApi.create, {
    access: 'admin',
    summary: 'Add a reseller (name, commission, the products it may sell)',
    tags,
    body: ZCreateResellerRequest,
    response: ZAdminReseller,
    status: 201,
    handler: async ({ body }) => createReseller(deps.db, body),
  });
  defineRoute(app, resellersApi.createKey, {
    access: 'admin',
    summary: "Create a reseller's API key (shown once, stored hashed)",
    tags,
    params: ZResellerIdParams,
    response: ZCreatedResellerKey,
    status: 201,
    handler: async ({ params }) => createResellerKey(deps.db, params.resellerId),
  });
  defineRoute(app, resellersApi.revokeKey, {
    access: 'admin',
    summary: "Revoke a reseller's API key",
    tags,
    params: ZResellerKeyParams,
    response: ZOkResponse,
    handler: async ({ params }) => {
      await revokeKey(deps.db, params.resellerId, params.keyId, deps.now());
      return OK;
    },
  });
}
