import type { TOkResponse } from '@roteiro/domain/common/responses';
import type { TSendRegistrationCodeRequest } from '@roteiro/domain/staff/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

/** Admin: e-mails a company a registration code to create its account. */
export function useSendRegistrationCodeMutation() {
  return useMutation({
    mutationFn: (body: TSendRegistrationCodeRequest) =>
      api.post<TOkResponse>('/api/admin/registration-codes', body),
  });
}
