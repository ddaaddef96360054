import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What a server-rendered page hands to the browser: the fetched data and the router's state. */
export type TServerRenderState = { queries: DehydratedState; router: HydrationState };

/** The `<script type="application/json">` the server writes it into (data, never executed: no inline script). */
export const SERVER_RENDER_STATE_ID = 'roteiro-state';

/** The state of a server-rendered page, or null for a page the browser renders itself. */
export function readServerRenderState(document: Document): TServerRenderState | null {
  const element = document.getElementById(SERVER_RENDER_STATE_ID);
  if (!element?.textContent) {
    return null;
  }
  try {
    return JSON.parse(element.textContent) as TServerRenderState;
  } catch {
    return null;
  }
}
