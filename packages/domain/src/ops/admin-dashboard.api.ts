import { endpoint } from '../api/endpoint.ts';
import type { ZAdminDashboard } from './admin-dashboard.ts';

/** The admin dashboard's figures. */
export const adminDashboardApi = {
  figures: endpoint<{ response: typeof ZAdminDashboard }>()('GET', '/api/admin/dashboard'),
};
