import { FORM_SUBMISSIONS_PAGE_SIZE, type TFormAnswers, type TFormKind } from '@roteiro/domain/forms/forms';
import { formsApi } from '@roteiro/domain/forms/forms.api';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

export const formKeys = {
  all: ['formSubmissions'] as const,
  page: (kind: TFormKind, page: number) => [...formKeys.all, kind, page] as const,
};

/** Sends one of the storefront's forms: stored, e-mailed to staff, a copy to the sender. */
export function useSendFormMutation(kind: TFormKind) {
  return useMutation({
    mutationFn: (answers: TFormAnswers) => call(formsApi.send[kind], { body: answers }),
  });
}

/** Admin: one page of a form's answers, newest first. */
export function useFormSubmissionsQuery(kind: TFormKind, page: number) {
  return useQuery({
    queryKey: formKeys.page(kind, page),
    queryFn: ({ signal }) =>
      call(formsApi.submissions, { query: { kind, page, pageSize: FORM_SUBMISSIONS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
