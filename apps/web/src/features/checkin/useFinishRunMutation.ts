import type { TFinishRunResponse } from '@roteiro/domain/checkin/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { checkinKeys } from './checkinKeys.ts';

/** Finish activity: records the end time; the panels and manifests are asked again. */
export function useFinishRunMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) =>
      api.post<TFinishRunResponse>(`/api/guider/runs/${encodeURIComponent(runId)}/finish`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkinKeys.all }),
  });
}
