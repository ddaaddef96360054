import { refOf } from '@roteiro/domain/i18n/texts';
import { companyTransferKey, payoutTexts, type TTransferResult } from '@roteiro/domain/money/payouts';
import { afterAll, describe, expect, it } from 'vitest';
import { createCompany, createEmployee } from '../../../test/factories.ts';
import { type FakeStripeServer, startFakeStripeServer } from '../../../test/fakes/fake-stripe-server.ts';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import {
  type CreateTransferInput,
  type PaymentProvider,
  PaymentProviderError,
} from '../../platform/payments/payment-provider.ts';
import { createStripePaymentProvider } from '../../platform/payments/stripe-payment-provider.ts';
import {
  createTestPaymentProvider,
  type TestPaymentProvider,
} from '../../platform/payments/test-payment-provider.ts';
import { createFinishedRuns } from '../staff/staff-test-helpers.ts';

/**
 * Paying the companies: Manage Payments lists runs and transfers them once, whatever fails or races.
 * The provider is the test-mode provider behind a switch: a test can make the next transfer fail
 * (before or after the provider made it) or route transfers to a Stripe-shaped server.
 */
type TransferHook = (input: CreateTransferInput) => Promise<{ transferId: string }>;
let transferHook: TransferHook | null = null;
let testProvider!: TestPaymentProvider;
/** Where transfers go when no hook is set: the test-mode provider or the Stripe adapter. */
let target: Pick<PaymentProvider, 'createTransfer' | 'findTransfer'>;
const t = await createTestApp({}, (database) => {
  testProvider = createTestPaymentProvider({ appUrl: 'http://localhost:3000', db: database.db });
  target = testProvider;
  return {
    payments: {
      ...testProvider,
      createTransfer: (input) => (transferHook ? transferHook(input) : target.createTransfer(input)),
      findTransfer: (transferGroup) => target.findTransfer(transferGroup),
    },
  };
});

const fake: FakeStripeServer = await startFakeStripeServer();
afterAll(() => fake.close());
const stripe = createStripePaymentProvider({
  apiKey: 'sk_test_fake',
  webhookSecret: 'whsec_fake',
  host: fake.host,
  port: fake.port,
  protocol: fake.protocol,
  maxNetworkRetries: 0,
});

const providerFailure = () =>
  new PaymentProviderError('createTransfer', 'network error', { retryable: true, statusCode: null });

/** The transfers the test-mode provider holds (its tables, shared by every server process). */
function providerTransfers() {
  return t.db
    .selectFrom('test_provider_transfer')
    .select(['id as transferId', 'amountCents', 'destinationAccountId', 'metadata', 'transferGroup'])
    .orderBy('createdAt')
    .execute();
}

/** A company whose payment setup is finished at the given provider (test mode by default). */
async function payableCompany(
  name: string,
  at: Pick<PaymentProvider, 'createConnectedAccount'> = testProvider,
) {
  const company = await createCompany(t.db, { name });
  const { accountId } = await at.createConnectedAccount({
    email: company.email,
    country: 'PT',
    metadata: {},
  });
  if (at === testProvider) {
    await testProvider.completeTestOnboarding(accountId);
  }
  await t.db
    .updateTable('company')
    .set({ paymentAccountId: accountId, hasFinishedSetUp: true })
    .where('id', '=', company.id)
    .execute();
  return { ...company, accountId };
}

async function runsOf(companyId: string, count: number) {
  const employee = await createEmployee(t.db, companyId);
  const runIds = await createFinishedRuns(t, {
    companyId,
    employeeId: employee.employeeId,
    startedBy: employee.id,
    count,
  });
  return { employee, runIds };
}

const admin = await createUser(t.db, 'admin');
const otherAdmin = await createUser(t.db, 'admin');
const adminCookie = await signIn(t.app, admin.email);
const otherAdminCookie = await signIn(t.app, otherAdmin.email);

async function transfer(runIds: string[], cookie = adminCookie) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/payments/transfers',
    headers: { cookie },
    payload: { runIds },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: TTransferResult[] }).results;
}

async function runRow(runId: string) {
  return t.db
    .selectFrom('activity_run')
    .select(['transferId', 'transferredAt', 'transferIdempotencyKey'])
    .where('id', '=', runId)
    .executeTakeFirstOrThrow();
}

async function ledgerRows(runId: string) {
  return t.db
    .selectFrom('money_movement')
    .select(['kind', 'amountCents', 'providerRef', 'idempotencyKey'])
    .where('runId', '=', runId)
    .execute();
}

describe('Manage Payments: transfers to companies', () => {
  it('lists runs per company with amount and whether each can be transferred', async () => {
    const payable = await payableCompany('Alfama Guides');
    const { runIds } = await runsOf(payable.id, 2);
    const unpayable = await createCompany(t.db, { name: 'Belém Walks' });
    const { runIds: unpayableRuns } = await runsOf(unpayable.id, 1);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/runs?search=Alfama%20Guides',
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items.map((r: { id: string }) => r.id).sort()).toEqual([...runIds].sort());
    expect(body.items[0]).toMatchObject({
      companyName: 'Alfama Guides',
      payAmountCents: 4500,
      block: null,
      transferredAt: null,
      employeeName: 'Test Employee',
    });
    expect(body.companies).toEqual([
      {
        companyId: payable.id,
        companyName: 'Alfama Guides',
        hasFinishedSetUp: true,
        owedCents: 9000,
        owedRuns: 2,
      },
    ]);

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/runs?search=Bel%C3%A9m',
      headers: { cookie: adminCookie },
    });
    expect(other.json().items).toEqual([
      expect.objectContaining({ id: unpayableRuns[0], block: 'setupNotFinished', hasFinishedSetUp: false }),
    ]);
  });

  it('transfers a finished run once: transfer id, ledger row, and never again', async () => {
    const company = await payableCompany('Mouraria Tours');
    const { runIds } = await runsOf(company.id, 1);
    const runId = runIds[0] ?? '';

    const [first] = await transfer([runId]);
    expect(first).toMatchObject({ runId, outcome: 'transferred', message: null, messageRef: null });
    const row = await runRow(runId);
    expect(row.transferId).toBe(first?.transferId);
    expect(row.transferredAt).not.toBeNull();
    expect(row.transferIdempotencyKey).toBe(companyTransferKey(runId));
    expect(await ledgerRows(runId)).toEqual([
      {
        kind: 'company_transfer',
        amountCents: 4500,
        providerRef: first?.transferId,
        idempotencyKey: companyTransferKey(runId),
      },
    ]);

    const [again] = await transfer([runId]);
    expect(again).toMatchObject({
      outcome: 'alreadyTransferred',
      message: payoutTexts.alreadyTransferred,
      messageRef: { id: 'payouts.alreadyTransferred' },
    });
    expect(await ledgerRows(runId)).toHaveLength(1);
    const paid = (await providerTransfers()).filter((tr) => tr.destinationAccountId === company.accountId);
    expect(paid).toEqual([
      {
        transferId: first?.transferId,
        amountCents: 4500,
        destinationAccountId: company.accountId,
        metadata: expect.anything(),
        transferGroup: `run_${runId}`,
      },
    ]);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/runs?state=transferred&search=Mouraria',
      headers: { cookie: adminCookie },
    });
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id: runId, block: 'transferred', transferId: first?.transferId }),
    ]);
  });

  it('skips a company without finished payment setup and a run still in progress, with the reason', async () => {
    const unpayable = await createCompany(t.db, { name: 'Graça Bikes' });
    const { runIds } = await runsOf(unpayable.id, 1);
    const payable = await payableCompany('Chiado Strolls');
    const { runIds: payableRuns, employee } = await runsOf(payable.id, 1);
    const running = await t.db
      .updateTable('activity_run')
      .set({ endTime: null, inProgress: true })
      .where('id', '=', payableRuns[0] ?? '')
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(employee.employeeId).toBeTruthy();

    const results = await transfer([runIds[0] ?? '', running.id]);
    expect(results).toEqual([
      {
        runId: runIds[0],
        outcome: 'skipped',
        transferId: null,
        message: payoutTexts.setupNotFinished,
        messageRef: refOf(payoutTexts, 'setupNotFinished'),
      },
      {
        runId: running.id,
        outcome: 'skipped',
        transferId: null,
        message: payoutTexts.inProgress,
        messageRef: refOf(payoutTexts, 'inProgress'),
      },
    ]);
    for (const id of [runIds[0] ?? '', running.id]) {
      expect(await runRow(id)).toEqual({
        transferId: null,
        transferredAt: null,
        transferIdempotencyKey: null,
      });
      expect(await ledgerRows(id)).toEqual([]);
    }
  });

  it('leaves a run retryable after the provider fails, and the retry pays it once', async () => {
    const company = await payableCompany('Lapa Tours');
    const { runIds } = await runsOf(company.id, 1);
    const runId = runIds[0] ?? '';

    transferHook = async () => {
      throw providerFailure();
    };
    const [failed] = await transfer([runId]);
    transferHook = null;
    expect(failed).toEqual({
      runId,
      outcome: 'failed',
      transferId: null,
      message: payoutTexts.transferFailed,
      messageRef: refOf(payoutTexts, 'transferFailed'),
    });
    expect(await runRow(runId)).toEqual({
      transferId: null,
      transferredAt: null,
      transferIdempotencyKey: companyTransferKey(runId),
    });
    expect(await ledgerRows(runId)).toEqual([]);

    const [retried] = await transfer([runId]);
    expect(retried?.outcome).toBe('transferred');
    expect(await ledgerRows(runId)).toHaveLength(1);
    expect(
      (await providerTransfers()).filter((tr) => tr.destinationAccountId === company.accountId),
    ).toHaveLength(1);
  });

  it('when the provider paid but the answer was lost, the retry finds that transfer and pays nothing more', async () => {
    const company = await payableCompany('Estrela Rides');
    const { runIds } = await runsOf(company.id, 1);
    const runId = runIds[0] ?? '';
    let calls = 0;

    transferHook = async (input) => {
      calls += 1;
      await testProvider.createTransfer(input);
      throw providerFailure();
    };
    const [failed] = await transfer([runId]);
    // Were the retry to ask for a transfer again, this provider has forgotten the key (Stripe does after
    // 24 hours) and would pay a second time.
    transferHook = async (input) => {
      calls += 1;
      return testProvider.createTransfer({ ...input, idempotencyKey: `${input.idempotencyKey}:forgotten` });
    };
    const [retried] = await transfer([runId]);
    transferHook = null;

    expect(failed?.outcome).toBe('failed');
    expect(retried?.outcome).toBe('transferred');
    expect(calls).toBe(1);
    const paid = (await providerTransfers()).filter((tr) => tr.destinationAccountId === company.accountId);
    expect(paid.map((tr) => tr.transferId)).toEqual([retried?.transferId]);
    expect(await ledgerRows(runId)).toEqual([expect.objectContaining({ providerRef: retried?.transferId })]);
  });

  it('two admins transferring the same runs at once pay each run once', async () => {
    const company = await payableCompany('Campo de Ourique Tours');
    const { runIds } = await runsOf(company.id, 3);

    const [a, b] = await Promise.all([
      transfer(runIds, adminCookie),
      transfer([...runIds].reverse(), otherAdminCookie),
    ]);
    for (const runId of runIds) {
      const outcomes = [...(a ?? []), ...(b ?? [])]
        .filter((r) => r.runId === runId)
        .map((r) => r.outcome)
        .sort();
      expect(outcomes).toEqual(['alreadyTransferred', 'transferred']);
      expect(await ledgerRows(runId)).toHaveLength(1);
    }
    const paid = (await providerTransfers()).filter((tr) => tr.destinationAccountId === company.accountId);
    expect(paid).toHaveLength(3);
    expect(paid.reduce((sum, tr) => sum + tr.amountCents, 0)).toBe(3 * 4500);
  });

  it('against a Stripe-shaped server: a failed transfer is retried with the same key and makes one transfer', async () => {
    const company = await payableCompany('Príncipe Real Walks', stripe);
    const { runIds } = await runsOf(company.id, 1);
    const runId = runIds[0] ?? '';
    target = stripe;
    fake.failNext('POST', '/v1/transfers', 500, { type: 'api_error', message: 'Something went wrong' });

    const [failed] = await transfer([runId]);
    const [retried] = await transfer([runId]);
    const [third] = await transfer([runId]);
    target = testProvider;

    expect(failed?.outcome).toBe('failed');
    expect(retried?.outcome).toBe('transferred');
    expect(third?.outcome).toBe('alreadyTransferred');
    const requests = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers');
    expect(requests.map((r) => r.idempotencyKey)).toEqual([
      companyTransferKey(runId),
      companyTransferKey(runId),
    ]);
    expect(requests[1]?.body).toMatchObject({
      amount: '4500',
      currency: 'eur',
      destination: company.accountId,
      metadata: { runId },
    });
    const transfers = [...fake.objects.values()].filter(
      (o) => o.object === 'transfer' && o.destination === company.accountId,
    );
    expect(transfers.map((o) => o.id)).toEqual([retried?.transferId]);
    expect(await ledgerRows(runId)).toHaveLength(1);
  });

  it('against a Stripe-shaped server: a lost answer is found by its transfer group on the retry', async () => {
    const company = await payableCompany('Graça Night Walks', stripe);
    const { runIds } = await runsOf(company.id, 1);
    const runId = runIds[0] ?? '';
    target = stripe;
    transferHook = async (input) => {
      await stripe.createTransfer(input);
      throw providerFailure();
    };
    const [failed] = await transfer([runId]);
    transferHook = null;
    const [retried] = await transfer([runId]);
    target = testProvider;

    expect(failed?.outcome).toBe('failed');
    expect(retried?.outcome).toBe('transferred');
    const posts = fake.requests.filter(
      (r) =>
        r.method === 'POST' && r.path === '/v1/transfers' && r.idempotencyKey === companyTransferKey(runId),
    );
    expect(posts).toHaveLength(1);
    const lookups = fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/transfers');
    expect(lookups.at(-1)?.body).toMatchObject({ transfer_group: `run_${runId}` });
    const transfers = [...fake.objects.values()].filter(
      (o) => o.object === 'transfer' && o.destination === company.accountId,
    );
    expect(transfers.map((o) => o.id)).toEqual([retried?.transferId]);
  });

  it('refuses an empty selection with a clear 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/transfers',
      headers: { cookie: adminCookie },
      payload: { runIds: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.runIds).toBe(payoutTexts.runsRequired);
  });
});

describe("a guider's own runs", () => {
  it('a company sees all its runs with the transfer; an employee only their own, without it', async () => {
    const company = await payableCompany('Baixa Tours');
    const { runIds: anaRuns, employee: ana } = await runsOf(company.id, 2);
    const { runIds: ruiRuns, employee: rui } = await runsOf(company.id, 1);
    await transfer([anaRuns[0] ?? '']);
    const other = await payableCompany('Other Co');
    await runsOf(other.id, 1);

    const companyView = await t.app.inject({
      method: 'GET',
      url: '/api/guider/runs',
      headers: { cookie: await signIn(t.app, company.email) },
    });
    expect(companyView.statusCode).toBe(200);
    expect(companyView.json().total).toBe(3);
    const transferred = companyView.json().items.find((r: { id: string }) => r.id === anaRuns[0]);
    expect(transferred.transferredAt).not.toBeNull();

    const anaView = await t.app.inject({
      method: 'GET',
      url: '/api/guider/runs',
      headers: { cookie: await signIn(t.app, ana.email) },
    });
    expect(anaView.json().total).toBe(2);
    expect(
      anaView
        .json()
        .items.map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual([...anaRuns].sort());
    expect(
      anaView.json().items.every((r: { transferredAt: string | null }) => r.transferredAt === null),
    ).toBe(true);

    const ruiView = await t.app.inject({
      method: 'GET',
      url: '/api/guider/runs',
      headers: { cookie: await signIn(t.app, rui.email) },
    });
    expect(ruiView.json().items.map((r: { id: string }) => r.id)).toEqual(ruiRuns);
  });

  it("a company cannot mark another company's run paid, and the employee sees the company's choice", async () => {
    const company = await payableCompany('Santos Tours');
    const { runIds, employee } = await runsOf(company.id, 1);
    const intruder = await createCompany(t.db, { name: 'Intruder Tours' });
    const runId = runIds[0] ?? '';

    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/company/runs/${runId}/paid`,
      headers: { cookie: await signIn(t.app, intruder.email) },
      payload: { isPaid: true },
    });
    expect(refused.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/company/runs/${runId}/paid`,
      headers: { cookie: await signIn(t.app, company.email) },
      payload: { isPaid: true },
    });
    expect(ok.statusCode).toBe(200);
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/guider/runs',
      headers: { cookie: await signIn(t.app, employee.email) },
    });
    expect(seen.json().items).toEqual([expect.objectContaining({ id: runId, isPaidToEmployee: true })]);
  });

  it('refuses the payment routes to other roles', async () => {
    const company = await createCompany(t.db, { name: 'Role Check Tours' });
    const companyCookie = await signIn(t.app, company.email);
    const vendorCookie = await signIn(t.app, (await createUser(t.db, 'vendor')).email);
    for (const cookie of [companyCookie, vendorCookie]) {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/admin/payments/runs',
        headers: { cookie },
      });
      expect(list.statusCode).toBe(403);
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/admin/payments/transfers',
        headers: { cookie },
        payload: { runIds: [] },
      });
      expect(post.statusCode).toBe(403);
    }
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/guider/runs',
      headers: { cookie: vendorCookie },
    });
    expect(mine.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/guider/runs' });
    expect(anonymous.statusCode).toBe(401);
  });
});
