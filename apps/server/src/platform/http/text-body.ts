import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A text answer kept in memory to be sent again: its bytes and compressed forms are made once, on first need. */
export type TKeptBody = {
  body: string;
  raw?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
};

/** Bodies this small are sent as they are: compressing them costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  const accepted = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (/\bbr\b/.test(accepted)) {
    return 'br';
  }
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/**
 * Sends a kept body as `contentType`, compressed as the request accepts (brotli at a quality quick enough per
 * answer, else gzip), the way the compression plugin would; the caller sets `vary` and its caching headers.
 */
export function sendKeptBody(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: TKeptBody,
  contentType: string,
) {
  reply.type(contentType);
  const encoding = kept.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request) : null;
  if (encoding === 'br') {
    kept.br ??= brotliCompressSync(kept.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(kept.br);
  }
  if (encoding === 'gzip') {
    kept.gzip ??= gzipSync(kept.body, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(kept.gzip);
  }
  kept.raw ??= Buffer.from(kept.body);
  return reply.send(kept.raw);
}
