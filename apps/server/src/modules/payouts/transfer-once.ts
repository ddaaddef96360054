import type { FoundTransfer, PaymentProvider } from '../../platform/payments/payment-provider.ts';

export type TransferOnceOutcome =
  | { kind: 'transferred'; transferId: string }
  /** A transfer of another amount exists for this group: nothing is recorded, a person must look. */
  | { kind: 'mismatch'; earlier: FoundTransfer }
  /** Only looked (`mayCreate` false) and found nothing. */
  | { kind: 'none' };

/**
 * The provider side of paying a claimed run or commission once. A first try transfers with the claim's
 * idempotency key (a replay within the provider's window returns the same transfer); a retry first looks for
 * the transfer of its group, because the provider may have paid while the answer was lost, and Stripe forgets
 * idempotency keys after 24 hours. Throws the provider's error (PaymentProviderError) as it comes.
 */
export async function transferOnce(
  payments: Pick<PaymentProvider, 'createTransfer' | 'findTransfer'>,
  input: {
    isRetry: boolean;
    mayCreate: boolean;
    amountCents: number;
    destinationAccountId: string;
    idempotencyKey: string;
    transferGroup: string;
    metadata: Record<string, string>;
  },
): Promise<TransferOnceOutcome> {
  const earlier = input.isRetry ? await payments.findTransfer(input.transferGroup) : null;
  if (earlier) {
    return earlier.amountCents === input.amountCents
      ? { kind: 'transferred', transferId: earlier.transferId }
      : { kind: 'mismatch', earlier };
  }
  if (!input.mayCreate) {
    return { kind: 'none' };
  }
  const { transferId } = await payments.createTransfer({
    amountCents: input.amountCents,
    destinationAccountId: input.destinationAccountId,
    idempotencyKey: input.idempotencyKey,
    metadata: input.metadata,
    transferGroup: input.transferGroup,
  });
  return { kind: 'transferred', transferId };
}
