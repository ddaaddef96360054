import { Box } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import classes from './ArticleHtml.module.css';

/**
 * An article's body as the server rendered it: Markdown turned into HTML with raw HTML escaped and only
 * safe links kept (apps/server/src/modules/blog/blog-markdown.ts), so it is shown as it is. A link to a
 * page of the site opens inside the app, like any other link.
 */
export function ArticleHtml({ html, label, lang }: { html: string; label?: string; lang?: string }) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (
      !href?.startsWith('/') ||
      href.startsWith('//') ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Box
      className={classes.article}
      aria-label={label}
      lang={lang}
      onClick={handleClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's Markdown renderer
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
