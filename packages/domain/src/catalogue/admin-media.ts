import { z } from 'zod';

/** An uploaded activity image or video as the admin API answers it. */
export const ZAdminMedia = z.object({
  key: z.string(),
  kind: z.enum(['image', 'video']),
  url: z.string(),
  thumbUrl: z.string().nullable(),
});
export type TAdminMedia = z.infer<typeof ZAdminMedia>;

/** POST /api/admin/media: the stored upload, its size and where to preview it. */
export const ZUploadedMediaResponse = ZAdminMedia.extend({
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TUploadedMedia = z.infer<typeof ZUploadedMediaResponse>;
