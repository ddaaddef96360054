import type { TLocale } from '@roteiro/domain/i18n/locale';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { EmbedOriginTable } from '../../db/domain-tables.ts';

/** All SQL of the booking box (distribution area): the origins an owner lets frame its box, what the box offers. */

type TOwner = { kind: EmbedOriginTable['ownerKind']; id: string };

export async function listEmbedOrigins(
  db: Executor,
  owner: TOwner,
): Promise<{ id: string; origin: string }[]> {
  return db
    .selectFrom('embed_origin')
    .select(['id', 'origin'])
    .where('ownerKind', '=', owner.kind)
    .where('ownerId', '=', owner.id)
    .orderBy('createdAt')
    .orderBy('origin')
    .execute();
}

/** Adds an origin unless the owner already has it or has `max` of them (one statement: the count is the guard). */
export async function insertEmbedOrigin(
  db: Executor,
  owner: TOwner,
  origin: string,
  max: number,
): Promise<'added' | 'full'> {
  const row = await db
    .insertInto('embed_origin')
    .columns(['ownerKind', 'ownerId', 'origin'])
    .expression(
      sql<never>`select ${owner.kind}, ${owner.id}::uuid, ${origin} where (select count(*) from "embed_origin" where "ownerKind" = ${owner.kind} and "ownerId" = ${owner.id}::uuid) < ${max}`,
    )
    .returning('id')
    .executeTakeFirst();
  return row ? 'added' : 'full';
}

export async function deleteEmbedOrigin(db: Executor, owner: TOwner, originId: string): Promise<boolean> {
  const row = await db
    .deleteFrom('embed_origin')
    .where('id', '=', originId)
    .where('ownerKind', '=', owner.kind)
    .where('ownerId', '=', owner.id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function ownerExists(db: Executor, owner: TOwner): Promise<boolean> {
  const table = owner.kind === 'company' ? 'company' : 'affiliate';
  const row = await db.selectFrom(table).select('id').where('id', '=', owner.id).executeTakeFirst();
  return row !== undefined;
}

/**
 * What an owner's box offers (docs/decisions.md): a company's are the visible activities of the groups it has
 * joined; an affiliate's are every visible activity (it earns on any). Titled in `locale` where the activity has a
 * title in it (else in English), ordered by that title.
 */
export async function embedActivities(
  db: Executor,
  owner: TOwner,
  locale?: TLocale,
): Promise<{ id: string; title: string }[]> {
  const translation = locale && locale !== 'en' ? locale : null;
  const title = translation
    ? sql<string>`coalesce(nullif(btrim("tr"."texts"->>'title'), ''), "activity"."title")`
    : sql<string>`"activity"."title"`;
  let query = db
    .selectFrom('activity')
    .leftJoin('activity_translation as tr', (join) =>
      join.onRef('tr.activityId', '=', 'activity.id').on('tr.locale', '=', translation ?? 'pt-PT'),
    )
    .select(['activity.id', title.as('title')])
    .where('activity.isVisible', '=', true);
  if (owner.kind === 'company') {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('activity_group')
          .innerJoin('group_allocation', 'group_allocation.groupId', 'activity_group.id')
          .select('activity_group.id')
          .whereRef('activity_group.activityId', '=', 'activity.id')
          .where('group_allocation.companyId', '=', owner.id)
          .where('group_allocation.status', '=', 'joined'),
      ),
    );
  }
  return query.orderBy(title).orderBy('activity.id').limit(500).execute();
}

export async function findVisibleActivity(
  db: Executor,
  activityId: string,
): Promise<{ id: string; title: string } | undefined> {
  return db
    .selectFrom('activity')
    .select(['id', 'title'])
    .where('id', '=', activityId)
    .where('isVisible', '=', true)
    .executeTakeFirst();
}

/** The affiliate of a signed-in account, with its code (the `?referral=` value). */
export async function findAffiliateOfUser(
  db: Executor,
  userId: string,
): Promise<{ id: string; discountCode: string | null } | undefined> {
  return db
    .selectFrom('affiliate')
    .select(['id', 'discountCode'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}
