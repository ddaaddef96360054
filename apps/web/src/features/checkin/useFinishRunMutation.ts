import { checkinApi } from '@roteiro/domain/checkin/checkin.api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { checkinKeys } from './checkinKeys.ts';

/** Finish activity: records the end time; the panels and manifests are asked again. */
export function useFinishRunMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) => call(checkinApi.finish, { params: { runId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkinKeys.all }),
  });
}
