/** An uploaded activity image or video as the admin API answers it (server and web share this type). */
export type TAdminMedia = { key: string; kind: 'image' | 'video'; url: string; thumbUrl: string | null };
