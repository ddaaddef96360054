import { companiesApi } from '@roteiro/domain/staff/companies.api';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';
import { toast } from '../../shared/ui/toasts.ts';

/** Opens the company's payment-provider dashboard in a new tab (operations.md §2, §7). */
export function useOpenPaymentDashboard() {
  const texts = useT();
  const mutation = useMutation({
    mutationFn: () => call(companiesApi.paymentDashboard),
  });

  const open = () => {
    // Open the tab during the click, or pop-up blockers refuse it once the URL arrives.
    const tab = window.open('', '_blank');
    mutation.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          window.open(url, '_blank', 'noopener');
        }
      },
      onError: (error) => {
        tab?.close();
        toast.danger(errorText(error, texts));
      },
    });
  };

  return { open, isPending: mutation.isPending };
}
