import { Button, Skeleton } from '@mantine/core';
import type { TPublicActivityDetails } from '@roteiro/domain/catalogue/public';
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ensureNamespaces } from '../../shared/i18n/i18n.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import classes from './Booking.module.css';
import type { TPreferredSlot } from './BookingWidget.tsx';
import type { TBookableEvent } from './bookingKinds.ts';

// The widget's code and its words (the `booking` catalogue of the page's language) come together.
const loadWidget = () =>
  Promise.all([importWithRetry(() => import('./BookingWidget.tsx')), ensureNamespaces(['booking'])]).then(
    ([module]) => module,
  );
const BookingWidget = lazy(() => loadWidget().then((module) => ({ default: module.BookingWidget })));

type TBookingLauncherProps = {
  activity: TPublicActivityDetails;
  event?: TBookableEvent;
  isOpen: boolean;
  onOpen: () => void;
  /** The booking box's element id: a click before the app has started lands there. */
  anchor: string;
  /** A time chosen on the details page, chosen again in the box with its first day with places. */
  preferred?: TPreferredSlot;
};

/**
 * A button that opens the booking box. It is a form's submit button: clicked on a server-rendered page before
 * the app has started (a phone still loading the code), the browser loads the page again with the box open
 * (`?book=1`, the page's other parameters kept, such as a referral code) instead of ignoring the tap.
 */
export function OpenBookingForm({
  anchor,
  onOpen,
  fields = {},
  children,
}: {
  anchor: string;
  /** With the value of the button that sent the form, when it has one (a time chip's time). */
  onOpen: (value?: string) => void;
  /** More parameters of the reloaded page (the kind of a time chip). */
  fields?: Record<string, string>;
  children: ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const own = new Set(['book', 'time', 'kind', ...Object.keys(fields)]);
  const kept = [...searchParams].filter(([name]) => !own.has(name));
  return (
    <form
      method="get"
      action={`#${anchor}`}
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        onOpen(submitter instanceof HTMLButtonElement && submitter.value ? submitter.value : undefined);
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {kept.map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a parameter may repeat; the list never reorders
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="book" value="1" />
      {children}
    </form>
  );
}

/**
 * The booking box's first load is a button: the calendar and its code (Mantine dates) load only when the
 * traveller asks for them, with a placeholder of the widget's size meanwhile. A page that arrives with the box
 * open (`?book=1`, rendered by the server) shows the placeholder, and the widget replaces it once the page has
 * started: rendered by the server or while the page starts, the widget's Suspense would be given up for a
 * render in the browser (React's error 419) that holds a phone's main thread in one long task.
 */
export function BookingLauncher({
  activity,
  event,
  isOpen,
  onOpen,
  anchor,
  preferred,
}: TBookingLauncherProps) {
  const { t } = useT();
  const [hasStarted, setStarted] = useState(false);
  useEffect(() => {
    startTransition(() => setStarted(true));
  }, []);
  if (!isOpen) {
    return (
      <OpenBookingForm anchor={anchor} onOpen={onOpen}>
        <Button
          type="submit"
          color="terracotta"
          size="md"
          fullWidth
          // A hint of intent: start downloading before the click lands.
          onPointerEnter={() => void loadWidget()}
          onFocus={() => void loadWidget()}
        >
          {t('catalogue.details.checkAvailability')}
        </Button>
      </OpenBookingForm>
    );
  }
  const placeholder = (
    <Skeleton
      className={classes.placeholder}
      radius="md"
      aria-label={t('catalogue.details.loadingCalendar')}
    />
  );
  if (!hasStarted) {
    return placeholder;
  }
  return (
    <Suspense fallback={placeholder}>
      <BookingWidget activity={activity} event={event} preferred={preferred} />
    </Suspense>
  );
}
