import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../i18n/useT.tsx';

type TLogoProps = { to: string; inverted?: boolean };

/** The brand mark, an azulejo-like tile, and the name; leads to `to`. */
export function Logo({ to, inverted = false }: TLogoProps) {
  const { t } = useT();
  const label = t('common.layout.logoLabel');
  return (
    <Group
      renderRoot={(props) => <Link to={to} aria-label={label} {...props} />}
      gap={8}
      wrap="nowrap"
      style={{ textDecoration: 'none', minHeight: 44, borderRadius: 8 }}
      c={inverted ? 'white' : 'azulejo.8'}
    >
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={inverted ? '#ffffff' : '#143f8a'} />
        <path d="M16 5l4 7h-8zM16 27l-4-7h8zM5 16l7-4v8zM27 16l-7 4v-8z" fill="#e3723d" />
        <circle cx="16" cy="16" r="3" fill={inverted ? '#143f8a' : '#ffffff'} />
      </svg>
      <Text component="span" fw={700} fz={22} lh={1} c="inherit">
        Roteiro
      </Text>
    </Group>
  );
}
