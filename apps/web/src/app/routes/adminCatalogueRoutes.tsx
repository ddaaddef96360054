import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

const wizard = lazyPage(
  () => import('../../routes/admin/catalogue/ActivityWizardPage.tsx'),
  (module) => module.ActivityWizardPage,
);
const eventForm = lazyPage(
  () => import('../../routes/admin/catalogue/EventFormPage.tsx'),
  (module) => module.EventFormPage,
);
const ticketForm = lazyPage(
  () => import('../../routes/admin/catalogue/TicketFormPage.tsx'),
  (module) => module.TicketFormPage,
);

/** Catalogue authoring (children of /admin). Editing screens hide navbar and footer (operations.md §2). */
export const adminCatalogueRoutes: RouteObject[] = [
  {
    path: 'activities',
    lazy: lazyPage(
      () => import('../../routes/admin/catalogue/ManageCataloguePage.tsx'),
      (module) => module.ManageCataloguePage,
    ),
    handle: handle({ title: 'Manage content' }),
  },
  { path: 'activities/create', lazy: wizard, handle: handle({ title: 'Create activity', chrome: 'none' }) },
  { path: 'activities/edit/:id', lazy: wizard, handle: handle({ title: 'Edit activity', chrome: 'none' }) },
  { path: 'event/create', lazy: eventForm, handle: handle({ title: 'Create event', chrome: 'none' }) },
  { path: 'event/edit/:id', lazy: eventForm, handle: handle({ title: 'Edit event', chrome: 'none' }) },
  { path: 'ticket/create', lazy: ticketForm, handle: handle({ title: 'Create ticket', chrome: 'none' }) },
  { path: 'ticket/edit/:id', lazy: ticketForm, handle: handle({ title: 'Edit ticket', chrome: 'none' }) },
];
