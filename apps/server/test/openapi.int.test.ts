import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

const t = await createTestApp();

describe('API documentation', () => {
  it('serves an OpenAPI document listing the routes with their access', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { description?: string }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/session/sign-in']?.post?.description).toBe('Access: signedOut');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
  });

  it('serves the documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
