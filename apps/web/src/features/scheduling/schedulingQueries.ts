import type {
  TJoinGroupsRequest,
  TUpcomingTab,
  TUpdateAllocationRequest,
  TWaitListRequest,
} from '@roteiro/domain/scheduling/scheduling';
import { schedulingApi } from '@roteiro/domain/scheduling/scheduling.api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// Every planning screen loads its queries: the domain's Portuguese texts come with them (the server's refusals too).
import './schedulingTexts.ts';
import { call } from '../../shared/lib/api.ts';

/** Whose upcoming list: the guider's company (company and employees) or every group (admin). */
export type TUpcomingScope = 'guider' | 'admin';

export const schedulingKeys = {
  all: ['scheduling'] as const,
  plan: () => [...schedulingKeys.all, 'plan'] as const,
  upcomingAll: () => [...schedulingKeys.all, 'upcoming'] as const,
  upcoming: (scope: TUpcomingScope, tab: TUpcomingTab, page: number, pageSize: number) =>
    [...schedulingKeys.upcomingAll(), scope, tab, page, pageSize] as const,
  group: (groupId: string) => [...schedulingKeys.all, 'group', groupId] as const,
};

export function usePlanQuery() {
  return useQuery({
    queryKey: schedulingKeys.plan(),
    queryFn: ({ signal }) => call(schedulingApi.plan, { signal }),
  });
}

/** Plan changes move groups between "Plan your day" and the upcoming lists: both are read again. */
function useInvalidatePlanning() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: schedulingKeys.all });
}

export function useJoinGroupsMutation() {
  const invalidate = useInvalidatePlanning();
  return useMutation({
    mutationFn: (body: TJoinGroupsRequest) => call(schedulingApi.joinGroups, { body }),
    onSettled: invalidate,
  });
}

export function useJoinWaitListMutation() {
  const invalidate = useInvalidatePlanning();
  return useMutation({
    mutationFn: (body: TWaitListRequest) => call(schedulingApi.joinWaitList, { body }),
    onSettled: invalidate,
  });
}

export function useLeaveWaitListMutation() {
  const invalidate = useInvalidatePlanning();
  return useMutation({
    mutationFn: (groupId: string) => call(schedulingApi.leaveWaitList, { params: { groupId } }),
    onSettled: invalidate,
  });
}

export function useUpdateAllocationMutation() {
  const invalidate = useInvalidatePlanning();
  return useMutation({
    mutationFn: ({ groupId, ...body }: TUpdateAllocationRequest & { groupId: string }) =>
      call(schedulingApi.updateAllocation, { params: { groupId }, body }),
    onSettled: invalidate,
  });
}

export function useUpcomingQuery(scope: TUpcomingScope, tab: TUpcomingTab, page: number, pageSize: number) {
  const upcoming = scope === 'admin' ? schedulingApi.adminUpcoming : schedulingApi.guiderUpcoming;
  return useQuery({
    queryKey: schedulingKeys.upcoming(scope, tab, page, pageSize),
    queryFn: ({ signal }) => call(upcoming, { query: { tab, page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGroupDetailsQuery(groupId: string) {
  return useQuery({
    queryKey: schedulingKeys.group(groupId),
    queryFn: ({ signal }) => call(schedulingApi.groupDetails, { params: { groupId }, signal }),
  });
}
