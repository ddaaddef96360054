import { z } from 'zod';

/** Answers of actions that have nothing to return but their success. */
export const ZOkResponse = z.object({ ok: z.literal(true) });
export type TOkResponse = z.infer<typeof ZOkResponse>;

/** The id of what an action created or changed. */
export const ZIdResponse = z.object({ id: z.string() });
export type TIdResponse = z.infer<typeof ZIdResponse>;

/** An action whose answer is a text to show the user (a toast). */
export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** A link to open (provider onboarding, dashboards). */
export const ZUrlResponse = z.object({ url: z.string() });
export type TUrlResponse = z.infer<typeof ZUrlResponse>;

/** An instant as the API sends it. */
export const ZInstant = z.iso.datetime({ offset: true });
/** A day as the API sends it (Europe/Lisbon calendar day). */
export const ZDay = z.iso.date();

/** The one `{ ok: true }` answer. */
export const OK: TOkResponse = { ok: true };
