import { endpoint } from '../api/endpoint.ts';
import type { ZMessageResponse } from '../common/responses.ts';
import type {
  ZGroupDetails,
  ZGroupIdParams,
  ZJoinGroupsRequest,
  ZPlanResponse,
  ZUpcomingPage,
  ZUpcomingQuery,
  ZUpdateAllocationRequest,
  ZUpdateAllocationResponse,
  ZWaitListRequest,
} from './scheduling.ts';

/** Planning: a company's plan of the day, its seats in groups, and the lists of upcoming groups. */
export const schedulingApi = {
  plan: endpoint<{ response: typeof ZPlanResponse }>()('GET', '/api/company/schedule'),
  joinGroups: endpoint<{ body: typeof ZJoinGroupsRequest; response: typeof ZMessageResponse }>()(
    'POST',
    '/api/company/schedule',
  ),
  joinWaitList: endpoint<{ body: typeof ZWaitListRequest; response: typeof ZMessageResponse }>()(
    'POST',
    '/api/company/schedule/wait-list',
  ),
  leaveWaitList: endpoint<{ params: typeof ZGroupIdParams; response: typeof ZMessageResponse }>()(
    'DELETE',
    '/api/company/schedule/wait-list/:groupId',
  ),
  updateAllocation: endpoint<{
    params: typeof ZGroupIdParams;
    body: typeof ZUpdateAllocationRequest;
    response: typeof ZUpdateAllocationResponse;
  }>()('PATCH', '/api/company/allocations/:groupId'),
  guiderUpcoming: endpoint<{ query: typeof ZUpcomingQuery; response: typeof ZUpcomingPage }>()(
    'GET',
    '/api/guider/upcoming',
  ),
  adminUpcoming: endpoint<{ query: typeof ZUpcomingQuery; response: typeof ZUpcomingPage }>()(
    'GET',
    '/api/admin/upcoming',
  ),
  groupDetails: endpoint<{ params: typeof ZGroupIdParams; response: typeof ZGroupDetails }>()(
    'GET',
    '/api/admin/groups/:groupId',
  ),
};
