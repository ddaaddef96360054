import { endpoint, type TEndpoint } from '../api/endpoint.ts';
import type { ZIdResponse } from '../common/responses.ts';
import type {
  formSchema,
  TFormKind,
  ZFormSubmissionListQuery,
  ZFormSubmissionListResponse,
} from './forms.ts';

type TSendFormSchemas = { body: ReturnType<typeof formSchema>; response: typeof ZIdResponse };
const sendForm = endpoint<TSendFormSchemas>();

/** The storefront's native forms (one endpoint per form, its path named after it) and the admins' list. */
export const formsApi = {
  send: {
    'guide-registration': sendForm('POST', '/api/forms/guide-registration'),
    'transfer-registration': sendForm('POST', '/api/forms/transfer-registration'),
    feedback: sendForm('POST', '/api/forms/feedback'),
  } satisfies { [K in TFormKind]: TEndpoint<'POST', `/api/forms/${K}`, TSendFormSchemas> },
  submissions: endpoint<{
    query: typeof ZFormSubmissionListQuery;
    response: typeof ZFormSubmissionListResponse;
  }>()('GET', '/api/admin/forms'),
};
