import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  AFFILIATE_MAX_COMMISSION_BASIS_POINTS,
  AFFILIATE_MAX_DISCOUNT_PERCENT,
  type TAdminAffiliate,
  ZUpdateAffiliateTermsRequest,
} from '@roteiro/domain/affiliates/schemas';
import { z } from 'zod';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { useUpdateAffiliateTermsMutation } from './affiliateQueries.ts';
import { affiliateTermsTexts, percentIn } from './affiliateTexts.ts';

/** A percentage as typed (an emptied field is no number, refused with the rule's message). */
const typedPercent = z
  .union([z.number(), z.string()])
  .transform((value) => (value === '' ? Number.NaN : Number(value)));

/** The terms as typed, checked by the domain's schema. */
const ZTermsForm = z.object({
  commissionPercent: typedPercent.pipe(ZUpdateAffiliateTermsRequest.shape.commissionPercent),
  discountPercent: typedPercent.pipe(ZUpdateAffiliateTermsRequest.shape.discountPercent),
});

/** The admin changes an affiliate's commission (at most 20 %) and discount; bookings made later only. */
export function AffiliateTermsModal({
  affiliate,
  onClose,
}: {
  affiliate: TAdminAffiliate;
  onClose: () => void;
}) {
  const texts = useT();
  const form = useDomainForm({
    schema: ZTermsForm,
    initialValues: {
      commissionPercent: affiliate.commissionPercent as number | string,
      discountPercent: affiliate.discountPercent as number | string,
    },
    // A change of either field answers both fields' messages.
    onValuesChange: () => form.clearErrors(),
  });
  const update = useUpdateAffiliateTermsMutation();

  const handleSave = form.onSubmit((terms) => {
    update.mutate(
      { affiliateId: affiliate.id, ...terms },
      {
        onSuccess: () => {
          toast.success(texts.say(affiliateTermsTexts, 'saved'));
          onClose();
        },
        onError: (error) => {
          if (error.fields) {
            form.setErrors(error.fields);
          }
          toast.danger(errorText(error, texts));
        },
      },
    );
  });

  return (
    <Modal
      opened
      onClose={update.isPending ? () => undefined : onClose}
      title={texts.t('affiliate.terms.title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{texts.t('affiliate.terms.intro', { name: affiliate.name })}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={texts.t('affiliate.terms.commission')}
            min={0}
            max={AFFILIATE_MAX_COMMISSION_BASIS_POINTS / 100}
            decimalScale={2}
            allowNegative={false}
            // A value over the limit stays as typed and is refused with the rule's message on Save, instead of
            // being lowered to the limit behind the admin's back when the field loses the focus.
            clampBehavior="none"
            {...form.getInputProps('commissionPercent')}
            description={texts.t('affiliate.terms.atMost', {
              max: percentIn(AFFILIATE_MAX_COMMISSION_BASIS_POINTS / 100, texts.locale),
            })}
            data-autofocus
          />
          <NumberInput
            label={texts.t('affiliate.terms.discount')}
            min={0}
            max={AFFILIATE_MAX_DISCOUNT_PERCENT}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('discountPercent')}
            description={texts.t('affiliate.terms.atMost', {
              max: percentIn(AFFILIATE_MAX_DISCOUNT_PERCENT, texts.locale),
            })}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose} disabled={update.isPending}>
            {texts.t('affiliate.terms.cancel')}
          </Button>
          <Button mih={44} loading={update.isPending} onClick={() => handleSave()}>
            {texts.t('affiliate.terms.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
