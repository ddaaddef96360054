import type { Executor } from '../../db/database.ts';

export async function insertStoredFiles(
  db: Executor,
  files: {
    key: string;
    ownerUserId: string | null;
    contentType: string;
    byteSize: number;
    purpose: string;
  }[],
): Promise<void> {
  if (files.length > 0) {
    await db.insertInto('stored_file').values(files).execute();
  }
}

/** Forgets the rows of files that were removed from storage. */
export async function deleteStoredFiles(db: Executor, keys: string[]): Promise<void> {
  if (keys.length > 0) {
    await db.deleteFrom('stored_file').where('key', 'in', keys).execute();
  }
}
