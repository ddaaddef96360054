// The booking box's styles (Mantine's parts it uses beyond the storefront's, then the calendar's).
import '../../shared/ui/styles/booking.ts';
import { Alert, Button, Group, Loader, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { DEFAULT_SALES_WINDOW_DAYS } from '@roteiro/domain/booking/rules';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { calendarProps } from '../../shared/ui/calendarLocale.ts';
import { useActivityDetailsQuery } from '../catalogue-public/catalogueQueries.ts';
import classes from './Booking.module.css';
import { type TSlotScope, useAvailabilityQuery, useSlotsQuery } from './bookingQueries.ts';

export type TSlotChoice = { day: string; startTime: string; placesLeft: number; priceCents: number };

type TSlotPickerProps = {
  scope: TSlotScope;
  /** The event's own day: no calendar, its time only. */
  fixedDay?: string;
  /** Places a slot must still have to be chosen (a reschedule moves its participants). */
  minPlaces?: number;
  value: TSlotChoice | null;
  onChange: (value: TSlotChoice | null) => void;
  /** A slot not offered (the booking's own, when rescheduling). */
  excluded?: { day: string; startTime: string };
  /** A time the traveller chose on the details page: its first day with places is chosen with it. */
  preferredTime?: string;
  /** The activity's sales window when the caller has its details (the booking box); else fetched. */
  salesWindowDays?: number;
};

/** Days tried for a preferred time before leaving the choice to the traveller (each asks for its times). */
const PREFERRED_DAYS_TRIED = 7;

const monthOf = (day: string) => day.slice(0, 7);

/** A month calendar that marks the days with places, then the times of the chosen day. */
export function SlotPicker({
  scope,
  fixedDay,
  minPlaces = 1,
  value,
  onChange,
  excluded,
  preferredTime,
  salesWindowDays: knownWindow,
}: TSlotPickerProps) {
  const texts = useT();
  const { t, day: formatDay, price, locale } = texts;
  const placesText = (places: number) => t('booking.slots.placesLeft', { count: places });
  const today = useMemo(() => lisbonDay(new Date()), []);
  const [day, setDay] = useState<string | null>(fixedDay ?? value?.day ?? null);
  const [month, setMonth] = useState(monthOf(fixedDay ?? value?.day ?? today));
  const availability = useAvailabilityQuery(scope, month);
  // The activity's own sales window; its details page has them already, other callers fetch them once.
  const details = useActivityDetailsQuery(scope.activityId, {
    enabled: !fixedDay && knownWindow === undefined,
  });
  const salesWindowDays = knownWindow ?? details.data?.salesWindowDays ?? DEFAULT_SALES_WINDOW_DAYS;
  const slots = useSlotsQuery(scope, day);
  const availableDays = useMemo(
    () =>
      new Map(
        (availability.data?.days ?? [])
          .filter((entry) => entry.placesLeft >= minPlaces)
          .map((entry) => [entry.day, entry.placesLeft]),
      ),
    [availability.data, minPlaces],
  );

  // Looking for the preferred time: the index of the day with places being tried, or -1 once done.
  const [seeking, setSeeking] = useState(preferredTime && !value ? 0 : -1);
  useEffect(() => {
    if (seeking < 0 || !preferredTime || !availability.data) {
      return;
    }
    const candidate = [...availableDays.keys()].sort()[seeking];
    if (candidate === undefined || seeking >= PREFERRED_DAYS_TRIED) {
      setSeeking(-1);
      return;
    }
    if (day !== candidate) {
      setDay(candidate);
      return;
    }
    if (!slots.data) {
      return;
    }
    const match = slots.data.slots.find(
      (slot) => slot.startTime === preferredTime && slot.placesLeft >= minPlaces,
    );
    if (match) {
      onChange({
        day: candidate,
        startTime: match.startTime,
        placesLeft: match.placesLeft,
        priceCents: match.priceCents,
      });
      setSeeking(-1);
    } else {
      setSeeking(seeking + 1);
    }
  }, [seeking, preferredTime, availability.data, availableDays, day, slots.data, minPlaces, onChange]);

  const chooseDay = (next: string | null) => {
    setSeeking(-1);
    setDay(next);
    onChange(null);
  };

  const offered = (slots.data?.slots ?? []).filter(
    (slot) => !(excluded && excluded.day === day && excluded.startTime === slot.startTime),
  );

  return (
    <Stack gap="sm">
      {fixedDay ? (
        <Text fw={600}>{formatDay(fixedDay)}</Text>
      ) : (
        <div>
          <Group justify="space-between" mb={4}>
            <Text fw={600} fz="sm" id="booking-calendar-label">
              {t('booking.slots.chooseDate')}
            </Text>
            {availability.isFetching && <Loader size="xs" aria-label={t('booking.slots.loadingDates')} />}
          </Group>
          <div className={classes.calendar} data-testid="booking-calendar">
            <DatePicker
              value={day}
              onChange={chooseDay}
              date={`${month}-01`}
              onDateChange={(next) => setMonth(monthOf(next))}
              minDate={today}
              maxDate={addDays(today, salesWindowDays)}
              excludeDate={(date) => !availableDays.has(date)}
              getDayProps={(date) =>
                availableDays.has(date)
                  ? {
                      className: classes.availableDay,
                      'data-available-day': date,
                      'aria-label': `${formatDay(date)}, ${placesText(availableDays.get(date) ?? 0)}`,
                    }
                  : {}
              }
              size="md"
              hideOutsideDates
              {...calendarProps(locale)}
              ariaLabels={{
                nextMonth: t('booking.slots.nextMonth'),
                previousMonth: t('booking.slots.previousMonth'),
              }}
            />
          </div>
          {availability.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(availability.error, texts)}
            </Alert>
          ) : (
            availability.data &&
            !availability.isFetching &&
            availableDays.size === 0 && (
              <Text fz="sm" c="dimmed">
                {t('booking.slots.noDates')}
              </Text>
            )
          )}
        </div>
      )}
      {day && (
        <div>
          <Text fw={600} fz="sm" mb={4} id="booking-times-label">
            {fixedDay ? t('booking.slots.time') : t('booking.slots.timesOn', { day: formatDay(day) })}
          </Text>
          {slots.isPending ? (
            <Skeleton height={44} />
          ) : slots.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(slots.error, texts)}
            </Alert>
          ) : offered.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('booking.slots.noTimes')}
            </Text>
          ) : (
            <SimpleGrid
              cols={2}
              spacing="xs"
              role="group"
              aria-labelledby="booking-times-label"
              data-testid="booking-times"
            >
              {offered.map((slot) => {
                const isChosen = value?.day === day && value.startTime === slot.startTime;
                const isFull = slot.placesLeft < minPlaces;
                return (
                  <Button
                    key={slot.startTime}
                    variant={isChosen ? 'filled' : 'default'}
                    aria-pressed={isChosen}
                    disabled={isFull}
                    mih={56}
                    h="auto"
                    py={6}
                    onClick={() =>
                      onChange({
                        day,
                        startTime: slot.startTime,
                        placesLeft: slot.placesLeft,
                        priceCents: slot.priceCents,
                      })
                    }
                  >
                    <Stack gap={0} align="center">
                      <Text span fw={700}>
                        {slot.startTime}
                      </Text>
                      <Text span fz="xs">
                        {isFull ? t('booking.slots.full') : placesText(slot.placesLeft)}
                        {slot.priceUnit === 'group' ? ` · ${price(slot.priceCents)}` : ''}
                      </Text>
                    </Stack>
                  </Button>
                );
              })}
            </SimpleGrid>
          )}
        </div>
      )}
    </Stack>
  );
}
