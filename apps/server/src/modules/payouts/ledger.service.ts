import {
  LEDGER_GROUPS_PAGE_SIZE,
  type TGroupBalance,
  type TLedgerGroupsQuery,
  type TLedgerGroupsResponse,
} from '@roteiro/domain/money/ledger';
import type { Executor } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { groupLedger, ledgerTotals, listGroupLedgers } from './ledger.repository.ts';

const hhmm = (time: string) => time.slice(0, 5);

/**
 * One activity group's balance: paid by travellers = refunds + company payouts + commissions + margin
 * (docs/data-model.md, Money). Null when the group has no movement.
 */
export async function groupBalance(db: Executor, groupId: string): Promise<TGroupBalance | null> {
  const row = await groupLedger(db, groupId);
  return row ? { ...row, startTime: hhmm(row.startTime) } : null;
}

/** GET /api/admin/ledger/groups: the balance of each group (a page of them) and of everything. */
export async function listLedgerGroups(
  db: Executor,
  query: TLedgerGroupsQuery,
): Promise<TLedgerGroupsResponse> {
  const window = pageWindow(query, LEDGER_GROUPS_PAGE_SIZE);
  // One after the other: `db` may be a transaction on a single connection.
  const { rows, total } = await listGroupLedgers(db, window);
  const { clawbackCarried, ...totals } = await ledgerTotals(db);
  return {
    ...toPage(
      rows.map((row) => ({ ...row, startTime: hhmm(row.startTime) })),
      total,
      window,
    ),
    totals,
    clawbackCarried,
  };
}
