import { ZIdResponse } from '@roteiro/domain/common/responses';
import {
  FORM_KINDS,
  FORMS,
  formSchema,
  ZFormSubmissionListQuery,
  ZFormSubmissionListResponse,
} from '@roteiro/domain/forms/forms';
import { formsApi } from '@roteiro/domain/forms/forms.api';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { THROTTLE } from '../../platform/http/throttle.ts';
import { type FormsDeps, listReceivedForms, submitForm } from './forms.service.ts';

/** The storefront's native forms (one public route per form) and the admins' list of what was sent. */
export function formsRoutes(app: FastifyInstance, deps: FormsDeps): void {
  const tags = ['forms'];
  for (const kind of FORM_KINDS) {
    defineRoute(app, formsApi.send[kind], {
      access: 'public',
      summary: `Send "${FORMS[kind].title}": stored, e-mailed to staff, a copy to the sender`,
      tags,
      body: formSchema(kind),
      response: ZIdResponse,
      status: 201,
      throttle: [
        { ...THROTTLE.formsByAddress, by: 'ip' },
        { ...THROTTLE.formsByEmail, by: ({ body }) => body.email ?? undefined },
      ],
      handler: async ({ request, body }) => submitForm(deps, kind, body, requestLocale(request)),
    });
  }
  defineRoute(app, formsApi.submissions, {
    access: 'admin',
    summary: "One form's answers, newest first",
    tags,
    query: ZFormSubmissionListQuery,
    response: ZFormSubmissionListResponse,
    handler: async ({ query }) => listReceivedForms(deps.db, query),
  });
}
