import { Button, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { centsToEuros, eurosToCents } from '@roteiro/domain/money/money';
import { ZCashHandoverRequest } from '@roteiro/domain/vendors/counter';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { useCashHandoverMutation } from './counterQueries.ts';
import { counterTexts } from './counterTexts.ts';

/** The amount as typed, in euros, checked and sent in cents by the domain's rule. */
const ZHandoverForm = z.object({
  euros: z
    .union([z.number(), z.string()])
    .transform(eurosToCents)
    .pipe(ZCashHandoverRequest.shape.amountCents),
});

/** The admin records cash received from a vendor (at most what the vendor holds), in a keyboard-usable dialog. */
export function CashHandoverButton({
  vendorId,
  outstandingCents,
}: {
  vendorId: string;
  outstandingCents: number;
}) {
  const texts = useT();
  const { t, say, price } = texts;
  const [isOpen, setOpen] = useState(false);
  const form = useDomainForm({
    schema: ZHandoverForm,
    initialValues: { euros: centsToEuros(outstandingCents) as number | string },
  });
  const handover = useCashHandoverMutation(vendorId);

  const open = () => {
    form.setValues({ euros: centsToEuros(outstandingCents) });
    form.clearErrors();
    setOpen(true);
  };

  const handleSubmit = form.onSubmit(({ euros: amountCents }) => {
    handover.mutate(
      { amountCents },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(say(counterTexts, 'handoverRecorded'));
        },
        // Any refusal is said at the field (more than the vendor holds, or why it failed).
        onError: (failure) =>
          form.setFieldError('euros', failure.fields?.amountCents ?? errorText(failure, texts)),
      },
    );
  });

  return (
    <>
      <Button
        leftSection={<IconCash size={18} aria-hidden />}
        mih={44}
        onClick={open}
        disabled={outstandingCents <= 0}
      >
        {t('counter.handover.button')}
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={t('counter.handover.title')} centered>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('counter.handover.holds', { amount: price(outstandingCents) })}</Text>
            <NumberInput
              label={t('counter.handover.amount')}
              {...form.getInputProps('euros')}
              min={0.01}
              max={centsToEuros(outstandingCents)}
              decimalScale={2}
              fixedDecimalScale
              allowNegative={false}
              data-autofocus
              required
            />
            <Button type="submit" loading={handover.isPending} mih={44}>
              {t('counter.handover.submit')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
