import type { TEndpoint, TSchemasOf } from '@roteiro/domain/api/endpoint';
import type { TAccess, TSessionUser } from '@roteiro/domain/auth/roles';
import { textRef, writeRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import type { FileStorage } from '../storage/file-storage.types.ts';
import { type CheckedUpload, checkUpload, UploadRejected } from '../storage/upload-checker.ts';
import { discardUploads, type StoredMedia, storeChecked } from '../storage/uploads.ts';
import { AppError } from './app-error.ts';
import { parseInput } from './parse.ts';
import {
  callerOf,
  finishReply,
  type HandlerResult,
  jsonSchema,
  lazyDocs,
  type RawResponse,
  type ResponseContract,
  routeSchema,
} from './routing.ts';
import {
  type FieldProblem,
  readParts,
  rejectionProblem,
  type UploadFileSpec,
  uploadError,
} from './upload-parts.ts';

type Fields = z.ZodType | undefined;
type Out<S extends Fields> = S extends z.ZodType ? z.output<S> : undefined;

export type UploadContext<F extends Fields, P extends Fields, N extends string> = {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Out<P>;
  /** The text fields, parsed with the route's schema. */
  fields: Out<F>;
  /** Each declared file, already checked from its bytes (type, size, pixels). */
  files: Record<N, CheckedUpload>;
  /** Writes a checked file to storage; if the request then fails, what was stored is removed again. */
  store: (name: N) => Promise<StoredMedia>;
  user: TSessionUser | null;
  actor: () => TSessionUser;
};

export type UploadRouteDefinition<
  F extends Fields,
  P extends Fields,
  N extends string,
  R extends ResponseContract,
> = {
  method: HTTPMethods;
  url: string;
  access: TAccess;
  summary: string;
  tags?: string[];
  status?: number;
  params?: P;
  fields?: F;
  files: Record<N, UploadFileSpec>;
  /**
   * A request that is not multipart at all answers 415 (for API clients that only ever upload); by default
   * it counts as an empty form, so each missing field gets its message (400).
   */
  requireMultipart?: boolean;
  response: R;
  handler: (ctx: UploadContext<F, P, N>) => Promise<HandlerResult<R>>;
};

/**
 * Registers the multipart upload route of an endpoint (one with `upload: true`, which gives its method and path):
 * access, params and text fields (the endpoint's own schemas) and files declared like `defineRoute`'s, one error
 * mapping for every upload problem (missing 400, too large 413, wrong type 415, each with its field's message), and
 * nothing left in storage when the request fails.
 */
export function defineUploadRoute<
  E extends TEndpoint,
  F extends Fields = undefined,
  P extends Fields = undefined,
  N extends string = string,
  R extends ResponseContract = ResponseContract,
>(
  app: FastifyInstance,
  deps: { db: Executor; storage: FileStorage },
  endpoint: E,
  route: Omit<UploadRouteDefinition<F, P, N, R>, 'method' | 'url'> &
    (TSchemasOf<E> extends { upload: true } ? unknown : { upload: 'the endpoint is not an upload' }) &
    (TSchemasOf<E> extends { params: infer Z } ? { params: Z } : { params?: undefined }) &
    (TSchemasOf<E> extends { body: infer Z } ? { fields: Z } : { fields?: undefined }) & {
      response: TSchemasOf<E>['response'] extends z.ZodType ? TSchemasOf<E>['response'] : RawResponse;
    },
): void {
  registerUploadRoute<F, P, N, R>(app, deps, { ...route, method: endpoint.method, url: endpoint.path });
}

function registerUploadRoute<
  F extends Fields = undefined,
  P extends Fields = undefined,
  N extends string = string,
  R extends ResponseContract = ResponseContract,
>(
  app: FastifyInstance,
  deps: { db: Executor; storage: FileStorage },
  def: UploadRouteDefinition<F, P, N, R>,
): void {
  const specs = def.files as Record<string, UploadFileSpec>;
  const { schema, swaggerTransform } = lazyDocs(def, () => {
    const fileProperties = Object.fromEntries(
      Object.keys(specs).map((name) => [name, { type: 'string', format: 'binary' }]),
    );
    const fieldSchema = def.fields ? jsonSchema(def.fields, 'input') : { properties: {}, required: [] };
    return {
      ...routeSchema(def, { params: def.params }),
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        properties: { ...(fieldSchema.properties as object), ...fileProperties },
        required: [...((fieldSchema.required as string[] | undefined) ?? []), ...Object.keys(specs)],
      },
    };
  });
  app.route({
    method: def.method,
    url: def.url,
    config: {
      access: def.access,
      swaggerTransform,
      input: { body: def.fields, params: def.params, files: Object.keys(specs) },
    },
    schema,
    handler: async (request, reply) => {
      const params = (def.params ? parseInput(def.params, request.params) : undefined) as Out<P>;
      if (!request.isMultipart() && def.requireMultipart) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', textRef(messages, 'multipartRequired'));
      }
      const { values, bytes, problems, isCutShort } = request.isMultipart()
        ? await readParts(request, specs)
        : {
            values: {},
            bytes: {} as Record<string, Buffer>,
            problems: [] as FieldProblem[],
            isCutShort: false,
          };
      if (isCutShort) {
        // Later parts were not read: they are neither missing nor checked.
        throw uploadError(problems);
      }

      let fields = undefined as Out<F>;
      if (def.fields) {
        try {
          fields = parseInput(def.fields, values) as Out<F>;
        } catch (error) {
          if (!(error instanceof AppError)) {
            throw error;
          }
          for (const [field, message] of Object.entries(error.fields ?? {})) {
            // A schema's text stays a reference, so the upload's answer names it too.
            const text = error.fieldTexts?.[field];
            problems.push({ field, message: text ? writeRef(text) : message, status: 400 });
          }
        }
      }
      const reported = new Set(problems.map((p) => p.field));
      for (const [name, spec] of Object.entries(specs)) {
        if (!bytes[name] && !reported.has(name)) {
          problems.push({ field: name, message: spec.required, status: 400 });
        }
      }
      if (problems.length > 0) {
        throw uploadError(problems);
      }

      const checked: Record<string, CheckedUpload> = {};
      for (const [name, spec] of Object.entries(specs)) {
        try {
          checked[name] = await checkUpload(bytes[name] as Buffer, {
            accept: spec.accept,
            maxBytes: spec.maxBytes,
          });
        } catch (error) {
          if (!(error instanceof UploadRejected)) {
            throw error;
          }
          problems.push(rejectionProblem(name, spec, error));
        }
      }
      if (problems.length > 0) {
        throw uploadError(problems);
      }

      const caller = callerOf(request);
      const stored: StoredMedia[] = [];
      const store = async (name: N) => {
        const spec = specs[name] as UploadFileSpec;
        const media = await storeChecked(deps, checked[name] as CheckedUpload, {
          purpose: spec.purpose,
          isPublic: spec.isPublic,
          ownerUserId: caller.user?.id ?? null,
        });
        stored.push(media);
        return media;
      };
      try {
        const result = await def.handler({
          request,
          reply,
          params,
          fields,
          files: checked as Record<N, CheckedUpload>,
          store,
          ...caller,
        });
        return finishReply(app, def, reply, result);
      } catch (error) {
        await discardUploads(deps, stored);
        throw error;
      }
    },
  });
}
