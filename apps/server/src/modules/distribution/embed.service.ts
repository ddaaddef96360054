import type { TSessionUser } from '@roteiro/domain/auth/roles';
import {
  EMBED_ORIGINS_MAX,
  embedOwnerOfPath,
  type TEmbedBox,
  type TEmbedOwnerKind,
  type TEmbedSettings,
} from '@roteiro/domain/distribution/embed';
import { embedTexts } from '@roteiro/domain/distribution/embed-texts';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { textRef } from '@roteiro/domain/i18n/texts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { FramedPages } from '../../platform/http/security-headers.ts';
import {
  deleteEmbedOrigin,
  embedActivities,
  findAffiliateOfUser,
  insertEmbedOrigin,
  listEmbedOrigins,
  ownerExists,
} from './embed.repository.ts';

type TOwner = { kind: TEmbedOwnerKind; id: string };

/** The box's owner of a signed-in company or affiliate (with an affiliate's referral code). */
async function ownerOf(
  db: Db,
  kind: TEmbedOwnerKind,
  actor: TSessionUser,
): Promise<{ owner: TOwner; referralCode: string | null }> {
  if (kind === 'company' && actor.companyId) {
    return { owner: { kind: 'company', id: actor.companyId }, referralCode: null };
  }
  const affiliate = kind === 'affiliate' ? await findAffiliateOfUser(db, actor.id) : undefined;
  if (!affiliate) {
    throw new AppError('NOT_FOUND');
  }
  return { owner: { kind: 'affiliate', id: affiliate.id }, referralCode: affiliate.discountCode };
}

/**
 * Who may frame each owner's box, kept briefly per process (a change made here forgets it at once; another
 * process sees it within `ttlMs`).
 */
export function createEmbedFraming(db: Db, options: { ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { origins: readonly string[]; until: number }>();
  const keyOf = (owner: { kind: string; id: string }) => `${owner.kind}:${owner.id}`;
  const framing: FramedPages & { forget: (owner: TOwner) => void } = {
    ownerOf: embedOwnerOfPath,
    originsOf: async (owner) => {
      const key = keyOf(owner);
      const kept = cache.get(key);
      if (kept && kept.until > now()) {
        return kept.origins;
      }
      const rows = await listEmbedOrigins(db, owner as TOwner);
      const origins = rows.map((row) => row.origin);
      if (cache.size > 10_000) {
        cache.clear();
      }
      cache.set(key, { origins, until: now() + options.ttlMs });
      return origins;
    },
    forget: (owner) => {
      cache.delete(keyOf(owner));
    },
  };
  return framing;
}

export type EmbedFraming = ReturnType<typeof createEmbedFraming>;

/** The owner's settings; the activities titled in the owner's account language (Portuguese where written). */
async function settingsOf(
  db: Db,
  owner: TOwner,
  referralCode: string | null,
  locale: TLocale,
): Promise<TEmbedSettings> {
  const [origins, activities] = await Promise.all([
    listEmbedOrigins(db, owner),
    embedActivities(db, owner, locale),
  ]);
  return { owner, referralCode, origins, activities };
}

export async function embedSettings(
  db: Db,
  kind: TEmbedOwnerKind,
  actor: TSessionUser,
): Promise<TEmbedSettings> {
  const { owner, referralCode } = await ownerOf(db, kind, actor);
  return settingsOf(db, owner, referralCode, actor.locale);
}

export async function addEmbedOrigin(
  deps: { db: Db; framing: EmbedFraming },
  kind: TEmbedOwnerKind,
  actor: TSessionUser,
  origin: string,
): Promise<TEmbedSettings> {
  const { owner, referralCode } = await ownerOf(deps.db, kind, actor);
  let outcome: 'added' | 'full';
  try {
    outcome = await insertEmbedOrigin(deps.db, owner, origin, EMBED_ORIGINS_MAX);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', textRef(embedTexts, 'originTaken'), {
        origin: textRef(embedTexts, 'originTaken'),
      });
    }
    throw error;
  }
  if (outcome === 'full') {
    throw new AppError('VALIDATION_FAILED', textRef(embedTexts, 'originsFull'), {
      origin: textRef(embedTexts, 'originsFull'),
    });
  }
  deps.framing.forget(owner);
  return settingsOf(deps.db, owner, referralCode, actor.locale);
}

export async function removeEmbedOrigin(
  deps: { db: Db; framing: EmbedFraming },
  kind: TEmbedOwnerKind,
  actor: TSessionUser,
  originId: string,
): Promise<TEmbedSettings> {
  const { owner, referralCode } = await ownerOf(deps.db, kind, actor);
  if (!(await deleteEmbedOrigin(deps.db, owner, originId))) {
    throw new AppError('NOT_FOUND');
  }
  deps.framing.forget(owner);
  return settingsOf(deps.db, owner, referralCode, actor.locale);
}

/** What an owner's box offers, titled in `locale` where an activity has its title in it; an unknown owner answers 404. */
export async function embedBox(db: Db, owner: TOwner, locale?: TLocale): Promise<TEmbedBox> {
  if (!(await ownerExists(db, owner))) {
    throw new AppError('NOT_FOUND');
  }
  return { activities: await embedActivities(db, owner, locale) };
}
