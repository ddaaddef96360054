import { Button, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { centsToEuros, eurosToCents, formatCents } from '@roteiro/domain/money/money';
import { counterTexts } from '@roteiro/domain/vendors/counter';
import { IconCash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { toast } from '../../shared/ui/toasts.ts';
import { useCashHandoverMutation } from './counterQueries.ts';

/** The admin records cash received from a vendor (at most what the vendor holds), in a keyboard-usable dialog. */
export function CashHandoverButton({
  vendorId,
  outstandingCents,
}: {
  vendorId: string;
  outstandingCents: number;
}) {
  const [isOpen, setOpen] = useState(false);
  const [euros, setEuros] = useState<number | string>(centsToEuros(outstandingCents));
  const [error, setError] = useState<string | null>(null);
  const handover = useCashHandoverMutation(vendorId);

  const open = () => {
    setEuros(centsToEuros(outstandingCents));
    setError(null);
    setOpen(true);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amountCents = eurosToCents(euros);
    if (amountCents === null || amountCents < 1) {
      setError(counterTexts.handoverAmount);
      return;
    }
    handover.mutate(
      { amountCents },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(counterTexts.handoverRecorded);
        },
        onError: (failure) => setError(failure.fields?.amountCents ?? failure.message),
      },
    );
  };

  return (
    <>
      <Button
        leftSection={<IconCash size={18} aria-hidden />}
        mih={44}
        onClick={open}
        disabled={outstandingCents <= 0}
      >
        Record cash received
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title="Cash received from the vendor" centered>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">The vendor holds {formatCents(outstandingCents)} in cash from sales.</Text>
            <NumberInput
              label="Amount received (€)"
              value={euros}
              onChange={(value) => {
                setEuros(value);
                setError(null);
              }}
              min={0.01}
              max={centsToEuros(outstandingCents)}
              decimalScale={2}
              fixedDecimalScale
              allowNegative={false}
              error={error}
              data-autofocus
              required
            />
            <Button type="submit" loading={handover.isPending} mih={44}>
              Record
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
