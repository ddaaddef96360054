import {
  ACTIVITY_LINK_SCHEME,
  type TBlogLinkedActivity,
  type TBlogRendered,
} from '@roteiro/domain/blog/blog';
import { activityPath, slugify } from '@roteiro/domain/catalogue/storefront';
import MarkdownIt from 'markdown-it';

/**
 * Markdown to HTML for the blog, on the server only. Raw HTML in the Markdown is never passed through
 * (`html: false` escapes it as text), and a link or image is a link only when its address is a site
 * path, http(s), mailto or an `activity:` link: `javascript:`, `data:` and the like stay plain text. An image
 * from another site becomes a link to it (pages load images from the app only).
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true, breaks: false });

const SAFE_URL = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#|activity:)/i;
markdown.validateLink = (url: string) => SAFE_URL.test(url.trim());

type RenderEnv = {
  activities: ReadonlyMap<string, { id: string; title: string }>;
  linked: Map<string, TBlogLinkedActivity>;
  unresolved: Set<string>;
  /** The open link was dropped (an activity that is not public): its closing tag goes too. */
  dropClose: boolean;
};

const defaultLinkOpen = markdown.renderer.rules.link_open;
const defaultLinkClose = markdown.renderer.rules.link_close;

markdown.renderer.rules.link_open = (tokens, idx, options, env: RenderEnv, self) => {
  const token = tokens[idx];
  const href = token?.attrGet('href') ?? '';
  if (token && href.toLowerCase().startsWith(ACTIVITY_LINK_SCHEME)) {
    const slug = href.slice(ACTIVITY_LINK_SCHEME.length).trim().toLowerCase();
    const activity = env.activities.get(slug);
    if (!activity) {
      env.unresolved.add(slug);
      env.dropClose = true;
      return '';
    }
    const path = activityPath(activity);
    env.linked.set(activity.id, { id: activity.id, title: activity.title, path });
    token.attrSet('href', path);
  } else if (token && /^https?:/i.test(href)) {
    token.attrSet('rel', 'nofollow noopener noreferrer');
  }
  env.dropClose = false;
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, idx, options, env, self)
    : self.renderToken(tokens, idx, options);
};

markdown.renderer.rules.link_close = (tokens, idx, options, env: RenderEnv, self) => {
  if (env.dropClose) {
    env.dropClose = false;
    return '';
  }
  return defaultLinkClose
    ? defaultLinkClose(tokens, idx, options, env, self)
    : self.renderToken(tokens, idx, options);
};

const defaultImage = markdown.renderer.rules.image;
markdown.renderer.rules.image = (tokens, idx, options, env: RenderEnv, self) => {
  const token = tokens[idx];
  const src = token?.attrGet('src') ?? '';
  // An activity link cannot be a picture; an image loads lazily and never grows past the column.
  if (!token || src.toLowerCase().startsWith(ACTIVITY_LINK_SCHEME)) {
    return '';
  }
  // The pages load images from the app only (Content-Security-Policy): another site's image is a link to it.
  if (/^https?:/i.test(src)) {
    const { escapeHtml } = markdown.utils;
    const alt = self.renderInlineAsText(token.children ?? [], options, env).trim();
    return `<a href="${escapeHtml(src)}" rel="nofollow noopener noreferrer">${escapeHtml(alt || src)}</a>`;
  }
  token.attrSet('loading', 'lazy');
  return defaultImage
    ? defaultImage(tokens, idx, options, env, self)
    : self.renderToken(tokens, idx, options);
};

/** The public activities by the slug of their title, as `activity:` links name them. */
export function activitiesBySlug(rows: readonly { id: string; title: string }[]) {
  return new Map(rows.map((row) => [slugify(row.title), row]));
}

/** Renders an article's Markdown to sanitised HTML, resolving its `activity:` links. */
export function renderArticle(
  body: string,
  activities: ReadonlyMap<string, { id: string; title: string }>,
): TBlogRendered {
  const env: RenderEnv = { activities, linked: new Map(), unresolved: new Set(), dropClose: false };
  const html = markdown.render(body, env);
  return { html, activities: [...env.linked.values()], unresolved: [...env.unresolved] };
}
