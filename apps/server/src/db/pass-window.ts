import { sql } from 'kysely';

/**
 * A pass's day window as JSON (`{ firstDeparture, lastDeparture }`, 'HH:MM' Lisbon wall times) from the activity
 * aliased `a`, null for a tour. A pass's group is the departure chosen at checkout and ends a whole
 * duration later ('14:30–00:30' for a 10-hour pass): its holder needs the day's window instead.
 */
export const passWindowOfActivity = () =>
  sql<{
    firstDeparture: string;
    lastDeparture: string;
  } | null>`case when a."isPass" and a."firstDeparture" is not null and a."lastDeparture" is not null then json_build_object('firstDeparture', to_char(a."firstDeparture", 'HH24:MI'), 'lastDeparture', to_char(a."lastDeparture", 'HH24:MI')) end`;
