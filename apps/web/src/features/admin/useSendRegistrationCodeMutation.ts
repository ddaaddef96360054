import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

/** Admin: e-mails a company a registration code to create its account. */
export function useSendRegistrationCodeMutation() {
  return useMutation({
    mutationFn: (body: { email: string }) => api.post<unknown>('/api/admin/registration-codes', body),
  });
}
