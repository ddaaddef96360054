import { Button, Container, Group, Tabs, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import {
  ActivitiesTable,
  EventsTable,
  TicketsTable,
} from '../../../features/catalogue-admin/CatalogueListTable.tsx';
import type { TMessageId } from '../../../shared/i18n/messageIds.ts';
import { useT } from '../../../shared/i18n/useT.tsx';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';

const TABS = ['activities', 'events', 'tickets'] as const;
type TTab = (typeof TABS)[number];

const createLink: Record<TTab, { to: string; label: TMessageId }> = {
  activities: { to: '/admin/activities/create', label: 'authoring.manage.create.activities' },
  events: { to: '/admin/event/create', label: 'authoring.manage.create.events' },
  tickets: { to: '/admin/ticket/create', label: 'authoring.manage.create.tickets' },
};

/** manage-activities: the admin's content lists (activities, events, tickets) with edit links and switches. */
export function ManageCataloguePage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const tab: TTab = TABS.find((t) => t === params.get('tab')) ?? 'activities';
  const { page, setPage } = useTableParams();
  const listProps = { page, onPageChange: setPage };

  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          {t('authoring.manage.title')}
        </Title>
        <Button component={Link} to={createLink[tab].to} leftSection={<IconPlus aria-hidden />}>
          {t(createLink[tab].label)}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => setParams({ tab: value ?? 'activities' })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="activities">{t('authoring.manage.tabs.activities')}</Tabs.Tab>
          <Tabs.Tab value="events">{t('authoring.manage.tabs.events')}</Tabs.Tab>
          <Tabs.Tab value="tickets">{t('authoring.manage.tabs.tickets')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="activities">
          <ActivitiesTable {...listProps} />
        </Tabs.Panel>
        <Tabs.Panel value="events">
          <EventsTable {...listProps} />
        </Tabs.Panel>
        <Tabs.Panel value="tickets">
          <TicketsTable {...listProps} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
