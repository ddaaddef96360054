import { healthApi } from '@roteiro/domain/common/health.api';
import { OK, ZOkResponse } from '@roteiro/domain/common/responses';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { pingDatabase } from '../../db/health.repository.ts';
import { defineRoute } from '../../platform/http/routing.ts';

export function healthRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, healthApi.check, {
    access: 'public',
    summary: 'Liveness and database check',
    tags: ['platform'],
    response: ZOkResponse,
    handler: async () => {
      await pingDatabase(db);
      return OK;
    },
  });
}
