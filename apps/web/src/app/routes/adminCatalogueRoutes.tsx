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

/**
 * Catalogue authoring (children of /admin), in the admin's language (the `authoring` catalogue). Editing screens
 * hide navbar and footer (operations.md §2).
 */
export const adminCatalogueRoutes: RouteObject[] = [
  {
    path: 'activities',
    lazy: lazyPage(
      () => import('../../routes/admin/catalogue/ManageCataloguePage.tsx'),
      (module) => module.ManageCataloguePage,
    ),
    handle: handle({ titleId: 'common.meta.manageContent.title', messages: ['authoring'] }),
  },
  {
    path: 'activities/create',
    lazy: wizard,
    handle: handle({ titleId: 'common.meta.createActivity.title', messages: ['authoring'], chrome: 'none' }),
  },
  {
    path: 'activities/edit/:id',
    lazy: wizard,
    handle: handle({ titleId: 'common.meta.editActivity.title', messages: ['authoring'], chrome: 'none' }),
  },
  {
    path: 'event/create',
    lazy: eventForm,
    handle: handle({ titleId: 'common.meta.createEvent.title', messages: ['authoring'], chrome: 'none' }),
  },
  {
    path: 'event/edit/:id',
    lazy: eventForm,
    handle: handle({ titleId: 'common.meta.editEvent.title', messages: ['authoring'], chrome: 'none' }),
  },
  {
    path: 'ticket/create',
    lazy: ticketForm,
    handle: handle({ titleId: 'common.meta.createTicket.title', messages: ['authoring'], chrome: 'none' }),
  },
  {
    path: 'ticket/edit/:id',
    lazy: ticketForm,
    handle: handle({ titleId: 'common.meta.editTicket.title', messages: ['authoring'], chrome: 'none' }),
  },
];
