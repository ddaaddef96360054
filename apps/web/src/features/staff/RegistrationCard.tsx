import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import { AuthCard } from '../../shared/ui/AuthCard.tsx';

type TRegistrationCardProps = { heading: string; intro: ReactNode; children: ReactNode };

/** The frame of the registration pages (no navbar or footer), like the sign-in pages. */
export function RegistrationCard({ heading, intro, children }: TRegistrationCardProps) {
  const { t } = useT();
  const signInLinks = [{ label: t('company.registration.signIn'), to: '/guider/login' }];
  return (
    <AuthCard heading={heading} intro={intro} links={signInLinks} maw={480}>
      {children}
    </AuthCard>
  );
}
