import { ZAdminDashboard } from '@roteiro/domain/ops/admin-dashboard';
import { adminDashboardApi } from '@roteiro/domain/ops/admin-dashboard.api';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/routing.ts';
import { type AdminDashboardDeps, getAdminDashboard } from './admin-dashboard.service.ts';

/** The admin dashboard's figures. */
export function adminDashboardRoutes(app: FastifyInstance, deps: AdminDashboardDeps): void {
  defineRoute(app, adminDashboardApi.figures, {
    access: 'admin',
    summary:
      "The dashboard's figures: today's bookings and takings (Lisbon day), groups that need attention, runs and commissions to pay",
    tags: ['admin dashboard'],
    response: ZAdminDashboard,
    handler: async () => getAdminDashboard(deps),
  });
}
