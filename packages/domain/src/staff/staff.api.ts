import { endpoint } from '../api/endpoint.ts';
import type { ZIdResponse, ZOkResponse } from '../common/responses.ts';
import type { ZPageQuery } from '../paging/paging.ts';
import type {
  ZAddEmployeeFields,
  ZEmployeeDetailsResponse,
  ZEmployeeDocumentParams,
  ZEmployeeDocumentQuery,
  ZEmployeeListResponse,
  ZEmployeeParams,
  ZEmployeePaymentsResponse,
  ZRunPaidRequest,
  ZRunPaidResponse,
  ZRunParams,
} from './schemas.ts';

/** A company's employees: the list, adding one (with two document images), their details, payments and account. */
export const staffApi = {
  employees: endpoint<{ query: typeof ZPageQuery; response: typeof ZEmployeeListResponse }>()(
    'GET',
    '/api/company/employees',
  ),
  addEmployee: endpoint<{ upload: true; body: typeof ZAddEmployeeFields; response: typeof ZIdResponse }>()(
    'POST',
    '/api/company/employees',
  ),
  employee: endpoint<{ params: typeof ZEmployeeParams; response: typeof ZEmployeeDetailsResponse }>()(
    'GET',
    '/api/company/employees/:employeeId',
  ),
  /** The document image itself (not JSON). */
  employeeDocument: endpoint<{
    params: typeof ZEmployeeDocumentParams;
    query: typeof ZEmployeeDocumentQuery;
    response: undefined;
  }>()('GET', '/api/employees/:employeeId/documents/:document'),
  employeePayments: endpoint<{
    params: typeof ZEmployeeParams;
    query: typeof ZPageQuery;
    response: typeof ZEmployeePaymentsResponse;
  }>()('GET', '/api/company/employees/:employeeId/payments'),
  setRunPaid: endpoint<{
    params: typeof ZRunParams;
    body: typeof ZRunPaidRequest;
    response: typeof ZRunPaidResponse;
  }>()('PUT', '/api/company/runs/:runId/paid'),
  resendInvitation: endpoint<{ params: typeof ZEmployeeParams; response: typeof ZOkResponse }>()(
    'POST',
    '/api/company/employees/:employeeId/invitation',
  ),
  deactivate: endpoint<{ params: typeof ZEmployeeParams; response: typeof ZOkResponse }>()(
    'POST',
    '/api/company/employees/:employeeId/deactivate',
  ),
  reactivate: endpoint<{ params: typeof ZEmployeeParams; response: typeof ZOkResponse }>()(
    'POST',
    '/api/company/employees/:employeeId/reactivate',
  ),
};
