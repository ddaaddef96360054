import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TPublicEventCard, TPublicTicketCard } from '@roteiro/domain/catalogue/public';
import { eventPath } from '@roteiro/domain/catalogue/storefront';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDay } from '@roteiro/domain/time/format';
import { IconCalendarEvent, IconExternalLink, IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { ActivityGrid } from './ActivityGrid.tsx';
import { CardCover } from './CardCover.tsx';
import { CardGrid } from './CardGrid.tsx';
import { useStorefrontHomeQuery } from './catalogueQueries.ts';
import { HomeSection } from './HomeSection.tsx';

function EventCard({ event }: { event: TPublicEventCard }) {
  return (
    <Card component={Link} to={eventPath(event)} withBorder shadow="sm" padding="md" h="100%">
      <CardCover image={event.cover} alt={event.title} priority="late" />
      <Stack gap={6} mt="sm">
        <Text fw={600} component="h3" m={0} fz="md">
          {event.title}
        </Text>
        <Group gap={6} c="dimmed" fz="sm" wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          <span>
            {formatDay(event.eventDate)} at {event.eventTime}
          </span>
        </Group>
        <Text fw={700} c="terracotta.8">
          {formatCents(event.priceCents)}
        </Text>
      </Stack>
    </Card>
  );
}

function TicketCard({ ticket }: { ticket: TPublicTicketCard }) {
  return (
    <Card withBorder shadow="sm" padding="md" h="100%">
      <CardCover image={ticket.cover} alt={ticket.title} priority="late" />
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Text fw={600} component="h3" m={0} fz="md">
          {ticket.title}
        </Text>
        <Text c="dimmed" fz="sm" lineClamp={3}>
          {ticket.description}
        </Text>
        <Group justify="space-between" mt="auto">
          <Text fw={700} c="terracotta.8">
            {formatCents(ticket.priceCents)}
          </Text>
          <Button
            component="a"
            href={ticket.ticketLink}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            rightSection={<IconExternalLink size={16} aria-hidden />}
            aria-label={`Buy ${ticket.title} (opens in a new tab)`}
          >
            Buy
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The home page's catalogue: featured activities, upcoming events and tickets, each with a real empty state. */
export function HomeSections({
  featuredFooter,
  afterFeatured,
}: {
  featuredFooter?: ReactNode;
  /** Placed between the featured activities and the events (the home page puts the categories there). */
  afterFeatured?: ReactNode;
}) {
  const home = useStorefrontHomeQuery();
  if (home.isError && !home.data) {
    return (
      <ErrorState
        title="The activities could not be loaded"
        message={home.error.message}
        onRetry={() => void home.refetch()}
        isRetrying={home.isFetching}
      />
    );
  }
  const data = home.data;
  return (
    <Stack gap={64}>
      <HomeSection
        id="featured-title"
        title="Featured activities"
        intro="Our travellers' favourite ways to see Portugal."
      >
        <ActivityGrid
          activities={data?.featured}
          skeletons={3}
          emptyTitle="No featured activities right now"
          emptyText="Browse every activity on the discover page."
        />
        {featuredFooter}
      </HomeSection>
      {afterFeatured}
      <HomeSection
        id="events-title"
        title="Events"
        intro="Concerts, festivals and special nights, cheapest first."
      >
        <CardGrid
          items={data?.events}
          renderItem={(event) => <EventCard event={event} />}
          skeletons={3}
          skeletonHeight={260}
          emptyIcon={<IconTicket aria-hidden />}
          emptyTitle="No upcoming events"
          emptyText="New events are announced regularly: check again soon."
        />
      </HomeSection>
      <HomeSection
        id="tickets-title"
        title="Tickets"
        intro="Skip-the-line entries to museums, palaces and attractions."
      >
        <CardGrid
          items={data?.tickets}
          renderItem={(ticket) => <TicketCard ticket={ticket} />}
          skeletons={3}
          skeletonHeight={260}
          emptyIcon={<IconTicket aria-hidden />}
          emptyTitle="No tickets on sale right now"
          emptyText="Tickets for museums and attractions will appear here."
        />
      </HomeSection>
    </Stack>
  );
}
