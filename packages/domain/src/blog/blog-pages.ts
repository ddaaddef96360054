// No zod here: the storefront's route table imports these, and its first load should not download zod.

export const BLOG_INDEX_PATH = '/blog';
export const blogArticlePath = (slug: string) => `${BLOG_INDEX_PATH}/${slug}`;
