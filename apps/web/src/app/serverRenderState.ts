import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { readJsonScript } from '../shared/lib/jsonScript.ts';

/** What a server-rendered page hands to the browser: the fetched data and the router's state. */
export type TServerRenderState = { queries: DehydratedState; router: HydrationState };

/** The `<script type="application/json">` the server writes it into (data, never executed: no inline script). */
export const SERVER_RENDER_STATE_ID = 'roteiro-state';

/** The state of a server-rendered page, or null for a page the browser renders itself. */
export function readServerRenderState(document: Document): TServerRenderState | null {
  return readJsonScript<TServerRenderState>(document, SERVER_RENDER_STATE_ID);
}
