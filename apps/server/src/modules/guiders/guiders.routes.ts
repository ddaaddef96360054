import {
  ZAdminGuiderDetailsResponse,
  ZAdminGuiderListResponse,
  ZGuiderParams,
} from '@roteiro/domain/guiders/guiders';
import { guidersApi } from '@roteiro/domain/guiders/guiders.api';
import { ZPageQuery } from '@roteiro/domain/paging/paging';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { getGuider, listGuidersPage } from './guiders.service.ts';

/** The admin's "Manage guiders": guider companies and each one's payment history. */
export function guidersRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const tags = ['guiders'];
  defineRoute(app, guidersApi.list, {
    access: 'admin',
    summary: 'Guider companies (no employees, no admins), 5 per page, searchable',
    tags,
    query: ZPageQuery,
    response: ZAdminGuiderListResponse,
    handler: async ({ query }) => listGuidersPage(db, query),
  });
  defineRoute(app, guidersApi.details, {
    access: 'admin',
    summary: "A guider company's details and payment history (5 runs per page)",
    tags,
    params: ZGuiderParams,
    query: ZPageQuery,
    response: ZAdminGuiderDetailsResponse,
    handler: async ({ params, query }) => getGuider(db, params.guiderId, query),
  });
}
