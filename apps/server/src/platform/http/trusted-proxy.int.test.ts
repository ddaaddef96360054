import { describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { THROTTLE } from './throttle.ts';

// Behind a load balancer at 127.0.0.1 (the address `inject` comes from), named as README's Scale section says.
const { trustProxy } = loadConfig({ TRUST_PROXY: '127.0.0.1', DATA_DIR: '/tmp/roteiro-config-test' });
const t = await createTestApp({ trustProxy, throttleScale: 1 });

/** An affiliate join as the balancer forwards it: it appends the address it saw to what the client sent. */
const joinThroughBalancer = (client: string, clientSent?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/affiliates',
    payload: { name: 'Partner', email: uniqueEmail('partner') },
    headers: { 'x-forwarded-for': clientSent ? `${clientSent}, ${client}` : client },
  });

describe('client addresses behind a load balancer that appends to X-Forwarded-For', () => {
  it('counts each client by the address the balancer saw, whatever the client wrote in the header', async () => {
    const client = '203.0.113.60';
    for (let i = 0; i < THROTTLE.affiliateJoinByAddress.max; i += 1) {
      expect((await joinThroughBalancer(client, `198.18.0.${i}`)).statusCode).toBe(201);
    }
    // A new made-up address each time does not open a new count.
    const refused = await joinThroughBalancer(client, '198.18.0.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another client through the same balancer has a count of its own.
    expect((await joinThroughBalancer('203.0.113.61')).statusCode).toBe(201);
  });

  it('believes the header only from the balancer: a client reaching the server directly is its own address', async () => {
    const direct = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/affiliates',
        payload: { name: 'Direct', email: uniqueEmail('direct') },
        remoteAddress: '192.0.2.70',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < THROTTLE.affiliateJoinByAddress.max; i += 1) {
      expect((await direct(`198.18.1.${i}`)).statusCode).toBe(201);
    }
    expect((await direct('198.18.1.99')).statusCode).toBe(429);
  });
});
