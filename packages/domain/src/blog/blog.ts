import { z } from 'zod';
import { ZContentLocale } from '../catalogue/public.ts';
import { TRANSLATION_STATES } from '../catalogue/translation.ts';
import { ZInstant } from '../common/responses.ts';
import { defineTexts, textRef } from '../i18n/texts.ts';

export { BLOG_INDEX_PATH, blogArticlePath } from './blog-pages.ts';

/**
 * The blog: articles written in Markdown by admins, rendered to sanitised HTML on the server.
 * An article links to an activity with `[label](activity:{slug of the activity's title})`; the server
 * turns it into the activity's details path when it renders, and into plain text when the activity is
 * not public (any more).
 */

export const BLOG_SLUG_MAX = 80;
export const BLOG_TITLE_MAX = 120;
export const BLOG_DESCRIPTION_MAX = 300;
export const BLOG_BODY_MAX = 40_000;
/** The link scheme of an activity inside an article's Markdown. */
export const ACTIVITY_LINK_SCHEME = 'activity:';

export const blogTexts = defineTexts('blog', {
  slugTaken: 'Another article already uses this address. Choose a different slug.',
  slugFormat: 'Use lowercase letters, digits and hyphens (for example sintra-in-a-day)',
  titleRequired: 'Give the article a title',
  descriptionRequired: 'Write a short description (it is shown in the list and in shared links)',
  bodyRequired: 'Write the article',
  coverInvalid: 'Upload the cover image again',
  coverRequired: 'Choose an image for the cover.',
  coverWrongType: 'The cover must be a JPEG, PNG or WebP image.',
  notFound: 'This article does not exist.',
  published: 'The article is published.',
  unpublished: 'The article is back in drafts.',
  saved: 'The article is saved.',
});

const text = (max: number, required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(max, { message: `At most ${max} characters` });

export const ZBlogSlug = z
  .string({ message: textRef(blogTexts, 'slugFormat') })
  .trim()
  .max(BLOG_SLUG_MAX, { message: `At most ${BLOG_SLUG_MAX} characters` })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: textRef(blogTexts, 'slugFormat') });

/** A cover uploaded through POST /api/admin/blog/cover (the folder of its image variants). */
export const ZBlogCoverKey = z
  .string()
  .regex(/^public\/blog\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
    message: textRef(blogTexts, 'coverInvalid'),
  });

/** What an admin writes; a new article starts as a draft. */
export const ZBlogArticleInput = z.strictObject({
  slug: ZBlogSlug,
  title: text(BLOG_TITLE_MAX, textRef(blogTexts, 'titleRequired')),
  description: text(BLOG_DESCRIPTION_MAX, textRef(blogTexts, 'descriptionRequired')),
  body: text(BLOG_BODY_MAX, textRef(blogTexts, 'bodyRequired')),
  coverKey: ZBlogCoverKey.nullable().default(null),
});
export type TBlogArticleInput = z.input<typeof ZBlogArticleInput>;

export const ZBlogPublishRequest = z.strictObject({ published: z.boolean() });
export const ZBlogPreviewRequest = z.strictObject({
  body: z.string().max(BLOG_BODY_MAX, { message: `At most ${BLOG_BODY_MAX} characters` }),
});
export const ZBlogIdParams = z.object({ id: z.uuid({ message: textRef(blogTexts, 'notFound') }) });
export const ZBlogSlugParams = z.object({ slug: z.string().max(200) });
/** The reader's language, in the URL (the public reads are cached by URL): English when not given (issue 36). */
export const ZBlogContentQuery = z.object({ locale: ZContentLocale.optional() });

/** The texts of an article a reader reads, which an admin can write in Portuguese (issue 36). */
export const BLOG_TEXT_FIELDS = ['title', 'description', 'body'] as const;
export type TBlogTextField = (typeof BLOG_TEXT_FIELDS)[number];

/** An activity an article links to, with where its details page is. */
export const ZBlogLinkedActivity = z.object({ id: z.string(), title: z.string(), path: z.string() });
export type TBlogLinkedActivity = z.infer<typeof ZBlogLinkedActivity>;

/** Markdown rendered by the server: sanitised HTML and the activities it links to. */
export const ZBlogRendered = z.object({
  html: z.string(),
  activities: z.array(ZBlogLinkedActivity),
  /** `activity:` links that match no public activity (shown as plain text; the editor warns). */
  unresolved: z.array(z.string()),
});
export type TBlogRendered = z.infer<typeof ZBlogRendered>;

export const ZBlogArticleCard = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: ZInstant,
  /**
   * The texts shown in English to a reader of another language (not written in theirs): the page marks them
   * lang="en" and says so. Empty for an English reader or a complete translation.
   */
  englishTexts: z.array(z.enum(BLOG_TEXT_FIELDS)),
});
export type TBlogArticleCard = z.infer<typeof ZBlogArticleCard>;
export const ZBlogIndexResponse = z.object({ items: z.array(ZBlogArticleCard) });
export type TBlogIndexResponse = z.infer<typeof ZBlogIndexResponse>;

export const ZBlogArticlePublic = ZBlogArticleCard.extend({
  html: z.string(),
  activities: z.array(ZBlogLinkedActivity),
});
export type TBlogArticlePublic = z.infer<typeof ZBlogArticlePublic>;

export const ZAdminBlogArticle = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  coverKey: z.string().nullable(),
  coverUrl: z.string().nullable(),
  status: z.enum(['draft', 'published']),
  publishedAt: ZInstant.nullable(),
  updatedAt: ZInstant,
});
export type TAdminBlogArticle = z.infer<typeof ZAdminBlogArticle>;
export const ZAdminBlogListResponse = z.object({
  items: z.array(
    ZAdminBlogArticle.omit({ body: true }).extend({
      /** How far its texts are in Portuguese (issue 36). */
      portuguese: z.enum(TRANSLATION_STATES),
    }),
  ),
});
export type TAdminBlogListItem = z.infer<typeof ZAdminBlogListResponse>['items'][number];
