import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeS3Object = { bytes: Buffer; contentType: string };
export type FakeS3Request = { method: string; bucket: string; key: string; headers: IncomingHttpHeaders };

export type FakeS3Server = {
  /** http://127.0.0.1:{port}, to use as the S3 endpoint. */
  url: string;
  /** Stored objects, keyed `{bucket}/{key}`. */
  objects: Map<string, FakeS3Object>;
  requests: FakeS3Request[];
  close(): Promise<void>;
};

/**
 * A tiny path-style S3: PUT/GET/HEAD/DELETE `/{bucket}/{key}`, objects in a Map. It does not verify
 * SigV4 signatures; it records the headers so tests can check that requests were signed.
 */
export async function startFakeS3Server(): Promise<FakeS3Server> {
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendXmlError(res, 500, 'InternalError', error instanceof Error ? error.message : 'error');
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-s3');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    requests.push({ method, bucket, key, headers: req.headers });

    if (!bucket || !key) {
      sendXmlError(res, 400, 'InvalidRequest', 'This fake only serves /{bucket}/{key}');
      return;
    }
    const id = `${bucket}/${key}`;
    if (method === 'PUT') {
      objects.set(id, { bytes: body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
      res.writeHead(200, { etag: '"fake-etag"' });
      res.end();
      return;
    }
    if (method === 'DELETE') {
      objects.delete(id);
      res.writeHead(204);
      res.end();
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = objects.get(id);
      if (!object) {
        if (method === 'HEAD') {
          res.writeHead(404);
          res.end();
          return;
        }
        sendXmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        return;
      }
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': String(object.bytes.length),
        etag: '"fake-etag"',
      });
      res.end(method === 'GET' ? object.bytes : undefined);
      return;
    }
    sendXmlError(res, 405, 'MethodNotAllowed', `${method} is not supported by this fake`);
  }

  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function sendXmlError(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}
