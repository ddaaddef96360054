import { checkinApi } from '@roteiro/domain/checkin/checkin.api';
import { messages } from '@roteiro/domain/messages/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';
import { newKey } from '../../shared/lib/newKey.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { checkinKeys } from './checkinKeys.ts';
import { checkinStore, type TPendingStart } from './checkinStore.ts';
import { checkinTexts } from './checkinTexts.ts';
import { useIsOnline } from './useIsOnline.ts';

/**
 * Start activity. The start is first saved on the phone with its key, then sent; offline it waits and is sent
 * when the network is back (and when the screen is opened again), and the server settles it once.
 */
export function useStartRun(groupId: string) {
  const texts = useT();
  const { say } = texts;
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const mutation = useMutation({
    mutationFn: (pending: TPendingStart) => call(checkinApi.start, { params: { groupId }, body: pending }),
    // The queue and the retries are ours: the mutation must run even while the browser says offline.
    networkMode: 'always',
    onSuccess: async () => {
      checkinStore.clearStart(groupId);
      await queryClient.invalidateQueries({ queryKey: checkinKeys.all });
    },
    onError: (error) => {
      if (error.status === 0) {
        toast.danger(say(checkinTexts, 'startQueued'));
        return;
      }
      if (error.status < 500) {
        // Refused for good (already started, every ticket used elsewhere…): the queue is done with, and the
        // tickets the server named (used elsewhere, refunded) leave the list.
        checkinStore.dropStart(groupId);
        for (const ticketNumber of Object.keys(error.fields ?? {})) {
          checkinStore.removeTicket(groupId, ticketNumber);
        }
        void queryClient.invalidateQueries({ queryKey: checkinKeys.manifest(groupId) });
        toast.danger(errorText(error, texts));
        return;
      }
      toast.danger(say(messages, 'startFailed'));
    },
  });

  const { mutate, isPending } = mutation;
  const send = useCallback(
    (pending: TPendingStart) => {
      if (!isPending) {
        mutate(pending);
      }
    },
    [mutate, isPending],
  );

  const start = useCallback(() => {
    const state = checkinStore.get(groupId);
    const pending = state.pendingStart ?? {
      idempotencyKey: newKey(),
      tickets: state.added.map((t) => t.qrText),
    };
    checkinStore.queueStart(groupId, pending);
    if (navigator.onLine) {
      send(pending);
    }
  }, [groupId, send]);

  // Back online, or the screen opened with a start still waiting: send it (the same key).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on these changes, not on every render of `send`
  useEffect(() => {
    const pending = checkinStore.get(groupId).pendingStart;
    if (isOnline && pending) {
      send(pending);
    }
  }, [isOnline, groupId]);

  return { start, mutation };
}
