import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/useT.tsx';

/** The back bar of the authoring screens: an arrow back to the manage list and the screen's title. */
export function FormHeader({ title, backTo }: { title: string; backTo: string }) {
  const { t } = useT();
  return (
    <Group gap="sm" wrap="nowrap" mb="md">
      <ActionIcon
        component={Link}
        to={backTo}
        variant="subtle"
        size={44}
        aria-label={t('authoring.actions.backToManage')}
      >
        <IconArrowLeft aria-hidden />
      </ActionIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
    </Group>
  );
}
