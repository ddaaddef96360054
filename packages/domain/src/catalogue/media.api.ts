import { endpoint } from '../api/endpoint.ts';
import type { ZMediaParams } from './public.ts';

/** Public media: a stored image or video, sent with its own content type. */
export const mediaApi = {
  // The wildcard `*` is the file's key under the public folder.
  file: endpoint<{ params: typeof ZMediaParams; response: undefined }>()('GET', '/media/*'),
};
