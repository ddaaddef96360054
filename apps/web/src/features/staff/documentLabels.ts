import type { TEmployeeDocument } from '@roteiro/domain/staff/schemas';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';

/** The names of an employee's two documents, in the page's language (the `company` catalogue). */
export const DOCUMENT_LABELS: Record<TEmployeeDocument, TMessageId> = {
  driversLicense: 'company.documents.driversLicense',
  citizenCard: 'company.documents.citizenCard',
};
