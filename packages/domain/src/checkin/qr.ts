// No zod here: the scanner's offline checks import this module.

/** The three parts of a ticket's QR text (operations.md §3: `groupId@participantId@ticketNumber`). */
export type TTicketQr = { groupId: string; participantId: string; ticketNumber: string };

/** The text a ticket's QR code carries. */
export function ticketQrText(ticket: TTicketQr): string {
  return `${ticket.groupId}@${ticket.participantId}@${ticket.ticketNumber}`;
}

/** The three parts of a scanned QR text, or null when one is missing (then it is not one of our tickets). */
export function parseTicketQr(text: string): TTicketQr | null {
  const parts = text.trim().split('@');
  if (parts.length !== 3 || parts.some((part) => part.trim().length === 0)) {
    return null;
  }
  const [groupId, participantId, ticketNumber] = parts.map((part) => part.trim()) as [string, string, string];
  return { groupId, participantId, ticketNumber };
}
