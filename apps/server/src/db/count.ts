import { sql } from 'kysely';

/** `count(*)` as a number on both drivers (PostgreSQL returns a bigint, which pg hands over as a string). */
export const countAll = () => sql<number>`count(*)::int`.as('count');
