import type { TLocale } from '@roteiro/domain/i18n/locale';
import { staffApi } from '@roteiro/domain/staff/staff.api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { staffKeys } from './staffKeys.ts';

export type TAddEmployeeInput = {
  name: string;
  email: string;
  /** The invitation's language. */
  locale?: TLocale;
  driversLicense: File;
  citizenCard: File;
};

/** Adds an employee with the two document images (multipart); the server e-mails the invitation. */
export function useAddEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAddEmployeeInput) => {
      const form = new FormData();
      form.append('name', input.name);
      form.append('email', input.email);
      if (input.locale) {
        form.append('locale', input.locale);
      }
      form.append('driversLicense', input.driversLicense);
      form.append('citizenCard', input.citizenCard);
      return call(staffApi.addEmployee, { body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
