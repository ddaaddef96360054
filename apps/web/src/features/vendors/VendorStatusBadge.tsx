import { Badge } from '@mantine/core';
import type { TAdminVendor } from '@roteiro/domain/vendors/schemas';
import { useT } from '../../shared/i18n/useT.tsx';

/** Pending until the vendor creates its account from the e-mailed link. */
export function VendorStatusBadge({ status }: { status: TAdminVendor['status'] }) {
  const { t } = useT();
  if (status === 'active') {
    return <Badge color="green">{t('counter.vendorStatus.active')}</Badge>;
  }
  if (status === 'pending') {
    return <Badge color="yellow">{t('counter.vendorStatus.pending')}</Badge>;
  }
  return <Badge color="gray">{t('counter.vendorStatus.deactivated')}</Badge>;
}
