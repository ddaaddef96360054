import '../../shared/ui/styles/all.ts';
import { Modal } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useT } from '../../shared/i18n/useT.tsx';
import { useIsMobile } from '../../shared/lib/useViewport.ts';
import { QuoteWizard, type TQuotePrefill } from './QuoteWizard.tsx';

/** Quote modal width (operations.md §9). */
export const QUOTE_MODAL_WIDTH = 660;

type TQuoteModalProps = { opened: boolean; onClose: () => void; prefill?: TQuotePrefill };

/** The navbar's "Request a quote": the wizard in a 660 px modal, full screen on phones. */
export function QuoteModal({ opened, onClose, prefill }: TQuoteModalProps) {
  const { t } = useT();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('common.nav.requestQuote')}
      size={QUOTE_MODAL_WIDTH}
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': t('common.nav.close') }}
    >
      <QuoteWizard
        prefill={prefill}
        onSent={() => {
          onClose();
          void navigate('/concierge/quote/success');
        }}
      />
    </Modal>
  );
}
