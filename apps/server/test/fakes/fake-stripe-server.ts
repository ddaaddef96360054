import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A value decoded from Stripe's bracketed form encoding (`a[b][0]=x`). */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export type FakeStripeRequest = {
  method: string;
  path: string;
  /** The form body (POST) or the query (GET), decoded into nested objects and arrays. */
  body: FormObject;
  headers: IncomingHttpHeaders;
  idempotencyKey: string | null;
};

type StripeObject = Record<string, unknown> & { id: string };
type Answer = { status: number; body: unknown };

export type FakeStripeServer = {
  host: '127.0.0.1';
  port: number;
  protocol: 'http';
  requests: FakeStripeRequest[];
  /** Every object created, by id (products, prices, accounts, checkout sessions, refunds, transfers, coupons). */
  objects: Map<string, StripeObject>;
  /** Line items of each checkout session as they were sent. */
  sessionLineItems: Map<string, FormValue>;
  /** Changes a stored object, e.g. `{ details_submitted: true }` on an account. */
  update(id: string, patch: Record<string, unknown>): void;
  /** The next request to `method path` fails with this status and Stripe error body. */
  failNext(
    method: string,
    path: string,
    status: number,
    error: { type: string; message: string; code?: string },
  ): void;
  close(): Promise<void>;
};

/**
 * A Stripe-shaped HTTP server for tests: the endpoints the Stripe adapter calls, form-encoded bodies as the
 * SDK sends them, JSON answers shaped like Stripe objects. Records every request; a POST replayed with the
 * same Idempotency-Key gets the first answer (and a 400 if its parameters differ), like Stripe.
 */
export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const requests: FakeStripeRequest[] = [];
  const objects = new Map<string, StripeObject>();
  const sessionLineItems = new Map<string, FormValue>();
  const idempotent = new Map<string, { rawBody: string; answer: Answer }>();
  const failures: { method: string; path: string; answer: Answer }[] = [];
  let created = 1_800_000_000;

  const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
  const store = (object: StripeObject) => {
    objects.set(object.id, object);
    return object;
  };
  const missing = (what: string, id: string): Answer => ({
    status: 404,
    body: {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` },
    },
  });
  const invalid = (message: string, param?: string): Answer => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', message, param } },
  });
  const ok = (body: unknown): Answer => ({ status: 200, body });
  const find = (prefix: string, id: string) => (id.startsWith(prefix) ? objects.get(id) : undefined);

  function createPrice(product: string, currency: string, unitAmount: number): StripeObject {
    return store({
      id: newId('price'),
      object: 'price',
      active: true,
      currency,
      unit_amount: unitAmount,
      product,
      type: 'one_time',
      created: created++,
      livemode: false,
    });
  }

  function route(method: string, path: string, body: FormObject): Answer {
    const parts = path.split('/').filter(Boolean); // ['v1', 'products', 'prod_x']
    const [, resource, id, sub] = parts;

    if (method === 'POST' && path === '/v1/products') {
      const productId = newId('prod');
      const priceData = obj(body, 'default_price_data');
      const price = priceData
        ? createPrice(productId, str(priceData, 'currency') ?? '', num(priceData, 'unit_amount') ?? 0)
        : null;
      return ok(
        store({
          id: productId,
          object: 'product',
          active: true,
          name: str(body, 'name'),
          description: str(body, 'description') ?? null,
          images: strings(body, 'images'),
          metadata: obj(body, 'metadata') ?? {},
          default_price: price ? price.id : null,
          created: created++,
          livemode: false,
        }),
      );
    }
    if (resource === 'products' && id) {
      const product = find('prod_', id);
      if (!product) {
        return missing('product', id);
      }
      if (method === 'GET') {
        return ok(product);
      }
      if (method === 'POST') {
        const defaultPrice = str(body, 'default_price');
        if (defaultPrice !== undefined && find('price_', defaultPrice)?.product !== id) {
          return invalid(`No such price: '${defaultPrice}' on product '${id}'`, 'default_price');
        }
        for (const field of ['name', 'description', 'default_price'] as const) {
          const value = str(body, field);
          if (value !== undefined) {
            product[field] = value === '' && field === 'description' ? null : value;
          }
        }
        if ('images' in body) {
          product.images = strings(body, 'images');
        }
        return ok(product);
      }
    }

    if (method === 'POST' && path === '/v1/prices') {
      const product = str(body, 'product') ?? '';
      if (!find('prod_', product)) {
        return missing('product', product);
      }
      return ok(createPrice(product, str(body, 'currency') ?? '', num(body, 'unit_amount') ?? 0));
    }
    if (resource === 'prices' && id) {
      const price = find('price_', id);
      if (!price) {
        return missing('price', id);
      }
      if (method === 'GET') {
        return ok(price);
      }
      if (method === 'POST') {
        if (str(body, 'active') === 'false') {
          const product = objects.get(String(price.product));
          if (product?.default_price === id) {
            return invalid('This price cannot be archived because it is the default price of its product.');
          }
          price.active = false;
        }
        return ok(price);
      }
    }

    if (method === 'POST' && path === '/v1/accounts') {
      return ok(
        store({
          id: newId('acct'),
          object: 'account',
          type: str(body, 'type'),
          country: str(body, 'country'),
          email: str(body, 'email'),
          business_profile: obj(body, 'business_profile') ?? {},
          capabilities: { transfers: 'inactive' },
          details_submitted: false,
          payouts_enabled: false,
          charges_enabled: false,
          metadata: obj(body, 'metadata') ?? {},
          created: created++,
        }),
      );
    }
    if (resource === 'accounts' && id) {
      const account = find('acct_', id);
      if (!account) {
        return missing('account', id);
      }
      if (method === 'GET' && !sub) {
        return ok(account);
      }
      if (method === 'POST' && sub === 'login_links') {
        return ok({
          object: 'login_link',
          created: created++,
          url: `https://connect.stripe.test/express/${id}`,
        });
      }
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = str(body, 'account') ?? '';
      if (!find('acct_', account)) {
        return missing('account', account);
      }
      return ok({
        object: 'account_link',
        created: created++,
        expires_at: created + 300,
        url: `https://connect.stripe.test/setup/e/${account}/${randomBytes(4).toString('hex')}`,
      });
    }

    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const items = Array.isArray(body.line_items) ? body.line_items : [];
      const subtotal = items.reduce<number>((sum, item) => {
        const priceData = isObject(item) ? obj(item, 'price_data') : undefined;
        const quantity = isObject(item) ? (num(item, 'quantity') ?? 0) : 0;
        return sum + (priceData ? (num(priceData, 'unit_amount') ?? 0) : 0) * quantity;
      }, 0);
      const discounts = Array.isArray(body.discounts) ? body.discounts : [];
      const first = discounts[0];
      const couponId = first !== undefined && isObject(first) ? str(first, 'coupon') : undefined;
      const coupon = couponId ? find('', couponId) : undefined;
      if (couponId && coupon?.object !== 'coupon') {
        return missing('coupon', couponId);
      }
      const discount = coupon ? Math.round((subtotal * Number(coupon.percent_off)) / 100) : 0;
      const sessionId = newId('cs_test');
      sessionLineItems.set(sessionId, items);
      return ok(
        store({
          id: sessionId,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${sessionId}`,
          mode: str(body, 'mode'),
          status: 'open',
          payment_status: 'unpaid',
          payment_intent: null,
          amount_subtotal: subtotal,
          amount_total: subtotal - discount,
          currency: 'eur',
          customer_email: str(body, 'customer_email') ?? null,
          metadata: obj(body, 'metadata') ?? {},
          success_url: str(body, 'success_url'),
          cancel_url: str(body, 'cancel_url'),
          expires_at: num(body, 'expires_at') ?? created + 86_400,
          created: created++,
        }),
      );
    }
    if (method === 'GET' && resource === 'checkout' && id === 'sessions' && sub) {
      return objects.get(sub)?.object === 'checkout.session'
        ? ok(objects.get(sub))
        : missing('checkout.session', sub);
    }

    if (method === 'POST' && path === '/v1/refunds') {
      return ok(
        store({
          id: newId('re'),
          object: 'refund',
          amount: num(body, 'amount'),
          currency: 'eur',
          payment_intent: str(body, 'payment_intent'),
          status: 'succeeded',
          metadata: obj(body, 'metadata') ?? {},
          created: created++,
        }),
      );
    }

    if (method === 'GET' && resource === 'payment_intents' && id) {
      // A paid session's payment intent (the tests pay a session by setting its `payment_intent`).
      const stored = objects.get(id);
      if (stored?.object === 'payment_intent') {
        return ok(stored);
      }
      const session = [...objects.values()].find(
        (o) => o.object === 'checkout.session' && o.payment_intent === id,
      );
      if (!session) {
        return missing('payment_intent', id);
      }
      const paid = session.payment_status === 'paid';
      return ok({
        id,
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: paid ? session.amount_total : 0,
        currency: 'eur',
        status: paid ? 'succeeded' : 'requires_payment_method',
        metadata: session.metadata,
        created: created++,
      });
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const intent = str(body, 'payment_intent');
      const data = [...objects.values()]
        .filter((o) => o.object === 'refund' && (!intent || o.payment_intent === intent))
        .reverse()
        .slice(0, num(body, 'limit') ?? 10);
      return ok({ object: 'list', url: '/v1/refunds', has_more: false, data });
    }

    if (method === 'POST' && path === '/v1/transfers') {
      const destination = str(body, 'destination') ?? '';
      if (!find('acct_', destination)) {
        return missing('destination', destination);
      }
      return ok(
        store({
          id: newId('tr'),
          object: 'transfer',
          amount: num(body, 'amount'),
          currency: str(body, 'currency'),
          destination,
          metadata: obj(body, 'metadata') ?? {},
          transfer_group: str(body, 'transfer_group') ?? null,
          reversed: false,
          created: created++,
        }),
      );
    }

    if (method === 'POST' && path === '/v1/coupons') {
      return ok(
        store({
          id: randomBytes(4).toString('hex').toUpperCase(),
          object: 'coupon',
          percent_off: num(body, 'percent_off') ?? null,
          amount_off: null,
          name: str(body, 'name') ?? null,
          duration: str(body, 'duration'),
          valid: true,
          metadata: obj(body, 'metadata') ?? {},
          created: created++,
        }),
      );
    }
    if (method === 'GET' && path === '/v1/transfers') {
      const group = str(body, 'transfer_group');
      const data = [...objects.values()]
        .filter((o) => o.object === 'transfer' && (!group || o.transfer_group === group))
        .reverse()
        .slice(0, num(body, 'limit') ?? 10);
      return ok({ object: 'list', url: '/v1/transfers', has_more: false, data });
    }
    if (method === 'GET' && path === '/v1/coupons') {
      const all = [...objects.values()].filter((o) => o.object === 'coupon').reverse();
      const after = str(body, 'starting_after');
      const start = after ? all.findIndex((c) => c.id === after) + 1 : 0;
      const limit = num(body, 'limit') ?? 10;
      const data = all.slice(start, start + limit);
      return ok({ object: 'list', url: '/v1/coupons', has_more: start + limit < all.length, data });
    }

    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, { status: 500, body: { error: { type: 'api_error', message: String(error) } } });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const method = req.method ?? 'GET';
    const rawBody = await readBody(req);
    const body = parseStripeForm(method === 'GET' ? url.search.slice(1) : rawBody);
    const header = req.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : null;
    requests.push({ method, path: url.pathname, body, headers: req.headers, idempotencyKey });

    if (!req.headers.authorization?.startsWith('Bearer sk_')) {
      send(res, {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      });
      return;
    }
    const failure = failures.findIndex((f) => f.method === method && f.path === url.pathname);
    const [failed] = failure >= 0 ? failures.splice(failure, 1) : [];
    if (failed) {
      send(res, failed.answer);
      return;
    }
    if (method === 'POST' && idempotencyKey) {
      const previous = idempotent.get(idempotencyKey);
      if (previous) {
        if (previous.rawBody !== rawBody) {
          send(res, {
            status: 400,
            body: {
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            },
          });
          return;
        }
        send(res, previous.answer, { 'idempotent-replayed': 'true' });
        return;
      }
    }
    const answer = route(method, url.pathname, body);
    if (method === 'POST' && idempotencyKey) {
      idempotent.set(idempotencyKey, { rawBody, answer: structuredClone(answer) });
    }
    send(res, answer);
  }

  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    requests,
    objects,
    sessionLineItems,
    update(id, patch) {
      const object = objects.get(id);
      if (!object) {
        throw new Error(`fake Stripe: no object ${id}`);
      }
      Object.assign(object, patch);
    },
    failNext(method, path, status, error) {
      failures.push({ method, path, answer: { status, body: { error } } });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Decodes Stripe's form encoding (`metadata[k]=v`, `images[0]=u`, `line_items[0][price_data][unit_amount]=1`). */
export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(rawKey);
    if (!match?.[1]) {
      continue;
    }
    const path = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '')];
    let node: FormObject = root;
    path.forEach((key, index) => {
      const name = key === '' ? String(Object.keys(node).length) : key;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (!isObject(next)) {
        node[name] = {};
      }
      node = node[name] as FormObject;
    });
  }
  return arrayify(root) as FormObject;
}

function arrayify(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) {
    return value;
  }
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arrayify(value[key] ?? '')] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

function isObject(value: FormValue | undefined): value is FormObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(body: FormObject, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}

function num(body: FormObject, key: string): number | undefined {
  const value = str(body, key);
  return value === undefined || value === '' ? undefined : Number(value);
}

function obj(body: FormObject, key: string): FormObject | undefined {
  const value = body[key];
  return isObject(value) ? value : undefined;
}

function strings(body: FormObject, key: string): string[] {
  const value = body[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, answer: Answer, headers: Record<string, string> = {}): void {
  res.writeHead(answer.status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
    ...headers,
  });
  res.end(JSON.stringify(answer.body));
}
