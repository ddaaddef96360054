import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendKeptBody, type TKeptBody } from './text-body.ts';

/**
 * A short-lived in-process cache of public JSON answers (the storefront's catalogue reads), keyed by URL:
 * the answer is built once per `ttlMs` and then served from memory, already serialised and compressed,
 * with an ETag (a repeat with If-None-Match gets 304). A change to the catalogue made through this process
 * empties it at once; other processes serve their copy until it expires (docs/decisions.md).
 */
export type PublicCache = {
  readonly ttlMs: number;
  /** Forgets every cached answer: call after anything public changed. */
  invalidate(): void;
  /**
   * Sends the fresh cached JSON answer of this request's URL, if there is one, and says whether it did: the
   * app's early hook answers hits with it before the rest of the request's hooks run (routing.ts).
   */
  sendFresh(request: FastifyRequest, reply: FastifyReply): boolean;
  /** The cached answer of this request's URL, or the one `build` makes (and keeps, when cacheable). */
  serve(request: FastifyRequest, reply: FastifyReply, build: () => Promise<unknown>): Promise<FastifyReply>;
  /**
   * A page's HTML the same way; browsers keep it only to revalidate (`no-cache` with the ETag), since
   * the page loads code whose file names change with each release. A page that differs by request
   * headers (its language) is kept once per `variant`, and names those headers in `vary`.
   */
  servePage(
    request: FastifyRequest,
    reply: FastifyReply,
    build: () => Promise<string>,
    options?: TPageVariant,
  ): Promise<FastifyReply>;
};

/** Which version of a page this request gets (e.g. its language), and the request headers that chose it. */
export type TPageVariant = { variant: string; vary: readonly string[] };

type Kind = 'json' | 'html';

/** The body is sent as bytes made once (sending a string encodes it again at every request), compressed once. */
type Entry = TKeptBody & {
  kind: Kind;
  vary: string;
  etag: string;
  expiresAt: number;
  generation: number;
};

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function createPublicCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): PublicCache {
  const { ttlMs } = options;
  const maxEntries = options.maxEntries ?? 2000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let generation = 0;
  /** Builds in progress, by key: requests that miss at the same moment share one build instead of each running it. */
  const building = new Map<string, Promise<Entry | null>>();

  const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    const maxAge = Math.max(0, Math.round((entry.expiresAt - now()) / 1000));
    reply
      .header('etag', entry.etag)
      .header('cache-control', entry.kind === 'json' ? `public, max-age=${maxAge}` : 'no-cache')
      .header('vary', entry.vary);
    if (request.headers['if-none-match'] === entry.etag) {
      return reply.status(304).send();
    }
    return sendBody(request, reply, entry);
  };

  const sendBody = (request: FastifyRequest, reply: FastifyReply, entry: Entry) =>
    sendKeptBody(
      request,
      reply,
      entry,
      entry.kind === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    );

  return {
    ttlMs,
    invalidate() {
      generation += 1;
      entries.clear();
    },
    sendFresh(request, reply) {
      const cached = entries.get(`json  ${request.url}`);
      if (!cached || cached.expiresAt <= now() || cached.generation !== generation) {
        return false;
      }
      send(request, reply, cached);
      return true;
    },
    serve(request, reply, build) {
      return respond(request, reply, 'json', async () => JSON.stringify((await build()) ?? null));
    },
    servePage(request, reply, build, options) {
      return respond(request, reply, 'html', build, options);
    },
  };

  async function respond(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: Kind,
    build: () => Promise<string>,
    options?: TPageVariant,
  ) {
    // `sendFresh` looks JSON answers up by this key too.
    const key = `${kind} ${options?.variant ?? ''} ${request.url}`;
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now() && cached.generation === generation) {
      return send(request, reply, cached);
    }
    const shared = building.get(key);
    if (shared) {
      const entry = await shared;
      // Only a keepable answer is shared; another (a 404 page, one built while the catalogue changed) is built
      // again for this request, with its own status.
      if (entry && entry.generation === generation) {
        return send(request, reply, entry);
      }
    }
    const startedAt = generation;
    let keep!: (entry: Entry | null) => void;
    const ownBuild = new Promise<Entry | null>((resolve) => {
      keep = resolve;
    });
    if (ttlMs > 0 && !shared) {
      building.set(key, ownBuild);
    }
    let entry: Entry;
    try {
      const body = await build();
      const vary = ['accept-encoding', ...(options?.vary ?? [])].join(', ');
      entry = { kind, vary, body, etag: etagOf(body), expiresAt: now() + ttlMs, generation: startedAt };
    } catch (error) {
      keep(null);
      throw error;
    } finally {
      if (building.get(key) === ownBuild) {
        building.delete(key);
      }
    }
    // One visitor's page (its build said `no-store`) is neither kept nor revalidated: it goes as it is.
    if (reply.getHeader('cache-control') === 'no-store') {
      keep(null);
      reply.header('vary', entry.vary);
      return sendBody(request, reply, entry);
    }
    // An answer built while the catalogue changed may already be stale: send it, but do not keep it.
    const keepable = ttlMs > 0 && startedAt === generation && reply.statusCode === 200;
    keep(keepable ? entry : null);
    if (keepable) {
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) {
          entries.delete(oldest);
        }
      }
    }
    return send(request, reply, entry);
  }
}
