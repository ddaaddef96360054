import type { TUploadedMedia } from '@roteiro/domain/catalogue/admin-media';
import { useCallback, useRef, useState } from 'react';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { isApiError } from '../../shared/lib/api.ts';
import { uploadMedia } from './uploadMedia.ts';

export type TUploadRole = 'cover' | 'gallery' | 'video';

export type TUpload = {
  localId: string;
  file: File;
  role: TUploadRole;
  previewUrl: string;
  progress: number;
  status: 'queued' | 'uploading' | 'done' | 'error';
  /** Why it failed, in the reader's language. */
  error?: string;
};

/**
 * Files chosen in the images step and their upload progress. `add(files, role, startNow)`: on create the
 * wizard queues files until a cover and a gallery photo are chosen, then calls `startQueued`; on edit each
 * file starts at once. `onUploaded` receives each finished upload in the order it finishes.
 */
export function useMediaUploads(onUploaded: (role: TUploadRole, media: TUploadedMedia) => void) {
  const texts = useT();
  const [uploads, setUploads] = useState<TUpload[]>([]);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  const patch = useCallback((localId: string, change: Partial<TUpload>) => {
    setUploads((list) => list.map((u) => (u.localId === localId ? { ...u, ...change } : u)));
  }, []);

  const run = useCallback(
    (upload: TUpload) => {
      patch(upload.localId, { status: 'uploading', progress: 0, error: undefined });
      uploadMedia(upload.file, (progress) => patch(upload.localId, { progress }))
        .then((media) => {
          onUploadedRef.current(upload.role, media);
          // A finished upload is shown from its stored key, so its row leaves the list.
          setUploads((list) => list.filter((u) => u.localId !== upload.localId));
          URL.revokeObjectURL(upload.previewUrl);
        })
        .catch((error: unknown) => {
          patch(upload.localId, {
            status: 'error',
            error: isApiError(error) ? errorText(error, texts) : texts.t('authoring.images.uploadFailed'),
          });
        });
    },
    [patch, texts],
  );

  const add = useCallback(
    (files: File[], role: TUploadRole, startNow: boolean) => {
      const added = files.map<TUpload>((file) => ({
        localId: crypto.randomUUID(),
        file,
        role,
        previewUrl: URL.createObjectURL(file),
        progress: 0,
        status: 'queued',
      }));
      setUploads((list) => [...list, ...added]);
      if (startNow) {
        for (const upload of added) {
          run(upload);
        }
      }
      return added;
    },
    [run],
  );

  const startQueued = useCallback(
    (list: TUpload[]) => {
      for (const upload of list) {
        if (upload.status === 'queued') {
          run(upload);
        }
      }
    },
    [run],
  );

  const remove = useCallback((localId: string) => {
    setUploads((list) => list.filter((u) => u.localId !== localId));
  }, []);

  const retry = useCallback((upload: TUpload) => run(upload), [run]);

  return {
    uploads,
    add,
    startQueued,
    remove,
    retry,
    isUploading: uploads.some((u) => u.status === 'uploading'),
  };
}
