import type { TAccess, TSessionUser } from '@roteiro/domain/auth/roles';
import { defaultMessageForCode } from '@roteiro/domain/errors/errors';
import { messages } from '@roteiro/domain/messages/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import type { FileStorage } from '../storage/storage.ts';
import {
  type CheckedUpload,
  checkUpload,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  type UploadAccept,
  UploadRejected,
} from '../storage/upload-checker.ts';
import { discardUploads, type StoredMedia, storeChecked } from '../storage/uploads.ts';
import { AppError } from './app-error.ts';
import { parseInput } from './parse.ts';
import {
  callerOf,
  finishReply,
  type HandlerResult,
  jsonSchema,
  type ResponseContract,
  routeSchema,
} from './routing.ts';

/** One file field of an upload form. Every declared file is required. */
export type UploadFileSpec = {
  accept: UploadAccept;
  /** Default: the upload checker's limit for the kind (10 MB images, 100 MB videos). */
  maxBytes?: number;
  /** Shown when the file is missing. */
  required: string;
  /** Shown when the file is over the limit (default "The file is too large."). */
  tooLarge?: string;
  /** Shown when the bytes are not of an accepted type (default "This type of file is not accepted."). */
  wrongType?: string;
  /** Where and for whom `store(name)` keeps it. */
  purpose: string;
  isPublic: boolean;
};

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
  method?: HTTPMethods;
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

const limitOf = (spec: UploadFileSpec) =>
  spec.maxBytes ?? (spec.accept === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES);

type FieldProblem = { field: string; message: string; status: 400 | 413 | 415 };

/** One mapping for every upload problem: the worst status wins, each field keeps its own message. */
function uploadError(problems: FieldProblem[]): AppError {
  const fields = Object.fromEntries(problems.map((p) => [p.field, p.message]));
  const statuses = new Set(problems.map((p) => p.status));
  if (statuses.has(400)) {
    return new AppError('VALIDATION_FAILED', messages.invalidInput, fields);
  }
  const [first] = problems;
  const code = statuses.has(413) ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE';
  return new AppError(
    code,
    problems.length === 1 && first ? first.message : defaultMessageForCode[code],
    fields,
  );
}

function rejectionProblem(field: string, spec: UploadFileSpec, error: UploadRejected): FieldProblem {
  return error.reason === 'too_large'
    ? { field, status: 413, message: spec.tooLarge ?? defaultMessageForCode.PAYLOAD_TOO_LARGE }
    : { field, status: 415, message: spec.wrongType ?? defaultMessageForCode.UNSUPPORTED_MEDIA_TYPE };
}

/** Reads the multipart parts: text fields as strings, declared files as bytes (size enforced while streaming). */
async function readParts(request: FastifyRequest, specs: Record<string, UploadFileSpec>) {
  const values: Record<string, string> = {};
  const bytes: Record<string, Buffer> = {};
  const problems: FieldProblem[] = [];
  const names = Object.keys(specs);
  const limit = Math.max(...names.map((name) => limitOf(specs[name] as UploadFileSpec)));
  for await (const part of request.parts({ limits: { fileSize: limit, files: names.length, fields: 20 } })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') {
        values[part.fieldname] = part.value;
      }
      continue;
    }
    const spec = specs[part.fieldname];
    if (!spec) {
      part.file.resume();
      continue;
    }
    try {
      const read = await part.toBuffer();
      if (read.length > limitOf(spec)) {
        problems.push(rejectionProblem(part.fieldname, spec, new UploadRejected('too_large', 'too large')));
      } else if (read.length > 0) {
        bytes[part.fieldname] = read;
      }
    } catch (error) {
      if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') {
        throw error;
      }
      problems.push(rejectionProblem(part.fieldname, spec, new UploadRejected('too_large', 'too large')));
    }
  }
  return { values, bytes, problems };
}

/**
 * A multipart upload route: access, params, text fields (a domain schema) and files declared like
 * `defineRoute`'s, one error mapping for every upload problem (missing 400, too large 413, wrong type 415,
 * each with its field's message), and nothing left in storage when the request fails.
 */
export function defineUploadRoute<
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
  const route = { ...def, method: def.method ?? 'POST' };
  const fileProperties = Object.fromEntries(
    Object.keys(specs).map((name) => [name, { type: 'string', format: 'binary' }]),
  );
  const fieldSchema = def.fields ? jsonSchema(def.fields, 'input') : { properties: {}, required: [] };
  app.route({
    method: route.method,
    url: def.url,
    config: { access: def.access },
    schema: {
      ...routeSchema(route, { params: def.params }),
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        properties: { ...(fieldSchema.properties as object), ...fileProperties },
        required: [...((fieldSchema.required as string[] | undefined) ?? []), ...Object.keys(specs)],
      },
    },
    handler: async (request, reply) => {
      const params = (def.params ? parseInput(def.params, request.params) : undefined) as Out<P>;
      if (!request.isMultipart() && def.requireMultipart) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
      }
      const { values, bytes, problems } = request.isMultipart()
        ? await readParts(request, specs)
        : { values: {}, bytes: {} as Record<string, Buffer>, problems: [] as FieldProblem[] };

      let fields = undefined as Out<F>;
      if (def.fields) {
        try {
          fields = parseInput(def.fields, values) as Out<F>;
        } catch (error) {
          if (!(error instanceof AppError)) {
            throw error;
          }
          for (const [field, message] of Object.entries(error.fields ?? {})) {
            problems.push({ field, message, status: 400 });
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
        return finishReply(app, route, reply, result);
      } catch (error) {
        await discardUploads(deps, stored);
        throw error;
      }
    },
  });
}
