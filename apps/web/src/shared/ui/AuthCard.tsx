import { Anchor, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthFrame } from './AuthFrame.tsx';
import { HeadingWithIntro } from './HeadingWithIntro.tsx';

const tapTarget = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

type TAuthCardProps = {
  heading: string;
  intro: ReactNode;
  /** Links shown before "Back to Roteiro" at the foot of the card. */
  links: { label: string; to: string }[];
  /**
   * The "Back to Roteiro" link's text: a translated page passes it in the visitor's language; the operator
   * registration pages stay English, so they leave the English default.
   */
  backLabel?: string;
  maw?: number;
  children: ReactNode;
};

/** A sign-in or registration card: the heading, the form, then links to other sign-ins and back home. */
export function AuthCard({
  heading,
  intro,
  links,
  backLabel = 'Back to Roteiro',
  maw,
  children,
}: TAuthCardProps) {
  return (
    <AuthFrame maw={maw}>
      <Stack gap="lg">
        <HeadingWithIntro order={1} size="h2" title={heading} intro={intro} />
        {children}
        <Group justify="space-between" gap="xs">
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm" style={tapTarget}>
              {link.label}
            </Anchor>
          ))}
          <Anchor component={Link} to="/home" size="sm" style={tapTarget}>
            {backLabel}
          </Anchor>
        </Group>
      </Stack>
    </AuthFrame>
  );
}
