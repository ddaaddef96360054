// No zod here: the storefront's route table imports these, and its first load should not download zod.

export const BLOG_INDEX_PATH = '/blog';
export const blogArticlePath = (slug: string) => `${BLOG_INDEX_PATH}/${slug}`;
export const BLOG_INDEX_TITLE = 'Travel notes from Portugal';
export const BLOG_INDEX_DESCRIPTION =
  'Day plans, seasonal guides and local tips for Lisbon, Sintra and beyond, from the Roteiro team.';
