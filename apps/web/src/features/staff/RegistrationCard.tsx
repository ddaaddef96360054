import type { ReactNode } from 'react';
import { AuthCard } from '../../shared/ui/AuthCard.tsx';

const SIGN_IN_LINKS = [{ label: 'Already registered? Sign in', to: '/guider/login' }];

type TRegistrationCardProps = { heading: string; intro: ReactNode; children: ReactNode };

/** The frame of the registration pages (no navbar or footer), like the sign-in pages. */
export function RegistrationCard({ heading, intro, children }: TRegistrationCardProps) {
  return (
    <AuthCard heading={heading} intro={intro} links={SIGN_IN_LINKS} maw={480}>
      {children}
    </AuthCard>
  );
}
