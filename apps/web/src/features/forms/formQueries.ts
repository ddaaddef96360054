import type { TIdResponse } from '@roteiro/domain/common/responses';
import {
  FORM_SUBMISSIONS_PAGE_SIZE,
  type TFormAnswers,
  type TFormKind,
  type TFormSubmission,
} from '@roteiro/domain/forms/forms';
import { pageQueryString, type TPage } from '@roteiro/domain/paging/page';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

export const formKeys = {
  all: ['formSubmissions'] as const,
  page: (kind: TFormKind, page: number) => [...formKeys.all, kind, page] as const,
};

/** Sends one of the storefront's forms: stored, e-mailed to staff, a copy to the sender. */
export function useSendFormMutation(kind: TFormKind) {
  return useMutation({
    mutationFn: (answers: TFormAnswers) => api.post<TIdResponse>(`/api/forms/${kind}`, answers),
  });
}

/** Admin: one page of a form's answers, newest first. */
export function useFormSubmissionsQuery(kind: TFormKind, page: number) {
  return useQuery({
    queryKey: formKeys.page(kind, page),
    queryFn: ({ signal }) =>
      api.get<TPage<TFormSubmission>>(
        `/api/admin/forms?kind=${kind}&${pageQueryString({ page, pageSize: FORM_SUBMISSIONS_PAGE_SIZE })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
