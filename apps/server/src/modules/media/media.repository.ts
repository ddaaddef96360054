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
