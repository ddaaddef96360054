import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { CATEGORY_NAMES } from '@roteiro/domain/catalogue/categories';
import type { TPublicActivityDetails, TPublicImage } from '@roteiro/domain/catalogue/public';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDuration } from '@roteiro/domain/time/format';
import {
  IconCalendarEvent,
  IconClock,
  IconLanguage,
  IconMapPin,
  IconStarFilled,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { WhenOnScreen } from '../../shared/ui/WhenOnScreen.tsx';
import { BookingLauncher } from '../booking/BookingLauncher.tsx';
import classes from './ActivityDetailsView.module.css';
import { ActivityGallery } from './ActivityGallery.tsx';

const MeetingPointMap = lazy(() =>
  importWithRetry(() => import('./MeetingPointMap.tsx')).then((module) => ({
    default: module.MeetingPointMap,
  })),
);

const BOOKING_BOX_ID = 'prices-and-times';

/** Phones: the price stays at the bottom of the screen, one tap from the booking box. */
function BottomBookingBar({
  priceCents,
  label,
  onOpen,
}: {
  priceCents: number;
  label: string;
  onOpen: () => void;
}) {
  return (
    <Box bg="white" p="sm" hiddenFrom="sm" className={classes.bottomBar}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text>
          {label}{' '}
          <Text span fw={700} fz="lg" c="terracotta.8">
            {formatCents(priceCents)}
          </Text>
        </Text>
        <Button
          color="terracotta"
          onClick={() => {
            onOpen();
            document.getElementById(BOOKING_BOX_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        >
          Check availability
        </Button>
      </Group>
    </Box>
  );
}

/** The event of an event page: its own day and time ('YYYY-MM-DD', 'HH:MM') are what is booked. */
export type TEventInfo = {
  id: string;
  title: string;
  priceCents: number;
  dateText: string;
  day: string;
  time: string;
};

type TActivityDetailsViewProps = { activity: TPublicActivityDetails; event?: TEventInfo };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Box>
  );
}

const paragraphs = (text: string) => (
  <Stack gap="xs">
    {text
      .split(/\n+/)
      .filter((line) => line.trim().length > 0)
      .map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text
        <Text key={index} style={{ whiteSpace: 'pre-wrap' }}>
          {line}
        </Text>
      ))}
  </Stack>
);

function Slots({ label, slots }: { label: string; slots: string[] }) {
  return (
    <div>
      <Text fw={600} fz="sm" mb={4}>
        {label}
      </Text>
      <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {slots.map((slot) => (
          <Badge component="li" key={slot} variant="light" color="azulejo" size="lg" radius="sm">
            {slot}
          </Badge>
        ))}
      </Group>
    </div>
  );
}

/**
 * Prices and booking: a sticky box beside the content on desktop, a card after the key facts on phones and
 * tablets. Its first load shows the prices and times; "Check availability" opens the booking widget in it.
 */
function BookingBox({
  activity,
  event,
  isOpen,
  onOpen,
}: TActivityDetailsViewProps & { isOpen: boolean; onOpen: () => void }) {
  return (
    <Card
      withBorder
      shadow="md"
      padding="lg"
      component="aside"
      aria-label="Prices and booking"
      id={BOOKING_BOX_ID}
      className={classes.bookingBox}
    >
      <Stack gap="md">
        {event ? (
          <>
            <Group gap="xs" wrap="nowrap">
              <IconCalendarEvent size={20} aria-hidden />
              <Text fw={600}>{event.dateText}</Text>
            </Group>
            <Text>
              <Text span fw={700} fz={28} c="terracotta.8">
                {formatCents(event.priceCents)}
              </Text>{' '}
              per person
            </Text>
          </>
        ) : (
          <>
            {!activity.isPrivateOnly || activity.isPass ? (
              <div>
                {activity.marketPriceCents !== null && activity.marketPriceCents > activity.priceCents && (
                  <Text c="dimmed" td="line-through" fz="sm">
                    {formatCents(activity.marketPriceCents)}
                  </Text>
                )}
                <Text>
                  from{' '}
                  <Text span fw={700} fz={28} c="terracotta.8">
                    {formatCents(activity.priceCents)}
                  </Text>{' '}
                  per person{activity.isPass ? '' : ' (shared tour)'}
                </Text>
              </div>
            ) : null}
            {!activity.isPass && activity.privatePriceCents !== null && (
              <Text>
                <Text span fw={700} fz="xl" c="terracotta.8">
                  {formatCents(activity.privatePriceCents)}
                </Text>{' '}
                per group (private tour, up to {activity.maxNumOfParticipants} people)
              </Text>
            )}
          </>
        )}
        <Divider />
        {isOpen ? null : activity.schedule ? (
          <Text fz="sm">
            Departures every {activity.schedule.frequencyMinutes} minutes from{' '}
            {activity.schedule.firstDeparture} to {activity.schedule.lastDeparture}.
          </Text>
        ) : (
          !event && (
            <>
              {!activity.isPrivateOnly && activity.sharedTimeSlots.length > 0 && (
                <Slots label="Shared tour times" slots={activity.sharedTimeSlots} />
              )}
              {activity.privateTimeSlots.length > 0 && (
                <Slots label="Private tour times" slots={activity.privateTimeSlots} />
              )}
            </>
          )
        )}
        {!isOpen && (
          <Text fz="sm" c="dimmed">
            Cancellation: {activity.cancellationPolicy}
          </Text>
        )}
        <BookingLauncher
          activity={activity}
          event={
            event
              ? {
                  id: event.id,
                  title: event.title,
                  day: event.day,
                  time: event.time,
                  priceCents: event.priceCents,
                }
              : undefined
          }
          isOpen={isOpen}
          onOpen={onOpen}
        />
      </Stack>
    </Card>
  );
}

/** Everything a traveller reads before booking an activity (or the activity of an event). */
export function ActivityDetailsView({ activity, event }: TActivityDetailsViewProps) {
  const images = [activity.cover, ...activity.gallery].filter(
    (image): image is TPublicImage => image !== null,
  );
  const optionalTexts: [string, string | null][] = [
    ["What's included", activity.whatsIncluded],
    ['What to expect', activity.whatToExpect],
    ['Not suitable for', activity.notSuitableFor],
    ['Accessibility', activity.accessibility],
    ['Additional information', activity.additionalInfo],
  ];

  const isShared = !activity.isPrivateOnly || activity.isPass;
  const bottomPrice = event
    ? { priceCents: event.priceCents, label: 'Per person' }
    : isShared || activity.privatePriceCents === null
      ? { priceCents: activity.priceCents, label: 'From' }
      : { priceCents: activity.privatePriceCents, label: 'Per group' };

  const [isBookingOpen, setBookingOpen] = useState(false);
  const openBooking = () => setBookingOpen(true);

  return (
    <div className={classes.layout}>
      <BottomBookingBar {...bottomPrice} onOpen={openBooking} />
      <Stack gap="xl" className={classes.top}>
        <ActivityGallery title={activity.title} images={images} />
        <Group gap="lg" wrap="wrap" aria-label="Key facts">
          <Group gap={6} wrap="nowrap">
            <IconClock size={20} aria-hidden />
            <Text>{formatDuration(activity.durationMinutes)}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={20} aria-hidden />
            <Text>{activity.city}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconLanguage size={20} aria-hidden />
            <Text>{activity.languages.join(', ')}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconUsers size={20} aria-hidden />
            <Text>
              {activity.minNumOfParticipants}–{activity.maxNumOfParticipants} people
            </Text>
          </Group>
          {activity.rating !== null && (
            <Group gap={6} wrap="nowrap">
              <IconStarFilled size={20} color="var(--mantine-color-yellow-6)" aria-hidden />
              <Text>
                <Text span fw={700}>
                  {activity.rating.toFixed(2)}
                </Text>{' '}
                ({activity.ratingCount} reviews)
              </Text>
            </Group>
          )}
        </Group>
        <Group gap={6}>
          {activity.categories.map((key) => (
            <Badge key={key} variant="outline" color="azulejo">
              {CATEGORY_NAMES[key]}
            </Badge>
          ))}
        </Group>
      </Stack>
      <div className={classes.booking}>
        <BookingBox activity={activity} event={event} isOpen={isBookingOpen} onOpen={openBooking} />
      </div>
      <Stack gap="xl" className={classes.rest}>
        <Section title="About this activity">{paragraphs(activity.description)}</Section>
        {activity.highlights.length > 0 && (
          <Section title="Highlights">
            <List spacing={4}>
              {activity.highlights.map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List>
          </Section>
        )}
        {activity.videos.length > 0 && (
          <Section title="Videos">
            <Stack gap="sm">
              {activity.videos.map((src) => (
                // biome-ignore lint/a11y/useMediaCaption: operator uploads come without captions
                <video
                  key={src}
                  src={src}
                  controls
                  preload="metadata"
                  style={{ width: '100%', borderRadius: 8 }}
                />
              ))}
            </Stack>
          </Section>
        )}
        {activity.stops.length > 0 && (
          <Section title="Itinerary">
            <List type="ordered" spacing="md">
              {activity.stops.map((stop) => (
                <List.Item key={stop.id}>
                  <Text fw={600}>{stop.title}</Text>
                  <Text c="dimmed">{stop.description}</Text>
                  {stop.attractions && <Text fz="sm">Nearby: {stop.attractions}</Text>}
                  {stop.direction && (
                    <Anchor href={stop.direction} target="_blank" rel="noopener noreferrer" fz="sm">
                      Directions to {stop.title}
                    </Anchor>
                  )}
                </List.Item>
              ))}
            </List>
          </Section>
        )}
        <Section title="Meeting point">
          <Text mb="sm">{activity.meetingPoint}</Text>
          <WhenOnScreen placeholder={<Skeleton height={350} radius="md" />}>
            <Suspense fallback={<Skeleton height={350} radius="md" />}>
              <MeetingPointMap
                lat={activity.marker.lat}
                lng={activity.marker.lng}
                label={activity.meetingPoint}
              />
            </Suspense>
          </WhenOnScreen>
        </Section>
        {optionalTexts.map(([title, text]) =>
          text ? (
            <Section key={title} title={title}>
              {paragraphs(text)}
            </Section>
          ) : null,
        )}
        <Section title="Cancellation policy">{paragraphs(activity.cancellationPolicy)}</Section>
      </Stack>
    </div>
  );
}
