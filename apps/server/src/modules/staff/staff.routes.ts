import { OK, ZIdResponse, ZOkResponse } from '@roteiro/domain/common/responses';
import { textRef } from '@roteiro/domain/i18n/texts';
import { ZPageQuery } from '@roteiro/domain/paging/paging';
import {
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
} from '@roteiro/domain/staff/schemas';
import { staffApi } from '@roteiro/domain/staff/staff.api';
import { staffTexts } from '@roteiro/domain/staff/texts';
import type { FastifyInstance } from 'fastify';
import { defineRoute, rawResponse } from '../../platform/http/routing.ts';
import type { UploadFileSpec } from '../../platform/http/upload-parts.ts';
import { defineUploadRoute } from '../../platform/http/upload-route.ts';
import { MAX_DOCUMENT_BYTES } from '../../platform/storage/upload-checker.ts';
import {
  addEmployee,
  assertEmployeeCanBeAdded,
  getEmployee,
  listEmployeePayments,
  listEmployees,
  readEmployeeDocument,
  resendInvitation,
  type StaffDeps,
  setEmployeeActive,
  setEmployeeRunPaid,
} from './staff.service.ts';

/** An identity document: an image, kept private (only the company and admins see it). */
const documentFile: UploadFileSpec = {
  accept: 'image',
  maxBytes: MAX_DOCUMENT_BYTES,
  required: textRef(staffTexts, 'documentRequired'),
  tooLarge: textRef(staffTexts, 'documentTooLarge'),
  wrongType: textRef(staffTexts, 'documentNotImage'),
  purpose: 'employee-document',
  isPublic: false,
};

export function staffRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const { db } = deps;
  const tags = ['staff'];
  defineRoute(app, staffApi.employees, {
    access: 'company',
    summary: "The company's employees (20 per page)",
    tags,
    query: ZPageQuery,
    response: ZEmployeeListResponse,
    handler: async ({ actor, query }) => listEmployees(db, actor(), query),
  });

  // operations.md §5: name, e-mail and two images, all required.
  defineUploadRoute(app, deps, staffApi.addEmployee, {
    access: 'company',
    summary: "Add an employee with images of the driver's licence and citizen card; e-mails the invitation",
    tags,
    fields: ZAddEmployeeFields,
    files: { driversLicense: documentFile, citizenCard: documentFile },
    status: 201,
    response: ZIdResponse,
    handler: async ({ actor, fields, store }) => {
      await assertEmployeeCanBeAdded(db, actor(), fields);
      const driversLicense = await store('driversLicense');
      const citizenCard = await store('citizenCard');
      return addEmployee(deps, actor(), {
        ...fields,
        driversLicenseKey: driversLicense.key,
        citizenCardKey: citizenCard.key,
      });
    },
  });

  defineRoute(app, staffApi.employee, {
    access: 'company',
    summary: "One employee's details (manage-employee)",
    tags,
    params: ZEmployeeParams,
    response: ZEmployeeDetailsResponse,
    handler: async ({ actor, params }) => getEmployee(db, actor(), params.employeeId),
  });

  defineRoute(app, staffApi.employeeDocument, {
    access: 'signedIn',
    summary: "An employee's document image: only for the employee's company and admins",
    tags,
    params: ZEmployeeDocumentParams,
    query: ZEmployeeDocumentQuery,
    response: rawResponse('image/webp', 'The document image'),
    handler: async ({ actor, params, query, reply }) => {
      const file = await readEmployeeDocument(deps, actor(), params.employeeId, params.document, query.size);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  });

  defineRoute(app, staffApi.employeePayments, {
    access: 'company',
    summary: "An employee's payment history: the runs they operated (5 per page)",
    tags,
    params: ZEmployeeParams,
    query: ZPageQuery,
    response: ZEmployeePaymentsResponse,
    handler: async ({ actor, params, query }) => listEmployeePayments(db, actor(), params.employeeId, query),
  });

  defineRoute(app, staffApi.setRunPaid, {
    access: 'company',
    summary: 'Mark a run as paid or unpaid to the employee who operated it',
    tags,
    params: ZRunParams,
    body: ZRunPaidRequest,
    response: ZRunPaidResponse,
    handler: async ({ actor, params, body }) => setEmployeeRunPaid(db, actor(), params.runId, body.isPaid),
  });

  defineRoute(app, staffApi.resendInvitation, {
    access: 'company',
    summary: "Send a pending employee's invitation e-mail again",
    tags,
    params: ZEmployeeParams,
    response: ZOkResponse,
    handler: async ({ actor, params }) => {
      await resendInvitation(deps, actor(), params.employeeId);
      return OK;
    },
  });

  defineRoute(app, staffApi.deactivate, {
    access: 'company',
    summary: "Deactivate an employee's account and end its sessions",
    tags,
    params: ZEmployeeParams,
    response: ZOkResponse,
    handler: async ({ actor, params }) => {
      await setEmployeeActive(db, actor(), params.employeeId, false);
      return OK;
    },
  });
  defineRoute(app, staffApi.reactivate, {
    access: 'company',
    summary: "Reactivate an employee's account",
    tags,
    params: ZEmployeeParams,
    response: ZOkResponse,
    handler: async ({ actor, params }) => {
      await setEmployeeActive(db, actor(), params.employeeId, true);
      return OK;
    },
  });
}
