import { Button, Container, Group, Tabs, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import {
  ActivitiesTable,
  EventsTable,
  TicketsTable,
} from '../../../features/catalogue-admin/CatalogueListTable.tsx';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';

const TABS = ['activities', 'events', 'tickets'] as const;
type TTab = (typeof TABS)[number];

const createLink: Record<TTab, { to: string; label: string }> = {
  activities: { to: '/admin/activities/create', label: 'Create activity' },
  events: { to: '/admin/event/create', label: 'Create event' },
  tickets: { to: '/admin/ticket/create', label: 'Create ticket' },
};

/** manage-activities: the admin's content lists (activities, events, tickets) with edit links and switches. */
export function ManageCataloguePage() {
  const [params, setParams] = useSearchParams();
  const tab: TTab = TABS.find((t) => t === params.get('tab')) ?? 'activities';
  const { page, setPage } = useTableParams();
  const listProps = { page, onPageChange: setPage };

  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          Manage content
        </Title>
        <Button component={Link} to={createLink[tab].to} leftSection={<IconPlus aria-hidden />}>
          {createLink[tab].label}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => setParams({ tab: value ?? 'activities' })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="activities">Activities</Tabs.Tab>
          <Tabs.Tab value="events">Events</Tabs.Tab>
          <Tabs.Tab value="tickets">Tickets</Tabs.Tab>
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
