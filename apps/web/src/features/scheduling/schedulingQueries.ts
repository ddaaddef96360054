import type { TMessageResponse } from '@roteiro/domain/common/responses';
import { pageQueryString, type TPage } from '@roteiro/domain/paging/page';
import type {
  TGroupDetails,
  TJoinGroupsRequest,
  TPlanResponse,
  TUpcomingGroup,
  TUpcomingTab,
  TUpdateAllocationRequest,
  TUpdateAllocationResponse,
  TWaitListRequest,
} from '@roteiro/domain/scheduling/scheduling';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../shared/lib/api.ts';

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
    queryFn: ({ signal }) => api.get<TPlanResponse>('/api/company/schedule', { signal }),
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
    mutationFn: (body: TJoinGroupsRequest) => api.post<TMessageResponse>('/api/company/schedule', body),
    onSettled: invalidate,
  });
}

export function useJoinWaitListMutation() {
  const invalidate = useInvalidatePlanning();
  return useMutation({
    mutationFn: (body: TWaitListRequest) =>
      api.post<TMessageResponse>('/api/company/schedule/wait-list', body),
    onSettled: invalidate,
  });
}

export function useLeaveWaitListMutation() {
  const invalidate = useInvalidatePlanning();
  return useMutation({
    mutationFn: (groupId: string) =>
      request<TMessageResponse>('DELETE', `/api/company/schedule/wait-list/${encodeURIComponent(groupId)}`),
    onSettled: invalidate,
  });
}

export function useUpdateAllocationMutation() {
  const invalidate = useInvalidatePlanning();
  return useMutation({
    mutationFn: ({ groupId, ...body }: TUpdateAllocationRequest & { groupId: string }) =>
      request<TUpdateAllocationResponse>(
        'PATCH',
        `/api/company/allocations/${encodeURIComponent(groupId)}`,
        body,
      ),
    onSettled: invalidate,
  });
}

export function useUpcomingQuery(scope: TUpcomingScope, tab: TUpcomingTab, page: number, pageSize: number) {
  const base = scope === 'admin' ? '/api/admin/upcoming' : '/api/guider/upcoming';
  return useQuery({
    queryKey: schedulingKeys.upcoming(scope, tab, page, pageSize),
    queryFn: ({ signal }) =>
      api.get<TPage<TUpcomingGroup>>(`${base}?tab=${tab}&${pageQueryString({ page, pageSize })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGroupDetailsQuery(groupId: string) {
  return useQuery({
    queryKey: schedulingKeys.group(groupId),
    queryFn: ({ signal }) =>
      api.get<TGroupDetails>(`/api/admin/groups/${encodeURIComponent(groupId)}`, { signal }),
  });
}
