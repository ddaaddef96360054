import { checkinApi } from '@roteiro/domain/checkin/checkin.api';
import { ticketQrText } from '@roteiro/domain/checkin/qr';
import { decideReferenceCheckin, type TReferenceBooking } from '@roteiro/domain/checkin/reference';
import { decideScan, type TScanManifest } from '@roteiro/domain/checkin/scan';
import type { TManifestResponse, TReferenceCheckinResponse } from '@roteiro/domain/checkin/schemas';
import { parseTypedCode } from '@roteiro/domain/checkin/typed-code';
import { messages } from '@roteiro/domain/messages/messages';
import { useCallback } from 'react';
import { errorText } from '../../shared/i18n/errorText.ts';
import { type TTexts, useT } from '../../shared/i18n/useT.tsx';
import { call, isApiError } from '../../shared/lib/api.ts';
import './checkinTexts.ts';
import { checkinStore } from './checkinStore.ts';

export type TScanOutcome = {
  ok: boolean;
  message: string;
  /** A second line under the message (who and what the ticket is for). */
  detail?: string;
  /** A typed booking reference with several people: how many are here? Asked before anything is added. */
  ask?: TReferenceBooking;
};

/** The screen's language (useT): the answers are worded in it. */
export type TScanTexts = Pick<TTexts, 't' | 'tx' | 'say' | 'locale'>;

const toScanManifest = (manifest: TManifestResponse): TScanManifest => ({
  groupId: manifest.group.id,
  maxNumOfParticipants: manifest.activity.maxNumOfParticipants,
  participants: manifest.participants,
});

/** The participant holding a ticket number of the manifest, if any. */
const holderOf = (ticketNumber: string, manifest: TManifestResponse | undefined) =>
  manifest?.participants.find((p) => p.tickets.some((t) => t.ticketNumber === ticketNumber));

/** A typed ticket number (the code printed under the QR) becomes the ticket's QR text when the group has it. */
function expandTypedCode(text: string, manifest: TManifestResponse | undefined): string {
  if (text.includes('@') || !manifest) {
    return text;
  }
  const participant = holderOf(text, manifest);
  return participant ? `${manifest.group.id}@${participant.participantId}@${text}` : text;
}

const added = (texts: TScanTexts, count: number, clientName: string) =>
  texts.t('checkin.scanner.added', { name: clientName, count });

/** A refused request: the server's answer in the screen's language, anything else "something went wrong". */
const refusal = (error: unknown, texts: TScanTexts): TScanOutcome => ({
  ok: false,
  message: isApiError(error) ? errorText(error, texts) : texts.say(messages, 'unexpected'),
});

/**
 * A typed booking reference: the server decides while the network answers (it also knows another
 * group's references), offline the same rule runs against the manifest. `present` is the answer to "how many are
 * here?", null until asked.
 */
async function checkReference(
  texts: TScanTexts,
  groupId: string,
  manifest: TManifestResponse | undefined,
  code: { reference: string; position: number | null },
  text: string,
  present: number | null,
): Promise<TScanOutcome> {
  const addedNumbers = checkinStore.get(groupId).added.map((t) => t.ticketNumber);
  let answer: TReferenceCheckinResponse | null = null;
  if (navigator.onLine) {
    try {
      answer = await call(checkinApi.reference, {
        params: { groupId },
        body: { code: text, present, addedTicketNumbers: addedNumbers },
      });
    } catch (error) {
      if (!isApiError(error) || (error.status !== 0 && error.status < 500)) {
        return refusal(error, texts);
      }
      // No answer (or a server failure): decide here, as the server would.
    }
  }
  if (!answer) {
    const decision = decideReferenceCheckin(
      code,
      manifest ? { ...toScanManifest(manifest), participants: manifest.participants } : null,
      addedNumbers,
      present,
    );
    if (!decision.ok) {
      // The decision names its text (a reference), worded here in the screen's language.
      return { ok: false, message: texts.tx(decision.message) };
    }
    answer =
      decision.kind === 'ask'
        ? decision
        : {
            kind: 'add',
            booking: decision.booking,
            tickets: decision.ticketNumbers.map((ticketNumber) => ({
              ticketNumber,
              qrText: ticketQrText({ groupId, participantId: decision.booking.participantId, ticketNumber }),
            })),
          };
  }
  const { booking } = answer;
  if (answer.kind === 'ask') {
    return { ok: true, message: `${booking.clientName} · ${booking.reference}`, ask: booking };
  }
  for (const ticket of answer.tickets) {
    checkinStore.addTicket(groupId, {
      ...ticket,
      participantId: booking.participantId,
      clientName: booking.clientName,
    });
  }
  return { ok: true, message: added(texts, answer.tickets.length, booking.clientName) };
}

/**
 * One scan or typed code: the server decides while the network answers; offline (or when the request never gets
 * an answer) the same rule runs here against the manifest the screen loaded. A booking reference may first ask
 * how many of its people are here; `present` is the answer.
 */
export async function scanTicket(
  texts: TScanTexts,
  groupId: string,
  manifest: TManifestResponse | undefined,
  qrText: string,
  present: number | null = null,
): Promise<TScanOutcome> {
  const trimmed = qrText.trim();
  const typed = parseTypedCode(trimmed);
  // A ticket number of the group wins over a reading as a reference (they never look alike, but be sure).
  if (typed?.kind === 'reference' && !holderOf(trimmed, manifest)) {
    return checkReference(texts, groupId, manifest, typed, trimmed, present);
  }
  const text = expandTypedCode(trimmed, manifest);
  const addedNumbers = checkinStore.get(groupId).added.map((t) => t.ticketNumber);
  if (navigator.onLine) {
    try {
      const accepted = await call(checkinApi.scan, {
        params: { groupId },
        body: { qrText: text, addedTicketNumbers: addedNumbers },
      });
      checkinStore.addTicket(groupId, { qrText: text, ...accepted });
      return { ok: true, message: added(texts, 1, accepted.clientName) };
    } catch (error) {
      if (!isApiError(error) || (error.status !== 0 && error.status < 500)) {
        return refusal(error, texts);
      }
      // No answer (or a server failure): decide here, as the server would.
    }
  }
  const decision = decideScan(text, manifest ? toScanManifest(manifest) : null, addedNumbers);
  if (!decision.ok) {
    return { ok: false, message: texts.tx(decision.message) };
  }
  checkinStore.addTicket(groupId, {
    qrText: text,
    ticketNumber: decision.ticketNumber,
    participantId: decision.participantId,
    clientName: decision.clientName,
  });
  return { ok: true, message: added(texts, 1, decision.clientName) };
}

/** `scanTicket` for one group's screen, in its language. */
export function useScanTicket(groupId: string, manifest: TManifestResponse | undefined) {
  const texts = useT();
  return useCallback(
    (qrText: string, present: number | null = null) => scanTicket(texts, groupId, manifest, qrText, present),
    [texts, groupId, manifest],
  );
}
