import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs offline with no variables set', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/roteiro-config-test' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.stripe).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses a bad value with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: '/tmp/roteiro-config-test' })).toThrow(/PORT/);
  });

  it('sizes the database pool from DATABASE_POOL_SIZE (10 by default), at least two', () => {
    const dataDir = '/tmp/roteiro-config-test';
    expect(loadConfig({ DATA_DIR: dataDir }).databasePoolSize).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('trusts no proxy by default, all with true, or the proxies listed; a number of proxies is refused', () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: '/tmp/roteiro-config-test', TRUST_PROXY: value }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.0/8, 192.0.2.10,2001:db8::/32, uniquelocal')).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
      '2001:db8::/32',
      'uniquelocal',
    ]);
    // Read as "all" before: behind a proxy that appends to X-Forwarded-For, clients chose their own address.
    expect(() => trust('1')).toThrow(/TRUST_PROXY: .*a number of proxies is not supported/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => trust('balancer.internal')).toThrow(/TRUST_PROXY/);
  });

  it('refuses half of a pair', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x', DATA_DIR: '/tmp/roteiro-config-test' })).toThrow(
      /GOOGLE_CLIENT_SECRET/,
    );
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/roteiro-config-test' })).toThrow(
      /AUTH_SECRET/,
    );
  });

  it('refuses in production, all in one message, what only suits development', () => {
    const production = { NODE_ENV: 'production', DATA_DIR: '/tmp/roteiro-config-test' };
    const refusal = (() => {
      try {
        loadConfig(production);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(refusal).toMatch(/AUTH_SECRET/);
    expect(refusal).toMatch(/APP_URL/);
    expect(refusal).toMatch(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_TEST_MODE=true/);
    expect(refusal).toMatch(/SMTP_URL, or MAIL_DEV_MAILBOX=true/);
    const ready = {
      ...production,
      AUTH_SECRET: 'a'.repeat(32),
      APP_URL: 'https://roteiro.pt',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SMTP_URL: 'smtp://mail.roteiro.pt:587',
    };
    expect(loadConfig(ready).stripe).toEqual({ secretKey: 'sk_live_x', webhookSecret: 'whsec_x' });
    // The offline parts chosen on purpose (a demo or staging server).
    const { STRIPE_SECRET_KEY: _key, STRIPE_WEBHOOK_SECRET: _secret, SMTP_URL: _smtp, ...offline } = ready;
    expect(() => loadConfig(offline)).toThrow(/PAYMENTS_TEST_MODE/);
    expect(
      loadConfig({ ...offline, PAYMENTS_TEST_MODE: 'true', MAIL_DEV_MAILBOX: 'true' }).stripe,
    ).toBeUndefined();
    // Development needs none of it.
    expect(() => loadConfig({ DATA_DIR: '/tmp/roteiro-config-test' })).not.toThrow();
  });

  it('seeds demo data by default, but not in production unless SEED_DEMO says so', () => {
    const base = { DATA_DIR: '/tmp/roteiro-config-test' };
    const production = {
      ...base,
      NODE_ENV: 'production',
      AUTH_SECRET: 'a'.repeat(32),
      APP_URL: 'https://roteiro.pt',
      PAYMENTS_TEST_MODE: 'true',
      MAIL_DEV_MAILBOX: 'true',
    };
    expect(loadConfig(base).seedDemo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('offers the pseudo-locale only when asked, and never in production', () => {
    const base = { DATA_DIR: '/tmp/roteiro-config-test' };
    expect(loadConfig(base).pseudoLocale).toBe(false);
    expect(loadConfig({ ...base, ROTEIRO_PSEUDO_LOCALE: '1' }).pseudoLocale).toBe(true);
    const production = {
      ...base,
      NODE_ENV: 'production',
      AUTH_SECRET: 'a'.repeat(32),
      APP_URL: 'https://roteiro.pt',
      PAYMENTS_TEST_MODE: 'true',
      MAIL_DEV_MAILBOX: 'true',
    };
    expect(loadConfig(production).pseudoLocale).toBe(false);
    expect(() => loadConfig({ ...production, ROTEIRO_PSEUDO_LOCALE: '1' })).toThrow(
      /ROTEIRO_PSEUDO_LOCALE is for the browser tests only/,
    );
  });

  it('links to the server on its own port when APP_URL is not set', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/roteiro-config-test' }).appUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3456', DATA_DIR: '/tmp/roteiro-config-test' }).appUrl).toBe(
      'http://localhost:3456',
    );
    expect(
      loadConfig({ PORT: '3456', APP_URL: 'https://roteiro.pt/', DATA_DIR: '/tmp/roteiro-config-test' })
        .appUrl,
    ).toBe('https://roteiro.pt');
  });
});
