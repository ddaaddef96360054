import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { listEmployees, setEmployeeActive } from './staff.service.ts';

const ZEmployeeParams = z.object({ employeeId: z.uuid({ message: 'Unknown employee' }) });

export function staffRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const tags = ['staff'];
  defineRoute(app, {
    method: 'GET',
    url: '/api/company/employees',
    access: 'company',
    summary: "The company's employees",
    tags,
    handler: async ({ actor }) => ({ items: await listEmployees(db, actor()) }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/company/employees/:employeeId/deactivate',
    access: 'company',
    summary: "Deactivate an employee's account and end its sessions",
    tags,
    params: ZEmployeeParams,
    handler: async ({ actor, params }) => {
      await setEmployeeActive(db, actor(), params.employeeId, false);
      return { ok: true };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/company/employees/:employeeId/reactivate',
    access: 'company',
    summary: "Reactivate an employee's account",
    tags,
    params: ZEmployeeParams,
    handler: async ({ actor, params }) => {
      await setEmployeeActive(db, actor(), params.employeeId, true);
      return { ok: true };
    },
  });
}
