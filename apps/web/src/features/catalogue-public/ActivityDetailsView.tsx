import {
  Alert,
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
import { categoryName } from '@roteiro/domain/catalogue/categories';
import { languageName } from '@roteiro/domain/catalogue/languages';
import type { TPublicActivityDetails, TPublicImage } from '@roteiro/domain/catalogue/public';
import {
  IconCalendarEvent,
  IconClock,
  IconLanguage,
  IconMapPin,
  IconStarFilled,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { cityName } from '../../shared/i18n/cityName.ts';
import { decimals } from '../../shared/i18n/decimals.ts';
import { ensureNamespaces } from '../../shared/i18n/i18n.ts';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { T, useT } from '../../shared/i18n/useT.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { WhenOnScreen } from '../../shared/ui/WhenOnScreen.tsx';
import { BookingLauncher, OpenBookingForm } from '../booking/BookingLauncher.tsx';
import type { TPreferredSlot } from '../booking/BookingWidget.tsx';
import classes from './ActivityDetailsView.module.css';
import { ActivityGallery } from './ActivityGallery.tsx';

const MeetingPointMap = lazy(() =>
  importWithRetry(() => import('./MeetingPointMap.tsx')).then((module) => ({
    default: module.MeetingPointMap,
  })),
);

// The reviews come with their own code and texts when the reader scrolls near them (the first load stays light).
const ReviewsSection = lazy(() =>
  importWithRetry(() =>
    Promise.all([import('../reviews/ReviewsSection.tsx'), ensureNamespaces(['reviews'])]).then(
      ([module]) => ({
        default: module.ReviewsSection,
      }),
    ),
  ),
);

const BOOKING_BOX_ID = 'prices-and-times';

/** Phones: the price stays at the bottom of the screen, one tap from the booking box. */
function BottomBookingBar({
  priceCents,
  label,
  onOpen,
}: {
  priceCents: number;
  label: TMessageId;
  onOpen: () => void;
}) {
  const { t, price } = useT();
  return (
    <Box bg="white" p="sm" hiddenFrom="sm" className={classes.bottomBar}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text>
          <T
            id={label}
            values={{ price: price(priceCents) }}
            components={{ 0: <Text span fw={700} fz="lg" c="terracotta.8" /> }}
          />
        </Text>
        <OpenBookingForm
          anchor={BOOKING_BOX_ID}
          onOpen={() => {
            onOpen();
            document.getElementById(BOOKING_BOX_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        >
          <Button type="submit" color="terracotta">
            {t('catalogue.details.checkAvailability')}
          </Button>
        </OpenBookingForm>
      </Group>
    </Box>
  );
}

/** The event of an event page: its own day and time ('YYYY-MM-DD', 'HH:MM') are what is booked. */
export type TEventInfo = {
  id: string;
  title: string;
  priceCents: number;
  day: string;
  time: string;
};

type TActivityDetailsViewProps = { activity: TPublicActivityDetails; event?: TEventInfo };

function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `section-${name}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** A text's paragraphs; `lang` when the text is not in the page's language (an untranslated activity's). */
const paragraphs = (text: string, lang?: string) => (
  <Stack gap="xs" lang={lang}>
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

/**
 * A kind's times: each opens the booking box with that time chosen on its first day with places.
 * Each is a submit button of a form, so a tap before the app has started reloads with `?book=1&kind&time`.
 */
function Slots({
  label,
  slots,
  kind,
  onChoose,
}: {
  label: string;
  slots: string[];
  kind: 'shared' | 'private';
  onChoose: (preferred: TPreferredSlot) => void;
}) {
  const { t } = useT();
  return (
    <OpenBookingForm
      anchor={BOOKING_BOX_ID}
      fields={{ kind }}
      onOpen={(time) => time && onChoose({ kind, time })}
    >
      <Text fw={600} fz="sm" mb={4}>
        {label}
      </Text>
      <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {slots.map((slot) => (
          <li key={slot}>
            <Button
              type="submit"
              name="time"
              value={slot}
              variant="light"
              color="azulejo"
              radius="sm"
              mih={44}
              aria-label={t('catalogue.details.bookTime', { time: slot })}
            >
              {slot}
            </Button>
          </li>
        ))}
      </Group>
    </OpenBookingForm>
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
  preferred,
  onChoose,
}: TActivityDetailsViewProps & {
  isOpen: boolean;
  onOpen: () => void;
  preferred?: TPreferredSlot;
  onChoose: (preferred: TPreferredSlot) => void;
}) {
  const { t, price, day } = useT();
  const amount = (cents: number, size: number | string) => (
    <Text span fw={700} fz={size} c="terracotta.8">
      {price(cents)}
    </Text>
  );
  return (
    <Card
      withBorder
      shadow="md"
      padding="lg"
      component="aside"
      aria-label={t('catalogue.details.pricesAndBooking')}
      id={BOOKING_BOX_ID}
      className={classes.bookingBox}
    >
      <Stack gap="md">
        {event ? (
          <>
            <Group gap="xs" wrap="nowrap">
              <IconCalendarEvent size={20} aria-hidden />
              <Text fw={600}>{t('common.dates.dayAtTime', { day: day(event.day), time: event.time })}</Text>
            </Group>
            <Text>
              <T
                id="catalogue.details.perPerson"
                values={{ price: price(event.priceCents) }}
                components={{ 0: amount(event.priceCents, 28) }}
              />
            </Text>
          </>
        ) : (
          <>
            {!activity.isPrivateOnly || activity.isPass ? (
              <div>
                {activity.marketPriceCents !== null && activity.marketPriceCents > activity.priceCents && (
                  <Text c="dimmed" td="line-through" fz="sm">
                    {price(activity.marketPriceCents)}
                  </Text>
                )}
                <Text>
                  <T
                    id={
                      activity.isPass
                        ? 'catalogue.details.fromPerPerson'
                        : 'catalogue.details.fromPerPersonShared'
                    }
                    values={{ price: price(activity.priceCents) }}
                    components={{ 0: amount(activity.priceCents, 28) }}
                  />
                </Text>
              </div>
            ) : null}
            {!activity.isPass && activity.privatePriceCents !== null && (
              <Text>
                <T
                  id="catalogue.details.perGroup"
                  values={{ price: price(activity.privatePriceCents), max: activity.maxNumOfParticipants }}
                  components={{ 0: amount(activity.privatePriceCents, 'xl') }}
                />
              </Text>
            )}
          </>
        )}
        <Divider />
        {isOpen ? null : activity.schedule ? (
          <Text fz="sm">
            {t('catalogue.details.departures', {
              minutes: activity.schedule.frequencyMinutes,
              first: activity.schedule.firstDeparture,
              last: activity.schedule.lastDeparture,
            })}
          </Text>
        ) : (
          !event && (
            <>
              {!activity.isPrivateOnly && activity.sharedTimeSlots.length > 0 && (
                <Slots
                  label={t('catalogue.details.sharedTimes')}
                  slots={activity.sharedTimeSlots}
                  kind="shared"
                  onChoose={onChoose}
                />
              )}
              {activity.privateTimeSlots.length > 0 && (
                <Slots
                  label={t('catalogue.details.privateTimes')}
                  slots={activity.privateTimeSlots}
                  kind="private"
                  onChoose={onChoose}
                />
              )}
            </>
          )
        )}
        {!isOpen && (
          <Text fz="sm" c="dimmed">
            {t('catalogue.details.cancellation', { policy: activity.cancellationPolicy })}
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
          anchor={BOOKING_BOX_ID}
          preferred={preferred}
        />
      </Stack>
    </Card>
  );
}

/** Everything a traveller reads before booking an activity (or the activity of an event). */
export function ActivityDetailsView({ activity, event }: TActivityDetailsViewProps) {
  const { t, duration, locale } = useT();
  const images = [activity.cover, ...activity.gallery].filter(
    (image): image is TPublicImage => image !== null,
  );
  // The texts still in English on a page in another language carry lang="en" (read aloud as English).
  const inEnglish = (path: string) =>
    locale !== 'en' && activity.englishTexts.includes(path) ? 'en' : undefined;
  const optionalTexts = [
    ['whatsIncluded', activity.whatsIncluded],
    ['whatToExpect', activity.whatToExpect],
    ['notSuitableFor', activity.notSuitableFor],
    ['accessibility', activity.accessibility],
    ['additionalInfo', activity.additionalInfo],
  ] as const;

  const isShared = !activity.isPrivateOnly || activity.isPass;
  const bottomPrice: { priceCents: number; label: TMessageId } = event
    ? { priceCents: event.priceCents, label: 'catalogue.details.bottom.perPerson' }
    : isShared || activity.privatePriceCents === null
      ? { priceCents: activity.priceCents, label: 'catalogue.details.bottom.from' }
      : { priceCents: activity.privatePriceCents, label: 'catalogue.details.bottom.perGroup' };

  // `?book=1` opens the booking box at once: a "Book now" link (a newsletter, an affiliate's page) lands on
  // the calendar rather than on a button.
  const [searchParams] = useSearchParams();
  const [isBookingOpen, setBookingOpen] = useState(() => searchParams.get('book') === '1');
  const openBooking = () => setBookingOpen(true);
  // A time chip sent before the app started arrives as `?kind=…&time=HH:MM`.
  const [preferred, setPreferred] = useState<TPreferredSlot | undefined>(() => {
    const [kind, time] = [searchParams.get('kind'), searchParams.get('time') ?? ''];
    return (kind === 'shared' || kind === 'private') && /^([01]\d|2[0-3]):[0-5]\d$/.test(time)
      ? { kind, time }
      : undefined;
  });
  const chooseTime = (chosen: TPreferredSlot) => {
    setPreferred(chosen);
    setBookingOpen(true);
  };

  return (
    <div className={classes.layout}>
      <BottomBookingBar {...bottomPrice} onOpen={openBooking} />
      <Stack gap="xl" className={classes.top}>
        <ActivityGallery title={activity.title} images={images} />
        <Group gap="lg" wrap="wrap" aria-label={t('catalogue.details.keyFacts')}>
          <Group gap={6} wrap="nowrap">
            <IconClock size={20} aria-hidden />
            <Text>{duration(activity.durationMinutes)}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={20} aria-hidden />
            <Text>{locale === 'en' ? activity.city : `${cityName(activity.city, locale)}, Portugal`}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconLanguage size={20} aria-hidden />
            <Text>{activity.languages.map((name) => languageName(name, locale)).join(', ')}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconUsers size={20} aria-hidden />
            <Text>
              {t('catalogue.details.people', {
                min: activity.minNumOfParticipants,
                max: activity.maxNumOfParticipants,
              })}
            </Text>
          </Group>
          {activity.rating !== null && (
            <Group gap={6} wrap="nowrap">
              <IconStarFilled size={20} color="var(--mantine-color-yellow-6)" aria-hidden />
              <Text>
                <T
                  id="catalogue.details.rating"
                  values={{ rating: decimals(activity.rating, locale), count: activity.ratingCount }}
                  components={{ 0: <Text span fw={700} /> }}
                />
              </Text>
            </Group>
          )}
        </Group>
        <Group gap={6}>
          {activity.categories.map((key) => (
            <Badge key={key} variant="outline" color="azulejo">
              {categoryName(key, locale)}
            </Badge>
          ))}
        </Group>
        {locale !== 'en' && activity.englishTexts.length > 0 && (
          <Alert
            variant="light"
            color="azulejo"
            icon={<IconLanguage size={20} aria-hidden />}
            data-testid="untranslated-note"
          >
            {t('catalogue.details.untranslated')}
          </Alert>
        )}
      </Stack>
      <div className={classes.booking}>
        <BookingBox
          activity={activity}
          event={event}
          isOpen={isBookingOpen}
          onOpen={openBooking}
          preferred={preferred}
          onChoose={chooseTime}
        />
      </div>
      <Stack gap="xl" className={classes.rest}>
        <Section name="about" title={t('catalogue.details.about')}>
          {paragraphs(activity.description, inEnglish('description'))}
        </Section>
        {activity.highlights.length > 0 && (
          <Section name="highlights" title={t('catalogue.details.highlights')}>
            <List spacing={4}>
              {activity.highlights.map((text, index) => (
                <List.Item key={text} lang={inEnglish(`highlights.${index}`)}>
                  {text}
                </List.Item>
              ))}
            </List>
          </Section>
        )}
        {activity.videos.length > 0 && (
          <Section name="videos" title={t('catalogue.details.videos')}>
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
          <Section name="itinerary" title={t('catalogue.details.itinerary')}>
            <List type="ordered" spacing="md">
              {activity.stops.map((stop, index) => (
                <List.Item key={stop.id}>
                  <Text fw={600} lang={inEnglish(`stops.${index}.title`)}>
                    {stop.title}
                  </Text>
                  <Text c="dimmed" lang={inEnglish(`stops.${index}.description`)}>
                    {stop.description}
                  </Text>
                  {stop.attractions && (
                    <Text fz="sm" lang={inEnglish(`stops.${index}.attractions`)}>
                      {t('catalogue.details.nearby', { attractions: stop.attractions })}
                    </Text>
                  )}
                  {stop.direction && (
                    <Anchor href={stop.direction} target="_blank" rel="noopener noreferrer" fz="sm">
                      {t('catalogue.details.directions', { stop: stop.title })}
                    </Anchor>
                  )}
                </List.Item>
              ))}
            </List>
          </Section>
        )}
        <Section name="meeting-point" title={t('catalogue.details.meetingPoint')}>
          <Text mb="sm" lang={inEnglish('meetingPoint')}>
            {activity.meetingPoint}
          </Text>
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
        {optionalTexts.map(([name, text]) =>
          text ? (
            <Section key={name} name={name} title={t(`catalogue.details.${name}`)}>
              {paragraphs(text, inEnglish(name))}
            </Section>
          ) : null,
        )}
        <Section name="cancellation-policy" title={t('catalogue.details.cancellationPolicy')}>
          {paragraphs(activity.cancellationPolicy, inEnglish('cancellationPolicy'))}
        </Section>
        <WhenOnScreen placeholder={<Skeleton height={240} radius="md" />}>
          <Suspense fallback={<Skeleton height={240} radius="md" />}>
            <ReviewsSection activityId={activity.id} />
          </Suspense>
        </WhenOnScreen>
      </Stack>
    </div>
  );
}
