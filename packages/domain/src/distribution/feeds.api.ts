import { endpoint } from '../api/endpoint.ts';
import type { ZThingsToDoFeed } from './things-to-do.ts';

/** Google's Things to do product feed (issue 38), for a reseller's API key (`Authorization: Bearer <key>`). */
export const feedsApi = {
  thingsToDo: endpoint<{ response: typeof ZThingsToDoFeed }>()('GET', '/feeds/things-to-do'),
};
