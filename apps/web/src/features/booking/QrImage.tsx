import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import classes from './Booking.module.css';

/** The QR library loads with the first ticket shown, never with the storefront. */
const loadQrCode = () => importWithRetry(() => import('qrcode'));

type TQrImageProps = { text: string; label: string; size?: number };

/** A ticket's QR code, drawn in the browser (the text is the ticket's `qrText`). */
export function QrImage({ text, label, size = 220 }: TQrImageProps) {
  const { t } = useT();
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    loadQrCode()
      // An SVG, not a PNG: drawing and encoding three 440-pixel PNGs held a phone's main thread for most of a
      // second (Lighthouse, Manage your booking); the SVG is a few kilobytes of text and stays sharp in print.
      .then((module) =>
        (module.default ?? module).toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((svg) => {
        if (isCurrent) {
          setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
        }
      })
      .catch(() => {
        if (isCurrent) {
          setFailed(true);
        }
      });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  if (failed) {
    return <span>{text}</span>;
  }
  if (!source) {
    return (
      <Skeleton width={size} height={size} maw="100%" aria-label={t('booking.tickets.drawing', { label })} />
    );
  }
  return <img src={source} alt={label} width={size} height={size} className={classes.qr} data-qr={text} />;
}
