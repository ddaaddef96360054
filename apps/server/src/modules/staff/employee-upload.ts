import { messages } from '@roteiro/domain/messages/messages';
import {
  EMPLOYEE_DOCUMENTS,
  type TEmployeeDocument,
  ZAddEmployeeFields,
} from '@roteiro/domain/staff/schemas';
import { staffTexts } from '@roteiro/domain/staff/texts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { parseInput } from '../../platform/http/parse.ts';
import { MAX_DOCUMENT_BYTES } from '../../platform/storage/upload-checker.ts';

const isDocument = (name: string): name is TEmployeeDocument =>
  (EMPLOYEE_DOCUMENTS as readonly string[]).includes(name);

/**
 * Reads the add-employee form (multipart: name, email, driversLicense, citizenCard). Every missing or
 * invalid field is reported at once, as a 400 with a message per field.
 */
export async function readAddEmployeeForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION_FAILED', messages.invalidInput, {
      name: staffTexts.nameRequired,
      email: messages.invalidEmail,
      driversLicense: staffTexts.documentRequired,
      citizenCard: staffTexts.documentRequired,
    });
  }
  const values: Record<string, string> = {};
  const files: Partial<Record<TEmployeeDocument, Buffer>> = {};
  const fields: Record<string, string> = {};
  for await (const part of request.parts({
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 2, fields: 10 },
  })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') {
        values[part.fieldname] = part.value;
      }
      continue;
    }
    if (!isDocument(part.fieldname)) {
      await part.toBuffer();
      continue;
    }
    try {
      const bytes = await part.toBuffer();
      if (bytes.length > 0) {
        files[part.fieldname] = bytes;
      }
    } catch (error) {
      if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') {
        throw error;
      }
      fields[part.fieldname] = staffTexts.documentTooLarge;
    }
  }
  let parsed: ReturnType<typeof ZAddEmployeeFields.parse> | undefined;
  try {
    parsed = parseInput(ZAddEmployeeFields, values);
  } catch (error) {
    if (!(error instanceof AppError)) {
      throw error;
    }
    Object.assign(fields, error.fields);
  }
  for (const document of EMPLOYEE_DOCUMENTS) {
    if (!files[document] && !fields[document]) {
      fields[document] = staffTexts.documentRequired;
    }
  }
  const { driversLicense, citizenCard } = files;
  if (!parsed || !driversLicense || !citizenCard || Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_FAILED', messages.invalidInput, fields);
  }
  return { ...parsed, files: { driversLicense, citizenCard } };
}
