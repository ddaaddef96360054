import {
  Alert,
  AspectRatio,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { eventPath, type TPublicEventCard, type TPublicTicketCard } from '@roteiro/domain/catalogue/public';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDay } from '@roteiro/domain/time/format';
import { IconCalendarEvent, IconExternalLink, IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { ActivityGrid } from './ActivityGrid.tsx';
import { useStorefrontHomeQuery } from './catalogueQueries.ts';

function Cover({ src, alt }: { src: string | undefined; alt: string }) {
  return (
    <Card.Section>
      <AspectRatio ratio={4 / 3}>
        {src ? (
          <Image
            src={src}
            alt={alt}
            loading="lazy"
            width={800}
            height={600}
            fit="cover"
            style={{ height: 'auto' }}
          />
        ) : (
          <div aria-hidden style={{ background: 'var(--mantine-color-azulejo-1)' }} />
        )}
      </AspectRatio>
    </Card.Section>
  );
}

function EventCard({ event }: { event: TPublicEventCard }) {
  return (
    <Card component={Link} to={eventPath(event)} withBorder shadow="sm" padding="md" h="100%">
      <Cover src={event.cover?.card} alt={event.title} />
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
      <Cover src={ticket.cover?.card} alt={ticket.title} />
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

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" component="section" aria-labelledby={id}>
      <div>
        <Title order={2} id={id}>
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {intro}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

function Empty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert variant="light" color="azulejo" title={title} icon={<IconTicket aria-hidden />}>
      {children}
    </Alert>
  );
}

const skeletonGrid = (
  <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" aria-busy="true">
    {[0, 1, 2].map((index) => (
      <Skeleton key={index} height={260} radius="md" />
    ))}
  </SimpleGrid>
);

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
      <Section
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
      </Section>
      {afterFeatured}
      <Section
        id="events-title"
        title="Events"
        intro="Concerts, festivals and special nights, cheapest first."
      >
        {!data && skeletonGrid}
        {data && data.events.length === 0 && (
          <Empty title="No upcoming events">New events are announced regularly: check again soon.</Empty>
        )}
        {data && data.events.length > 0 && (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="lg"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {data.events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Section>
      <Section
        id="tickets-title"
        title="Tickets"
        intro="Skip-the-line entries to museums, palaces and attractions."
      >
        {!data && skeletonGrid}
        {data && data.tickets.length === 0 && (
          <Empty title="No tickets on sale right now">
            Tickets for museums and attractions will appear here.
          </Empty>
        )}
        {data && data.tickets.length > 0 && (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="lg"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {data.tickets.map((ticket) => (
              <li key={ticket.id}>
                <TicketCard ticket={ticket} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Section>
    </Stack>
  );
}
