import type { TTranslations } from '../i18n/translations.ts';
import type { checkinTexts } from './texts.ts';

/** The scan-and-start screens' texts in Portuguese (Portugal): a guide with a Portuguese browser reads them. */
export const checkinTextsPt: TTranslations<typeof checkinTexts> = {
  guestCannotStart: 'Um guia convidado não pode iniciar uma atividade.',
  notToday: 'Esta atividade só pode ser iniciada no próprio dia.',
  alreadyStarted: 'A sua empresa já iniciou esta atividade.',
  otherRunInProgress: 'A sua empresa já tem uma atividade a decorrer. Termine-a antes de iniciar outra.',
  offline:
    'Está sem ligação: os bilhetes lidos são verificados na lista do grupo e o início é enviado quando voltar a ter ligação.',
  startQueued: 'Início da atividade guardado. Será enviado quando voltar a ter ligação.',
  validatedElsewhere: 'Entretanto validados por outro guia:',
  noCamera: 'Não há nenhuma câmara disponível. Escreva antes o código do bilhete.',
  typedCodeLabel: 'Número do bilhete ou referência',
  typedCodeHint: 'Referência da reserva: K7PX9QRT, ou K7PX9QRT 2 para o bilhete 2 dessa reserva.',
  typedCodePlaceholder: 'Impresso no bilhete',
  referenceUnknown: 'Não existe nenhuma reserva com esta referência. Verifique-a e tente novamente.',
  referenceNotInGroup: 'Nenhuma reserva deste grupo tem esta referência.',
  bookingNoValidTickets: 'Esta reserva não tem bilhetes válidos: foi cancelada ou não está paga.',
  bookingAllValidated: 'Os bilhetes desta reserva já foram validados.',
  bookingAllAdded: 'Todos os bilhetes desta reserva já foram adicionados.',
  noTicketAt: (count: number) =>
    count === 1 ? 'Esta reserva só tem o bilhete 1.' : `Esta reserva tem os bilhetes 1 a ${count}.`,
  presentOutOfRange: (available: number) => `Introduza um número de 1 a ${available}.`,
  onlyRoomFor: (room: number) =>
    room === 1 ? 'Só cabe mais 1 pessoa neste grupo.' : `Só cabem mais ${room} pessoas neste grupo.`,
  typedCodeOffline: 'Está sem ligação: abra primeiro a atividade e escreva lá o código.',
  addSomeoneFirst: 'Leia ou escreva pelo menos um bilhete para iniciar.',
};
