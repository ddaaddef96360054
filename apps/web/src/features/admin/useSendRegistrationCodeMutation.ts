import { registrationApi } from '@roteiro/domain/auth/registration.api';
import type { TSendRegistrationCodeRequest } from '@roteiro/domain/staff/schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

/** Admin: e-mails a company a registration code to create its account. */
export function useSendRegistrationCodeMutation() {
  return useMutation({
    mutationFn: (body: TSendRegistrationCodeRequest) => call(registrationApi.sendCode, { body }),
  });
}
