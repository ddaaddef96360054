import { staffApi } from '@roteiro/domain/staff/staff.api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { staffKeys } from './staffKeys.ts';

export type TAddEmployeeInput = { name: string; email: string; driversLicense: File; citizenCard: File };

/** Adds an employee with the two document images (multipart); the server e-mails the invitation. */
export function useAddEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAddEmployeeInput) => {
      const form = new FormData();
      form.append('name', input.name);
      form.append('email', input.email);
      form.append('driversLicense', input.driversLicense);
      form.append('citizenCard', input.citizenCard);
      return call(staffApi.addEmployee, { body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
