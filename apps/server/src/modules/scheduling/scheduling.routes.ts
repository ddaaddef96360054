import { ZMessageResponse } from '@roteiro/domain/common/responses';
import {
  ZGroupDetails,
  ZGroupIdParams,
  ZJoinGroupsRequest,
  ZPlanResponse,
  ZUpcomingPage,
  ZUpcomingQuery,
  ZUpdateAllocationRequest,
  ZUpdateAllocationResponse,
  ZWaitListRequest,
} from '@roteiro/domain/scheduling/scheduling';
import { schedulingApi } from '@roteiro/domain/scheduling/scheduling.api';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/routing.ts';
import {
  getGroupDetails,
  joinGroups,
  joinWaitList,
  leaveWaitList,
  listPlan,
  listUpcoming,
  type SchedulingDeps,
  updateAllocation,
} from './scheduling.service.ts';

export function schedulingRoutes(app: FastifyInstance, deps: SchedulingDeps): void {
  const tags = ['scheduling'];

  defineRoute(app, schedulingApi.plan, {
    access: 'company',
    summary: "Plan your day: today's and tomorrow's groups that need seats, not yet joined",
    tags,
    response: ZPlanResponse,
    handler: async ({ actor }) => listPlan(deps, actor()),
  });

  defineRoute(app, schedulingApi.joinGroups, {
    access: 'company',
    summary:
      'Join the chosen groups with seats and vehicles (all or none; 17:00 Lisbon cut-off for tomorrow)',
    tags,
    body: ZJoinGroupsRequest,
    response: ZMessageResponse,
    handler: async ({ actor, body }) => joinGroups(deps, actor(), body),
  });

  defineRoute(app, schedulingApi.joinWaitList, {
    access: 'company',
    summary: "Join a fully staffed group's wait-list (promoted when seats free up)",
    tags,
    body: ZWaitListRequest,
    response: ZMessageResponse,
    handler: async ({ actor, body }) => joinWaitList(deps, actor(), body),
  });

  defineRoute(app, schedulingApi.leaveWaitList, {
    access: 'company',
    summary: "Leave a group's wait-list",
    tags,
    params: ZGroupIdParams,
    response: ZMessageResponse,
    handler: async ({ actor, params }) => leaveWaitList(deps, actor(), params.groupId),
  });

  defineRoute(app, schedulingApi.updateAllocation, {
    access: 'company',
    summary: "Unschedule: lower the company's seats or vehicles in a group; 0 cancels",
    tags,
    params: ZGroupIdParams,
    body: ZUpdateAllocationRequest,
    response: ZUpdateAllocationResponse,
    handler: async ({ actor, params, body }) => updateAllocation(deps, actor(), params.groupId, body),
  });

  defineRoute(app, schedulingApi.guiderUpcoming, {
    access: 'guider',
    summary: "A page of the company's groups: today (until they end), upcoming or finished",
    tags,
    query: ZUpcomingQuery,
    response: ZUpcomingPage,
    handler: async ({ actor, query }) => listUpcoming(deps, actor(), query),
  });

  defineRoute(app, schedulingApi.adminUpcoming, {
    access: 'admin',
    summary: 'A page of all groups: needs attention, today, upcoming or finished',
    tags,
    query: ZUpcomingQuery,
    response: ZUpcomingPage,
    handler: async ({ actor, query }) => listUpcoming(deps, actor(), query),
  });

  defineRoute(app, schedulingApi.groupDetails, {
    access: 'admin',
    summary: "A group's bookings, participants, companies, wait-list and runs",
    tags,
    params: ZGroupIdParams,
    response: ZGroupDetails,
    handler: async ({ params }) => getGroupDetails(deps, params.groupId),
  });
}
