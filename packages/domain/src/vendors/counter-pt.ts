import type { TTranslations } from '../i18n/translations.ts';
import { formatPrice } from '../money/money.ts';
import { formatDay } from '../time/format.ts';
import type { counterTexts } from './counter.ts';

const euros = (cents: number) => formatPrice(cents, 'pt-PT');

/** The counter's texts in Portuguese (Portugal): a vendor reading Roteiro in Portuguese. */
export const counterTextsPt: TTranslations<typeof counterTexts> = {
  noVendorAccount: 'Não foi possível encontrar a sua conta de vendedor. Contacte o apoio ao cliente.',
  saleNotFound: 'Não foi possível encontrar esta venda.',
  saleKeyTaken: 'Esta venda já foi feita. Recarregue a página para começar uma nova.',
  cashSaleRecorded: 'Venda em dinheiro registada. Os bilhetes foram enviados por e-mail ao cliente.',
  choosePayment: 'Escolha como o cliente paga',
  chooseLanguage: 'Escolha o idioma do cliente',
  confirmCashTitle: 'Dinheiro recebido?',
  confirmCash: (amountCents: number) =>
    `Confirme que recebeu ${euros(amountCents)} em dinheiro do cliente. Os bilhetes são emitidos de imediato.`,
  cashRefundAtCounter:
    'Esta reserva foi paga em dinheiro num ponto de venda. Peça o reembolso no ponto de venda onde pagou.',
  cashRefunded: (amountCents: number) =>
    `A venda foi cancelada. Devolva ${euros(amountCents)} ao cliente em dinheiro.`,
  refundOnlyCash:
    'No ponto de venda só são reembolsadas as vendas em dinheiro. Os pagamentos com cartão são reembolsados online.',
  saleCanceled: 'A venda foi cancelada e os respetivos lugares ficaram livres.',
  onlyPendingCancel: 'Aqui só pode cancelar uma venda que ainda aguarda o pagamento.',
  printLinkInvalid: 'Esta ligação de impressão não é válida. Peça uma nova ao vendedor.',
  printLinkExpired: 'Esta ligação de impressão expirou. Peça uma nova ao vendedor.',
  scanAccepted: 'Bilhete validado',
  scanNotForVendors:
    'Este bilhete é de um passeio: é validado pelo guia quando o passeio começa. Não pode ser validado aqui.',
  scanPastDay: (day: string) =>
    `Este bilhete era para ${formatDay(day, 'pt-PT')}. Já não pode ser utilizado.`,
  handoverTooMuch: (outstandingCents: number) =>
    `Este valor é superior ao dinheiro que o vendedor tem (${euros(outstandingCents)}).`,
  handoverRecorded: 'A entrega de dinheiro foi registada.',
  handoverAmount: 'Indique o valor recebido',
};
