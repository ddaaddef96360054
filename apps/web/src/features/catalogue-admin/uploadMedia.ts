import { type TAnswer, urlOf } from '@roteiro/domain/api/endpoint';
import type { blogApi } from '@roteiro/domain/blog/blog.api';
import { catalogueAdminApi } from '@roteiro/domain/catalogue/catalogue-admin.api';
import { ApiError, errorFromBody } from '../../shared/lib/api.ts';

/** The upload endpoints that store one file and answer with it: the admin media route and the blog's covers. */
type TMediaUpload = typeof catalogueAdminApi.uploadMedia | typeof blogApi.uploadCover;

/**
 * Uploads one image or video to the admin media route (or another upload route answering the same, such as
 * the blog's covers). XMLHttpRequest rather than fetch, because only it reports upload progress (0–100
 * through `onProgress`).
 */
export function uploadMedia(
  file: File,
  onProgress: (percent: number) => void,
  endpoint: TMediaUpload = catalogueAdminApi.uploadMedia,
): Promise<TAnswer<TMediaUpload>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, urlOf(endpoint));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as TAnswer<TMediaUpload>);
      } else {
        reject(errorFromBody(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'The upload did not reach the server.'));
    const data = new FormData();
    data.append('file', file, file.name);
    xhr.send(data);
  });
}
