import { z } from 'zod';
import { type TTranslationState, ZTranslationLocale } from '../catalogue/translation.ts';
import { ZInstant } from '../common/responses.ts';
import { textRef } from '../i18n/texts.ts';
import {
  BLOG_BODY_MAX,
  BLOG_DESCRIPTION_MAX,
  BLOG_TEXT_FIELDS,
  BLOG_TITLE_MAX,
  blogTexts,
  type TBlogTextField,
} from './blog.ts';

/**
 * An article's texts in another language than English (issue 36). English is the article's own and always
 * complete; a translation may leave any text out, and that text is then shown in English (marked as such).
 */

/**
 * One translated text with the English field's limit; '' (or nothing) means "not translated": it reads as
 * undefined, so the stored row keeps only the texts that exist.
 */
const translated = (max: number) =>
  z
    .string({ message: `At most ${max} characters` })
    .trim()
    .max(max, { message: `At most ${max} characters` })
    .optional()
    .transform((value) => (value ? value : undefined));

/** The translatable texts of an article, each optional (PUT's body, and the stored row). */
export const ZBlogTranslationTexts = z.strictObject({
  title: translated(BLOG_TITLE_MAX),
  description: translated(BLOG_DESCRIPTION_MAX),
  body: translated(BLOG_BODY_MAX),
});
export type TBlogTranslationInput = z.input<typeof ZBlogTranslationTexts>;
export type TBlogTranslationTexts = z.output<typeof ZBlogTranslationTexts>;

/** GET and PUT /api/admin/blog/:id/translations/:locale */
export const ZBlogTranslationParams = z.object({
  id: z.uuid({ message: textRef(blogTexts, 'notFound') }),
  locale: ZTranslationLocale,
});
export const ZBlogTranslationRequest = z.strictObject({ texts: ZBlogTranslationTexts });

/** An article's texts in one language, for the admins: empty texts while none is written. */
export const ZBlogTranslationResponse = z.object({
  articleId: z.string(),
  locale: ZTranslationLocale,
  texts: ZBlogTranslationTexts,
  /** When it was last saved; null while nothing is written. */
  updatedAt: ZInstant.nullable(),
});
export type TBlogTranslationResponse = z.infer<typeof ZBlogTranslationResponse>;

type TMaybeText = string | null | undefined;
/** A translation as the overlay reads it (a stored row: a text not written is null). */
export type TBlogTranslationOverlay = { [K in TBlogTextField]?: TMaybeText };

/**
 * Lays a translation over an article's English texts (only those `article` carries: a card has no body).
 * `english` lists the texts still shown in English, so a reader is told which words are not in their language;
 * with no translation every text is English.
 */
export function overlayBlogTranslation<T extends { title: string; description: string; body?: string }>(
  article: T,
  translation: TBlogTranslationOverlay | null | undefined,
): { texts: T; english: TBlogTextField[] } {
  const texts: T = { ...article };
  const written: Partial<Record<TBlogTextField, string>> = texts;
  const english: TBlogTextField[] = [];
  for (const key of BLOG_TEXT_FIELDS) {
    const original = article[key];
    if (original === undefined) {
      continue;
    }
    const version = translation?.[key];
    if (version) {
      written[key] = version;
    } else {
      english.push(key);
    }
  }
  return { texts, english };
}

/** How far an article is translated (the admins' list): nothing, some of its texts, or all three. */
export function blogTranslationState(
  translation: TBlogTranslationOverlay | null | undefined,
): TTranslationState {
  const written = BLOG_TEXT_FIELDS.filter((key) => Boolean(translation?.[key])).length;
  if (written === BLOG_TEXT_FIELDS.length) {
    return 'complete';
  }
  return written === 0 ? 'none' : 'partial';
}
