import { messages } from '@roteiro/domain/messages/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../shared/lib/api.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { clearSignedInState } from './sessionCache.ts';

/** Signs out, returns home and says so. */
export function useSignOutMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>('/api/session/sign-out'),
    onSuccess: async () => {
      // Leave a guarded page before forgetting the user, or its guard would send us to /login instead.
      await navigate('/home');
      clearSignedInState(queryClient);
      toast.success(messages.signedOut);
    },
    onError: (error) => toast.danger(error.message),
  });
}
