import type { MultipartFile } from '@fastify/multipart';
import { defaultTextForCode } from '@roteiro/domain/errors/errors';
import { english, textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import type { FastifyRequest } from 'fastify';
import {
  detectUploadKind,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_VIDEO_BYTES,
  SNIFF_BYTES,
  type UploadAccept,
  UploadRejected,
} from '../storage/upload-checker.ts';
import { AppError } from './app-error.ts';

/**
 * Reading an upload form: each file is read only up to its limit, which its first bytes decide, and a
 * refusal answers at once instead of reading on; the problems of a form are mapped to one error.
 */

/** One file field of an upload form. Every declared file is required. */
export type UploadFileSpec = {
  accept: UploadAccept;
  /** Default: the upload checker's limit for the kind (10 MB images, 100 MB videos). */
  maxBytes?: number;
  // These three are domain texts given as references (`textRef`), as AppError takes them.
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

const limitOf = (spec: UploadFileSpec) =>
  spec.maxBytes ?? (spec.accept === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES);
/** The limit of a file once its first bytes say what it is (an image among videos has the image limit). */
const limitOfKind = (spec: UploadFileSpec, kind: 'image' | 'video') =>
  spec.maxBytes ?? (kind === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES);
const accepts = (spec: UploadFileSpec, kind: 'image' | 'video' | null) =>
  kind !== null && (spec.accept === 'image-or-video' || spec.accept === kind);

/** A field's refusal; its message is a domain text as a reference (`textRef`), or else English. */
export type FieldProblem = { field: string; message: string; status: 400 | 413 | 415 };

/** One mapping for every upload problem: the worst status wins, each field keeps its own message. */
export function uploadError(problems: FieldProblem[]): AppError {
  const fields = Object.fromEntries(problems.map((p) => [p.field, p.message]));
  const statuses = new Set(problems.map((p) => p.status));
  if (statuses.has(400)) {
    return new AppError('VALIDATION_FAILED', textRef(messages, 'invalidInput'), fields);
  }
  const [first] = problems;
  const code = statuses.has(413) ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE';
  return new AppError(
    code,
    problems.length === 1 && first ? first.message : defaultTextForCode[code],
    fields,
  );
}

export function rejectionProblem(field: string, spec: UploadFileSpec, error: UploadRejected): FieldProblem {
  switch (error.reason) {
    case 'too_large':
      return { field, status: 413, message: spec.tooLarge ?? defaultTextForCode.PAYLOAD_TOO_LARGE };
    case 'too_many_pixels':
      return {
        field,
        status: 413,
        message: textRef(messages, 'imageTooManyPixels', MAX_IMAGE_PIXELS / 1_000_000),
      };
    case 'unsupported_type':
      return { field, status: 415, message: spec.wrongType ?? defaultTextForCode.UNSUPPORTED_MEDIA_TYPE };
  }
}

/** A file's size or type refused while it streams in: the request stops being read and is answered at once. */
class StreamingRefusal extends Error {
  constructor(readonly problem: FieldProblem) {
    super(english(problem.message));
  }
}

/**
 * Reads one file part into memory, never past its limit: once its first bytes say what it is, a type the field
 * does not accept is refused there (415), and the limit of that kind applies from then on (413); what is
 * refused is not read further.
 */
async function readFile(part: MultipartFile, field: string, spec: UploadFileSpec): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let limit = limitOf(spec);
  let isSniffed = false;
  const sniff = async () => {
    isSniffed = true;
    const kind = await detectUploadKind(Buffer.concat(chunks).subarray(0, SNIFF_BYTES));
    if (!accepts(spec, kind)) {
      throw new StreamingRefusal(
        rejectionProblem(field, spec, new UploadRejected('unsupported_type', 'not an accepted type')),
      );
    }
    limit = limitOfKind(spec, kind as 'image' | 'video');
  };
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (!isSniffed && size >= SNIFF_BYTES) {
      await sniff();
    }
    if (size > limit || part.file.truncated) {
      throw new StreamingRefusal(rejectionProblem(field, spec, new UploadRejected('too_large', 'too large')));
    }
  }
  if (part.file.truncated) {
    throw new StreamingRefusal(rejectionProblem(field, spec, new UploadRejected('too_large', 'too large')));
  }
  // A file shorter than SNIFF_BYTES is checked whole by `checkUpload`.
  return Buffer.concat(chunks);
}

/** A `boundary` parameter in a Content-Type (RFC 2046: quoted or a token). */
const BOUNDARY_PARAMETER = /;\s*boundary\s*=\s*("[^"]+"|[^\s;]+)/i;

/**
 * Reads the multipart parts: text fields as strings, declared files as bytes (size enforced while streaming).
 * A multipart Content-Type without its boundary cannot be split into parts: 400 (the parser threw a plain error).
 */
export async function readParts(request: FastifyRequest, specs: Record<string, UploadFileSpec>) {
  if (!BOUNDARY_PARAMETER.test(request.headers['content-type'] ?? '')) {
    throw new AppError('BAD_REQUEST', textRef(messages, 'multipartWithoutBoundary'));
  }
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
      const read = await readFile(part, part.fieldname, spec);
      if (read.length > 0) {
        bytes[part.fieldname] = read;
      }
    } catch (error) {
      if (!(error instanceof StreamingRefusal)) {
        throw error;
      }
      // The rest of the request is not read: answered now, with what was found so far.
      problems.push(error.problem);
      return { values, bytes, problems, isCutShort: true };
    }
  }
  return { values, bytes, problems, isCutShort: false };
}
