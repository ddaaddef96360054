import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TPublicEventCard, TPublicTicketCard } from '@roteiro/domain/catalogue/public';
import { eventPath } from '@roteiro/domain/catalogue/storefront';
import { IconCalendarEvent, IconExternalLink, IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { ActivityGrid } from './ActivityGrid.tsx';
import { CardCover } from './CardCover.tsx';
import { CardGrid } from './CardGrid.tsx';
import { useStorefrontHomeQuery } from './catalogueQueries.ts';
import { HomeSection } from './HomeSection.tsx';
import { InEnglishNote } from './InEnglishNote.tsx';

/** An event, its title in the reader's language or (marked, with a note) in English (issue 36). */
function EventCard({ event }: { event: TPublicEventCard }) {
  const { t, day, price, locale } = useT();
  const isEnglish = event.contentLocale !== locale;
  return (
    <Card component={Link} to={eventPath(event)} withBorder shadow="sm" padding="md" h="100%">
      <CardCover image={event.cover} alt={event.title} priority="late" />
      <Stack gap={6} mt="sm">
        <Text fw={600} component="h3" m={0} fz="md" lang={isEnglish ? event.contentLocale : undefined}>
          {event.title}
        </Text>
        {isEnglish && <InEnglishNote />}
        <Group gap={6} c="dimmed" fz="sm" wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          <span>{t('common.dates.dayAtTime', { day: day(event.eventDate), time: event.eventTime })}</span>
        </Group>
        <Text fw={700} c="terracotta.8">
          {price(event.priceCents)}
        </Text>
      </Stack>
    </Card>
  );
}

/** A ticket, each of its texts in the reader's language or (marked, with a note) in English (issue 36). */
function TicketCard({ ticket }: { ticket: TPublicTicketCard }) {
  const { t, price, locale } = useT();
  const inEnglish = (text: 'title' | 'description') =>
    locale !== 'en' && ticket.englishTexts.includes(text) ? 'en' : undefined;
  return (
    <Card withBorder shadow="sm" padding="md" h="100%">
      <CardCover image={ticket.cover} alt={ticket.title} priority="late" />
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Text fw={600} component="h3" m={0} fz="md" lang={inEnglish('title')}>
          {ticket.title}
        </Text>
        <Text c="dimmed" fz="sm" lineClamp={3} lang={inEnglish('description')}>
          {ticket.description}
        </Text>
        {locale !== 'en' && ticket.englishTexts.length > 0 && <InEnglishNote />}
        <Group justify="space-between" mt="auto">
          <Text fw={700} c="terracotta.8">
            {price(ticket.priceCents)}
          </Text>
          <Button
            component="a"
            href={ticket.ticketLink}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            rightSection={<IconExternalLink size={16} aria-hidden />}
            aria-label={t('catalogue.home.tickets.buyLabel', { title: ticket.title })}
          >
            {t('catalogue.home.tickets.buy')}
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
  const texts = useT();
  const { t } = texts;
  const home = useStorefrontHomeQuery();
  if (home.isError && !home.data) {
    return (
      <ErrorState
        title={t('common.activities.loadFailed')}
        message={errorText(home.error, texts)}
        onRetry={retryFor(home)}
        isRetrying={home.isFetching}
      />
    );
  }
  const data = home.data;
  return (
    <Stack gap={64}>
      <HomeSection
        id="featured-title"
        title={t('catalogue.home.featured.title')}
        intro={t('catalogue.home.featured.intro')}
      >
        <ActivityGrid
          activities={data?.featured}
          skeletons={3}
          emptyTitle={t('catalogue.home.featured.emptyTitle')}
          emptyText={t('catalogue.home.featured.emptyText')}
        />
        {featuredFooter}
      </HomeSection>
      {afterFeatured}
      <HomeSection
        id="events-title"
        title={t('catalogue.home.events.title')}
        intro={t('catalogue.home.events.intro')}
      >
        <CardGrid
          items={data?.events}
          renderItem={(event) => <EventCard event={event} />}
          skeletons={3}
          skeletonHeight={260}
          emptyIcon={<IconTicket aria-hidden />}
          emptyTitle={t('catalogue.home.events.emptyTitle')}
          emptyText={t('catalogue.home.events.emptyText')}
        />
      </HomeSection>
      <HomeSection
        id="tickets-title"
        title={t('catalogue.home.tickets.title')}
        intro={t('catalogue.home.tickets.intro')}
      >
        <CardGrid
          items={data?.tickets}
          renderItem={(ticket) => <TicketCard ticket={ticket} />}
          skeletons={3}
          skeletonHeight={260}
          emptyIcon={<IconTicket aria-hidden />}
          emptyTitle={t('catalogue.home.tickets.emptyTitle')}
          emptyText={t('catalogue.home.tickets.emptyText')}
        />
      </HomeSection>
    </Stack>
  );
}
