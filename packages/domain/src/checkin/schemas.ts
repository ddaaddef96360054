import { z } from 'zod';
import { ZDay, ZInstant } from '../common/responses.ts';
import { LOCALES } from '../i18n/locale.ts';

/** Longest QR text accepted (two uuids and a 64-character ticket number fit with room to spare). */
export const MAX_QR_TEXT_LENGTH = 300;
/** Most tickets one start can carry (far above any activity's maximum participants). */
export const MAX_TICKETS_PER_START = 500;

export const ZCheckinGroupParams = z.object({ groupId: z.uuid() });
export type TCheckinGroupParams = z.infer<typeof ZCheckinGroupParams>;

export const ZCheckinRunParams = z.object({ runId: z.uuid() });
export type TCheckinRunParams = z.infer<typeof ZCheckinRunParams>;

export const ZTicketState = z.enum(['valid', 'validated']);

/** A company's run as the guide sees it (the spec's activity in progress / finished tour). */
export const ZRunSummary = z.object({
  id: z.uuid(),
  groupId: z.uuid(),
  activityId: z.uuid(),
  activityTitle: z.string(),
  day: ZDay,
  startTime: z.string(),
  endTime: z.string(),
  startedAt: ZInstant,
  endedAt: ZInstant.nullable(),
  inProgress: z.boolean(),
  numOfScannedTickets: z.number().int(),
  payAmountCents: z.number().int(),
  /** Who runs it: the employee's name, or null when the company's owner does. */
  employeeName: z.string().nullable(),
});
export type TRunSummary = z.infer<typeof ZRunSummary>;

/** The group's manifest: everything the start-activity screen needs, also offline. */
export const ZManifestResponse = z.object({
  group: z.object({
    id: z.uuid(),
    activityId: z.uuid(),
    day: ZDay,
    startTime: z.string(),
    endTime: z.string(),
  }),
  activity: z.object({
    id: z.uuid(),
    title: z.string(),
    durationMinutes: z.number().int(),
    meetingPoint: z.string(),
    maxNumOfParticipants: z.number().int(),
  }),
  participants: z.array(
    z.object({
      participantId: z.uuid(),
      clientName: z.string(),
      /** What the guide needs about the booking: how to find it, call and talk to its buyer. */
      bookingReference: z.string(),
      /** E.164, when the traveller gave one. */
      phone: z.string().nullable(),
      /** The language the traveller booked in. */
      locale: z.enum(LOCALES),
      /** Special needs, diet…, when the traveller wrote any. */
      notes: z.string().nullable(),
      /** A booking a reseller sold (OCTO): its name and its own reference; absent for the storefront's and counters'. */
      reseller: z.object({ name: z.string(), reference: z.string().nullable() }).optional(),
      tickets: z.array(z.object({ ticketNumber: z.string(), state: ZTicketState })),
    }),
  ),
  /** False for a guest guider (operations.md §4: may do any activity but cannot start one). */
  canStart: z.boolean(),
  /** The caller's company's run of this group, once started. */
  run: ZRunSummary.nullable(),
});
export type TManifestResponse = z.infer<typeof ZManifestResponse>;

/** One scan: the text read (or typed) and the tickets already added on the screen. */
export const ZScanRequest = z.object({
  qrText: z.string().max(MAX_QR_TEXT_LENGTH),
  addedTicketNumbers: z.array(z.string().max(MAX_QR_TEXT_LENGTH)).max(MAX_TICKETS_PER_START),
});
export type TScanRequest = z.infer<typeof ZScanRequest>;

export const ZScanResponse = z.object({
  participantId: z.uuid(),
  ticketNumber: z.string(),
  clientName: z.string(),
});
export type TScanResponse = z.infer<typeof ZScanResponse>;

/** Longest typed code accepted (a reference with a ticket's position, or a ticket number, fits easily). */
export const MAX_TYPED_CODE_LENGTH = 64;

/**
 * A typed booking reference: the reference, or a reference and the position of one of its tickets,
 * how many of its people are here (once the screen asked), and the tickets already added on the screen.
 */
export const ZReferenceCheckinRequest = z.object({
  code: z.string().max(MAX_TYPED_CODE_LENGTH),
  present: z.number().int().min(1).max(MAX_TICKETS_PER_START).nullish(),
  addedTicketNumbers: z.array(z.string().max(MAX_QR_TEXT_LENGTH)).max(MAX_TICKETS_PER_START),
});
export type TReferenceCheckinRequest = z.infer<typeof ZReferenceCheckinRequest>;

const ZReferenceBooking = z.object({
  reference: z.string(),
  participantId: z.uuid(),
  clientName: z.string(),
  ticketCount: z.number().int(),
  available: z.number().int(),
});

/** Either the question (how many are here?) or the tickets to add, each with its QR text for Start. */
export const ZReferenceCheckinResponse = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ask'), booking: ZReferenceBooking }),
  z.object({
    kind: z.literal('add'),
    booking: ZReferenceBooking,
    tickets: z.array(z.object({ ticketNumber: z.string(), qrText: z.string() })),
  }),
]);
export type TReferenceCheckinResponse = z.infer<typeof ZReferenceCheckinResponse>;

/** /scan-ticket: a typed code (reference, reference and position, ticket number) and the group it opens. */
export const ZTypedCodeGroupRequest = z.object({ code: z.string().max(MAX_TYPED_CODE_LENGTH) });
export type TTypedCodeGroupRequest = z.infer<typeof ZTypedCodeGroupRequest>;

export const ZTypedCodeGroupResponse = z.object({ groupId: z.uuid(), activityId: z.uuid() });
export type TTypedCodeGroupResponse = z.infer<typeof ZTypedCodeGroupResponse>;

/**
 * Start: the tickets added (their QR texts, also those scanned offline) and a key the screen made once for
 * this start, so a start sent again (a retry, the offline queue) is settled once.
 */
export const ZStartRunRequest = z.object({
  idempotencyKey: z.uuid(),
  tickets: z.array(z.string().max(MAX_QR_TEXT_LENGTH)).max(MAX_TICKETS_PER_START),
});
export type TStartRunRequest = z.infer<typeof ZStartRunRequest>;

export const ZStartRunResponse = z.object({
  run: ZRunSummary,
  /** Ticket numbers validated by this start. */
  validated: z.array(z.string()),
  /** Ticket numbers that another guide validated meanwhile (not counted in this run). */
  validatedElsewhere: z.array(z.string()),
  /** Ticket numbers that are no longer valid for another reason (refunded, moved to another group). */
  rejected: z.array(z.string()),
});
export type TStartRunResponse = z.infer<typeof ZStartRunResponse>;

export const ZActiveRunResponse = z.object({ run: ZRunSummary.nullable() });
export type TActiveRunResponse = z.infer<typeof ZActiveRunResponse>;

export const ZFinishRunResponse = z.object({ run: ZRunSummary, message: z.string() });
export type TFinishRunResponse = z.infer<typeof ZFinishRunResponse>;

/** Today's groups the caller's company staffs (the /scan-ticket screen lists them). */
export const ZTodayGroupsResponse = z.object({
  groups: z.array(
    z.object({
      groupId: z.uuid(),
      activityId: z.uuid(),
      title: z.string(),
      day: ZDay,
      startTime: z.string(),
      endTime: z.string(),
      participantCount: z.number().int(),
      runState: z.enum(['notStarted', 'inProgress', 'finished']),
    }),
  ),
});
export type TTodayGroupsResponse = z.infer<typeof ZTodayGroupsResponse>;
