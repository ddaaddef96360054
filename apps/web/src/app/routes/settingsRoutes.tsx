import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** Children of /settings (every signed-in role). */
export const settingsRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('../../routes/settings/SettingsPage.tsx'),
      (module) => module.SettingsPage,
    ),
    // In both languages: the account's language is chosen here (issue 36).
    handle: handle({
      title: { en: 'Account settings', 'pt-PT': 'Definições da conta' },
      messages: ['account'],
    }),
  },
  {
    path: 'basic-information',
    lazy: lazyPage(
      () => import('../../routes/settings/BasicInformationPage.tsx'),
      (module) => module.BasicInformationPage,
    ),
    handle: handle({ title: 'Basic information' }),
  },
  {
    path: 'change-password',
    lazy: lazyPage(
      () => import('../../routes/settings/ChangePasswordPage.tsx'),
      (module) => module.ChangePasswordPage,
    ),
    handle: handle({ title: 'Change password' }),
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
    handle: handle({ title: 'Confirm your new e-mail', chrome: 'full' }),
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
    handle: handle({ title: 'Account settings', messages: ['account'] }),
  },
  {
    path: 'settings/basic-information',
    lazy: lazyPage(
      () => import('../../routes/settings/CompanyInformationPage.tsx'),
      (module) => module.CompanyInformationPage,
    ),
    handle: handle({ title: 'Company information' }),
  },
  {
    path: 'settings/change-password',
    lazy: lazyPage(
      () => import('../../routes/settings/CompanyChangePasswordPage.tsx'),
      (module) => module.CompanyChangePasswordPage,
    ),
    handle: handle({ title: 'Change password' }),
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
    handle: handle({ title: 'Account settings', messages: ['account'] }),
  },
  {
    path: 'settings/basic-information',
    lazy: lazyPage(
      () => import('../../routes/settings/GuiderInformationPage.tsx'),
      (module) => module.GuiderInformationPage,
    ),
    handle: handle({ title: 'Personal information' }),
  },
  {
    path: 'settings/change-password',
    lazy: lazyPage(
      () => import('../../routes/settings/GuiderChangePasswordPage.tsx'),
      (module) => module.GuiderChangePasswordPage,
    ),
    handle: handle({ title: 'Change password' }),
  },
];
