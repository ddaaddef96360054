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

  it('documents a successful answer and the error answer of every route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const { route, operation } of operations) {
      const codes = Object.keys(operation.responses ?? {});
      const success = codes.find((code) => /^[23]/.test(code));
      expect(success, `${route} has no success answer`).toBeDefined();
      expect(operation.responses?.[success ?? '']?.content, `${route} has no answer schema`).toBeDefined();
      expect(codes, `${route} has no error answer`).toContain('4XX');
    }
    const signIn = doc.paths['/api/session/sign-in']?.post?.responses?.['200'];
    expect(JSON.stringify(signIn)).toContain('hasFinishedSetUp');
  });

  it('documents the input of each route, built when the document is first asked for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: object }> } }>
      >;
    };
    const quote = doc.paths['/api/quote-requests']?.post?.requestBody?.content?.['application/json']?.schema;
    expect(JSON.stringify(quote)).toContain('email');
    const upload =
      doc.paths['/api/company/employees']?.post?.requestBody?.content?.['multipart/form-data']?.schema;
    expect(JSON.stringify(upload)).toContain('driversLicense');
  });

  it('serves the documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
