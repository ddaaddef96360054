import { type Kysely, sql } from 'kysely';

/**
 * Affiliates: commissions are paid out one provider transfer each, a refund after payout is
 * clawed back from the affiliate's next payouts, and the ledger records both sides of a claw-back so every
 * activity group still balances. (A vendor's cash sale is a `charge` naming the vendor: migration 0025.)
 * Valid on PostgreSQL 15.
 *
 * - `affiliate_commission."withheldCents"`: the part of a commission kept back, when it was paid out, against
 *   the affiliate's claw-back balance (0 ≤ withheld ≤ amount); the transfer is `amountCents − withheldCents`.
 * - state `clawed_back` with `"clawedBackAt"`: paid out, then its booking was refunded.
 * - ledger kinds `commission_offset` (the withheld part of a commission: paid to the affiliate by settling
 *   its debt) and `commission_clawback` (a paid-out commission taken back when its booking was refunded),
 *   both tied to their commission.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table "affiliate_commission" add column "withheldCents" integer not null default 0`,
    sql`alter table "affiliate_commission" add column "clawedBackAt" timestamptz`,
    sql`
      alter table "affiliate_commission" add constraint "affiliate_commission_withheld_check"
      check ("withheldCents" >= 0 and "withheldCents" <= "amountCents")
    `,
    sql`alter table "affiliate_commission" drop constraint "affiliate_commission_state_check"`,
    sql`
      alter table "affiliate_commission" add constraint "affiliate_commission_state_check"
      check ("state" in ('expected', 'pending', 'paid', 'reversed', 'clawed_back'))
    `,
    sql`alter table "affiliate_commission" drop constraint "affiliate_commission_approved_check"`,
    sql`
      alter table "affiliate_commission" add constraint "affiliate_commission_approved_check"
      check ("state" = 'reversed' or (("approvedAt" is not null) = ("state" in ('pending', 'paid', 'clawed_back'))))
    `,
    sql`alter table "affiliate_commission" drop constraint "affiliate_commission_paid_check"`,
    sql`
      alter table "affiliate_commission" add constraint "affiliate_commission_paid_check"
      check (("state" in ('paid', 'clawed_back')) = ("paidAt" is not null))
    `,
    // Paid out with a provider transfer exactly when something was left to transfer after the withholding.
    sql`alter table "affiliate_commission" drop constraint "affiliate_commission_transfer_check"`,
    sql`
      alter table "affiliate_commission" add constraint "affiliate_commission_transfer_check"
      check (case when "state" in ('paid', 'clawed_back')
        then ("transferId" is not null) = ("withheldCents" < "amountCents")
        else "transferId" is null end)
    `,
    sql`
      alter table "affiliate_commission" add constraint "affiliate_commission_clawed_back_check"
      check (("state" = 'clawed_back') = ("clawedBackAt" is not null))
    `,
    // The settlement job's look-up: approved commissions by approval time.
    sql`
      create index "affiliate_commission_payable_idx" on "affiliate_commission" ("approvedAt")
      where "state" = 'pending'
    `,

    sql`alter table "money_movement" drop constraint "money_movement_kind_check"`,
    sql`
      alter table "money_movement" add constraint "money_movement_kind_check"
      check ("kind" in ('charge', 'refund', 'company_transfer', 'affiliate_transfer',
        'commission_offset', 'commission_clawback'))
    `,
    sql`alter table "money_movement" drop constraint "money_movement_link_check"`,
    sql`
      alter table "money_movement" add constraint "money_movement_link_check" check (
        case
          when "kind" in ('charge', 'refund')
            then "bookingId" is not null and "runId" is null and "commissionId" is null
          when "kind" = 'company_transfer'
            then "runId" is not null and "bookingId" is null and "commissionId" is null
          else "commissionId" is not null and "bookingId" is null and "runId" is null
        end
      )
    `,
    sql`
      create unique index "money_movement_one_commission_offset_idx" on "money_movement" ("commissionId")
      where "kind" = 'commission_offset'
    `,
    sql`
      create unique index "money_movement_one_commission_clawback_idx" on "money_movement" ("commissionId")
      where "kind" = 'commission_clawback'
    `,
    sql`create index "money_movement_commissionId_idx" on "money_movement" ("commissionId") where "commissionId" is not null`,
  ];
  for (const statement of statements) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`drop index if exists "money_movement_commissionId_idx"`,
    sql`drop index if exists "money_movement_one_commission_clawback_idx"`,
    sql`drop index if exists "money_movement_one_commission_offset_idx"`,
    sql`alter table "money_movement" drop constraint "money_movement_link_check"`,
    sql`
      alter table "money_movement" add constraint "money_movement_link_check" check (
        case "kind"
          when 'charge' then "bookingId" is not null and "runId" is null and "commissionId" is null
          when 'refund' then "bookingId" is not null and "runId" is null and "commissionId" is null
          when 'company_transfer' then "runId" is not null and "bookingId" is null and "commissionId" is null
          when 'affiliate_transfer' then "commissionId" is not null and "bookingId" is null and "runId" is null
        end
      )
    `,
    sql`alter table "money_movement" drop constraint "money_movement_kind_check"`,
    sql`
      alter table "money_movement" add constraint "money_movement_kind_check"
      check ("kind" in ('charge', 'refund', 'company_transfer', 'affiliate_transfer'))
    `,
    sql`drop index if exists "affiliate_commission_payable_idx"`,
    sql`alter table "affiliate_commission" drop constraint "affiliate_commission_clawed_back_check"`,
    sql`alter table "affiliate_commission" drop constraint "affiliate_commission_transfer_check"`,
    sql`
      alter table "affiliate_commission" add constraint "affiliate_commission_transfer_check"
      check (("state" = 'paid') = ("transferId" is not null))
    `,
    sql`alter table "affiliate_commission" drop constraint "affiliate_commission_paid_check"`,
    sql`
      alter table "affiliate_commission" add constraint "affiliate_commission_paid_check"
      check (("state" = 'paid') = ("paidAt" is not null))
    `,
    sql`alter table "affiliate_commission" drop constraint "affiliate_commission_approved_check"`,
    sql`
      alter table "affiliate_commission" add constraint "affiliate_commission_approved_check"
      check ("state" = 'reversed' or (("approvedAt" is not null) = ("state" in ('pending', 'paid'))))
    `,
    sql`alter table "affiliate_commission" drop constraint "affiliate_commission_state_check"`,
    sql`
      alter table "affiliate_commission" add constraint "affiliate_commission_state_check"
      check ("state" in ('expected', 'pending', 'paid', 'reversed'))
    `,
    sql`alter table "affiliate_commission" drop constraint "affiliate_commission_withheld_check"`,
    sql`alter table "affiliate_commission" drop column "clawedBackAt"`,
    sql`alter table "affiliate_commission" drop column "withheldCents"`,
  ];
  for (const statement of statements) {
    await statement.execute(db);
  }
}
