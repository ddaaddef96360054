import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** Admin: the blog's articles (children of /admin; Manage content). */
export const adminBlogRoutes: RouteObject[] = [
  {
    path: 'blog',
    lazy: lazyPage(
      () => import('../../routes/admin/blog/BlogArticlesPage.tsx'),
      (module) => module.BlogArticlesPage,
    ),
    handle: handle({ titleId: 'common.meta.adminBlog.title', messages: ['authoring'] }),
  },
  {
    path: 'blog/create',
    lazy: lazyPage(
      () => import('../../routes/admin/blog/BlogArticleFormPage.tsx'),
      (module) => module.BlogArticleFormPage,
    ),
    handle: handle({ titleId: 'common.meta.newArticle.title', messages: ['authoring'] }),
  },
  {
    path: 'blog/:id/edit',
    lazy: lazyPage(
      () => import('../../routes/admin/blog/BlogArticleFormPage.tsx'),
      (module) => module.BlogArticleFormPage,
    ),
    handle: handle({ titleId: 'common.meta.editArticle.title', messages: ['authoring'] }),
  },
];
