import { ZListQuery } from '@roteiro/domain/settings/list-query';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { getGuider, listGuidersPage } from './admin-lists.service.ts';

const ZGuiderParams = z.object({ guiderId: z.string().trim().min(1).max(64) });
const ZPageQuery = ZListQuery.pick({ page: true });

export function adminListsRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const tags = ['admin'];
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/guiders',
    access: 'admin',
    summary: 'Guider companies (no employees, no admins), 5 per page, searchable',
    tags,
    query: ZListQuery,
    handler: async ({ query }) => listGuidersPage(db, query.page, query.search),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/guiders/:guiderId',
    access: 'admin',
    summary: "A guider company's details and payment history (5 runs per page)",
    tags,
    params: ZGuiderParams,
    query: ZPageQuery,
    handler: async ({ params, query }) => getGuider(db, params.guiderId, query.page),
  });
}
