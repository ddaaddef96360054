import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/**
 * Children of /settings (every signed-in role). Their titles are the account catalogue's, loaded with each page:
 * common.json is in every storefront page's first load, which has no room for them (bundle-budget.test.ts).
 */
export const settingsRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('../../routes/settings/SettingsPage.tsx'),
      (module) => module.SettingsPage,
    ),
    // In both languages: the account's language is chosen here (issue 36).
    handle: handle({ titleId: 'account.settings.title', messages: ['account'] }),
  },
  {
    path: 'basic-information',
    lazy: lazyPage(
      () => import('../../routes/settings/BasicInformationPage.tsx'),
      (module) => module.BasicInformationPage,
    ),
    handle: handle({ titleId: 'account.settings.basicInformation', messages: ['account'] }),
  },
  {
    path: 'change-password',
    lazy: lazyPage(
      () => import('../../routes/settings/ChangePasswordPage.tsx'),
      (module) => module.ChangePasswordPage,
    ),
    handle: handle({ titleId: 'account.settings.changePassword', messages: ['account'] }),
  },
];

/**
 * The link e-mailed to a new address: public, as it may be opened where nobody is signed in; placed
 * beside the storefront, outside the guarded /settings.
 */
export const emailChangeRoutes: RouteObject[] = [
  {
    path: 'settings/email/confirm',
    lazy: lazyPage(
      () => import('../../routes/settings/ConfirmEmailChangePage.tsx'),
      (module) => module.ConfirmEmailChangePage,
    ),
    handle: handle({ titleId: 'account.settings.emailConfirm.title', messages: ['account'], chrome: 'full' }),
  },
];

/** Children of /company: its settings pages (the company profile page is registered with the company area). */
export const companySettingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    lazy: lazyPage(
      () => import('../../routes/settings/CompanySettingsPage.tsx'),
      (module) => module.CompanySettingsPage,
    ),
    handle: handle({ titleId: 'account.settings.title', messages: ['account'] }),
  },
  {
    path: 'settings/basic-information',
    lazy: lazyPage(
      () => import('../../routes/settings/CompanyInformationPage.tsx'),
      (module) => module.CompanyInformationPage,
    ),
    handle: handle({ titleId: 'account.settings.companyInformation', messages: ['account'] }),
  },
  {
    path: 'settings/change-password',
    lazy: lazyPage(
      () => import('../../routes/settings/CompanyChangePasswordPage.tsx'),
      (module) => module.CompanyChangePasswordPage,
    ),
    handle: handle({ titleId: 'account.settings.changePassword', messages: ['account'] }),
  },
];

/** Children of /guider: its settings pages. */
export const guiderSettingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    lazy: lazyPage(
      () => import('../../routes/settings/GuiderSettingsPage.tsx'),
      (module) => module.GuiderSettingsPage,
    ),
    handle: handle({ titleId: 'account.settings.title', messages: ['account'] }),
  },
  {
    path: 'settings/basic-information',
    lazy: lazyPage(
      () => import('../../routes/settings/GuiderInformationPage.tsx'),
      (module) => module.GuiderInformationPage,
    ),
    handle: handle({ titleId: 'account.settings.personalInformation', messages: ['account'] }),
  },
  {
    path: 'settings/change-password',
    lazy: lazyPage(
      () => import('../../routes/settings/GuiderChangePasswordPage.tsx'),
      (module) => module.GuiderChangePasswordPage,
    ),
    handle: handle({ titleId: 'account.settings.changePassword', messages: ['account'] }),
  },
];
