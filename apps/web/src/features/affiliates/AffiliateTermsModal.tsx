import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  AFFILIATE_MAX_COMMISSION_BASIS_POINTS,
  AFFILIATE_MAX_DISCOUNT_PERCENT,
  affiliateTermsTexts,
  type TAdminAffiliate,
  ZUpdateAffiliateTermsRequest,
} from '@roteiro/domain/affiliates/schemas';
import { useState } from 'react';
import { fieldErrorsOf } from '../../shared/lib/useSchemaForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { useUpdateAffiliateTermsMutation } from './affiliateQueries.ts';

type TErrors = { commissionPercent?: string; discountPercent?: string };

/** The admin changes an affiliate's commission (at most 20 %) and discount; bookings made later only. */
export function AffiliateTermsModal({
  affiliate,
  onClose,
}: {
  affiliate: TAdminAffiliate;
  onClose: () => void;
}) {
  const [commission, setCommission] = useState<number | string>(affiliate.commissionPercent);
  const [discount, setDiscount] = useState<number | string>(affiliate.discountPercent);
  const [errors, setErrors] = useState<TErrors>({});
  const update = useUpdateAffiliateTermsMutation();

  const handleSave = () => {
    const parsed = ZUpdateAffiliateTermsRequest.safeParse({
      commissionPercent: commission === '' ? Number.NaN : Number(commission),
      discountPercent: discount === '' ? Number.NaN : Number(discount),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    update.mutate(
      { affiliateId: affiliate.id, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(affiliateTermsTexts.saved);
          onClose();
        },
        onError: (error) => {
          if (error.fields) {
            setErrors(error.fields);
          }
          toast.danger(error.message);
        },
      },
    );
  };

  return (
    <Modal opened onClose={update.isPending ? () => undefined : onClose} title="Change terms" centered>
      <Stack gap="md">
        <Text size="sm">
          {affiliate.name}: the new commission and discount apply to bookings made from now on. Commissions
          already earned keep their rate.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="Commission (%)"
            min={0}
            max={AFFILIATE_MAX_COMMISSION_BASIS_POINTS / 100}
            decimalScale={2}
            allowNegative={false}
            // A value over the limit stays as typed and is refused with the rule's message on Save, instead of
            // being lowered to the limit behind the admin's back when the field loses the focus.
            clampBehavior="none"
            value={commission}
            onChange={(value) => {
              setCommission(value);
              setErrors({});
            }}
            error={errors.commissionPercent}
            description={`At most ${AFFILIATE_MAX_COMMISSION_BASIS_POINTS / 100} %`}
            data-autofocus
          />
          <NumberInput
            label="Discount (%)"
            min={0}
            max={AFFILIATE_MAX_DISCOUNT_PERCENT}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            value={discount}
            onChange={(value) => {
              setDiscount(value);
              setErrors({});
            }}
            error={errors.discountPercent}
            description={`At most ${AFFILIATE_MAX_DISCOUNT_PERCENT} %`}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button mih={44} loading={update.isPending} onClick={handleSave}>
            Save terms
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
