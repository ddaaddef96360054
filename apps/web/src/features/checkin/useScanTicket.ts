import { decideScan, type TScanManifest } from '@roteiro/domain/checkin/scan';
import type { TManifestResponse, TScanResponse } from '@roteiro/domain/checkin/schemas';
import { messages } from '@roteiro/domain/messages/messages';
import { useCallback } from 'react';
import { api, isApiError } from '../../shared/lib/api.ts';
import { checkinStore } from './checkinStore.ts';

export type TScanOutcome = {
  ok: boolean;
  message: string;
  /** A second line under the message (who and what the ticket is for). */
  detail?: string;
};

const toScanManifest = (manifest: TManifestResponse): TScanManifest => ({
  groupId: manifest.group.id,
  maxNumOfParticipants: manifest.activity.maxNumOfParticipants,
  participants: manifest.participants,
});

/** A typed ticket number (the code printed under the QR) becomes the ticket's QR text when the group has it. */
function expandTypedCode(text: string, manifest: TManifestResponse | undefined): string {
  if (text.includes('@') || !manifest) {
    return text;
  }
  const participant = manifest.participants.find((p) => p.tickets.some((t) => t.ticketNumber === text));
  return participant ? `${manifest.group.id}@${participant.participantId}@${text}` : text;
}

/**
 * One scan: the server decides while the network answers; offline (or when the request never gets an answer)
 * the same rule runs here against the manifest the screen loaded.
 */
export async function scanTicket(
  groupId: string,
  manifest: TManifestResponse | undefined,
  qrText: string,
): Promise<TScanOutcome> {
  const text = expandTypedCode(qrText.trim(), manifest);
  const added = checkinStore.get(groupId).added.map((t) => t.ticketNumber);
  if (navigator.onLine) {
    try {
      const accepted = await api.post<TScanResponse>(
        `/api/guider/groups/${encodeURIComponent(groupId)}/scan`,
        {
          qrText: text,
          addedTicketNumbers: added,
        },
      );
      checkinStore.addTicket(groupId, { qrText: text, ...accepted });
      return { ok: true, message: `${accepted.clientName}: ticket added` };
    } catch (error) {
      if (!isApiError(error) || (error.status !== 0 && error.status < 500)) {
        return { ok: false, message: isApiError(error) ? error.message : messages.unexpected };
      }
      // No answer (or a server failure): decide here, as the server would.
    }
  }
  const decision = decideScan(text, manifest ? toScanManifest(manifest) : null, added);
  if (!decision.ok) {
    return { ok: false, message: decision.message };
  }
  checkinStore.addTicket(groupId, {
    qrText: text,
    ticketNumber: decision.ticketNumber,
    participantId: decision.participantId,
    clientName: decision.clientName,
  });
  return { ok: true, message: `${decision.clientName}: ticket added` };
}

/** `scanTicket` for one group's screen. */
export function useScanTicket(groupId: string, manifest: TManifestResponse | undefined) {
  return useCallback((qrText: string) => scanTicket(groupId, manifest, qrText), [groupId, manifest]);
}
