import {
  EMPLOYEE_DOCUMENTS,
  type TEmployeeDocument,
  ZPageQuery,
  ZRunPaidRequest,
} from '@roteiro/domain/staff/schemas';
import { staffTexts } from '@roteiro/domain/staff/texts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { MAX_DOCUMENT_BYTES, UploadRejected } from '../../platform/storage/upload-checker.ts';
import { storeUpload } from '../media/media.service.ts';
import { readAddEmployeeForm } from './employee-upload.ts';
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

const ZEmployeeParams = z.object({ employeeId: z.uuid({ message: 'Unknown employee' }) });
const ZDocumentParams = ZEmployeeParams.extend({
  document: z.enum(EMPLOYEE_DOCUMENTS, { message: 'Unknown document' }),
});
const ZDocumentQuery = z.object({ size: z.enum(['thumb', 'card', 'details']).default('details') });
const ZRunParams = z.object({ runId: z.uuid({ message: 'Unknown run' }) });

export function staffRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const { db } = deps;
  const tags = ['staff'];
  defineRoute(app, {
    method: 'GET',
    url: '/api/company/employees',
    access: 'company',
    summary: "The company's employees (20 per page)",
    tags,
    query: ZPageQuery,
    handler: async ({ actor, query }) => listEmployees(db, actor(), query.page),
  });

  // Multipart: parsed here, not by defineRoute (operations.md §5: name, e-mail and two images, all required).
  app.post(
    '/api/company/employees',
    {
      config: { access: 'company' },
      schema: {
        summary:
          "Add an employee with images of the driver's licence and citizen card; e-mails the invitation",
        tags,
        description: 'Access: company. multipart/form-data: name, email, driversLicense, citizenCard',
      },
    },
    async (request, reply) => {
      const actor = request.sessionUser;
      if (!actor) {
        throw new AppError('UNAUTHENTICATED');
      }
      const form = await readAddEmployeeForm(request);
      await assertEmployeeCanBeAdded(db, actor, form);
      const keys: Partial<Record<TEmployeeDocument, string>> = {};
      for (const document of EMPLOYEE_DOCUMENTS) {
        try {
          const stored = await storeUpload({ db, storage: deps.storage }, form.files[document], {
            accept: 'image',
            purpose: 'employee-document',
            ownerUserId: actor.id,
            isPublic: false,
            maxBytes: MAX_DOCUMENT_BYTES,
          });
          keys[document] = stored.key;
        } catch (error) {
          if (error instanceof UploadRejected) {
            const message =
              error.reason === 'too_large' ? staffTexts.documentTooLarge : staffTexts.documentNotImage;
            throw new AppError(
              error.reason === 'too_large' ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE',
              message,
              {
                [document]: message,
              },
            );
          }
          throw error;
        }
      }
      const { driversLicense, citizenCard } = keys;
      if (!driversLicense || !citizenCard) {
        throw new AppError('INTERNAL');
      }
      const created = await addEmployee(deps, actor, {
        name: form.name,
        email: form.email,
        driversLicenseKey: driversLicense,
        citizenCardKey: citizenCard,
      });
      return reply.status(201).send(created);
    },
  );

  defineRoute(app, {
    method: 'GET',
    url: '/api/company/employees/:employeeId',
    access: 'company',
    summary: "One employee's details (manage-employee)",
    tags,
    params: ZEmployeeParams,
    handler: async ({ actor, params }) => getEmployee(db, actor(), params.employeeId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/employees/:employeeId/documents/:document',
    access: 'signedIn',
    summary: "An employee's document image: only for the employee's company and admins",
    tags,
    params: ZDocumentParams,
    query: ZDocumentQuery,
    handler: async ({ actor, params, query, reply }) => {
      const file = await readEmployeeDocument(deps, actor(), params.employeeId, params.document, query.size);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/company/employees/:employeeId/payments',
    access: 'company',
    summary: "An employee's payment history: the runs they operated (5 per page)",
    tags,
    params: ZEmployeeParams,
    query: ZPageQuery,
    handler: async ({ actor, params, query }) =>
      listEmployeePayments(db, actor(), params.employeeId, query.page),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/company/runs/:runId/paid',
    access: 'company',
    summary: 'Mark a run as paid or unpaid to the employee who operated it',
    tags,
    params: ZRunParams,
    body: ZRunPaidRequest,
    handler: async ({ actor, params, body }) => setEmployeeRunPaid(db, actor(), params.runId, body.isPaid),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/company/employees/:employeeId/invitation',
    access: 'company',
    summary: "Send a pending employee's invitation e-mail again",
    tags,
    params: ZEmployeeParams,
    handler: async ({ actor, params }) => {
      await resendInvitation(deps, actor(), params.employeeId);
      return { ok: true };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/company/employees/:employeeId/deactivate',
    access: 'company',
    summary: "Deactivate an employee's account and end its sessions",
    tags,
    params: ZEmployeeParams,
    handler: async ({ actor, params }) => {
      await setEmployeeActive(db, actor(), params.employeeId, false);
      return { ok: true };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/company/employees/:employeeId/reactivate',
    access: 'company',
    summary: "Reactivate an employee's account",
    tags,
    params: ZEmployeeParams,
    handler: async ({ actor, params }) => {
      await setEmployeeActive(db, actor(), params.employeeId, true);
      return { ok: true };
    },
  });
}
