// No zod here.
import type { TTranslations } from '../i18n/translations.ts';
import type { bookingMessages } from './messages.ts';

/** The booking flow's messages in Portuguese (Portugal): the web shows the server's answers in them. */
export const bookingMessagesPt: TTranslations<typeof bookingMessages> = {
  slotUnavailable: 'Este horário já não está disponível. Escolha outro.',
  notEnoughPlaces:
    'Já não há lugares suficientes neste horário. Escolha menos participantes ou outro horário.',
  privateTaken: 'Este horário já está reservado para um grupo privado. Escolha outro.',
  tooLate: 'Este horário já não pode ser reservado online: começa daqui a menos de 2 horas.',
  pastDate: 'Esta data já passou.',
  participantsMin: 'Pelo menos 1 participante',
  participantsMax: (max: number) => `No máximo ${max} participantes`,
  unknownCode: 'Este código de desconto não existe ou já não está ativo.',
  clientName: 'Indique o seu nome',
  bookingNotFound: 'Não encontrámos nenhuma reserva com esta referência e este e-mail.',
  linkInvalid: 'Esta ligação não é válida. Abra a ligação do seu e-mail ou volte a procurar a sua reserva.',
  cancelTooLate: 'Esta reserva começa daqui a menos de 24 horas: já não pode ser cancelada nem reembolsada.',
  notPaid: 'Só uma reserva paga pode ser alterada.',
  alreadyCanceled: 'Esta reserva já foi cancelada.',
  canceled: 'A sua reserva foi cancelada e reembolsada.',
  rescheduled: 'A sua reserva foi alterada. Enviámos-lhe os novos bilhetes.',
  rescheduleSameSlot: 'Escolha um horário diferente.',
  bookingChanged: 'Esta reserva foi alterada ao mesmo tempo noutra janela. Verifique-a e tente novamente.',
  chooseKind: 'Escolha um tipo de reserva',
  chooseActivity: 'Escolha uma atividade',
  chooseActivityGroup: 'Escolha o grupo de uma atividade',
  chooseMonth: 'Escolha um mês',
  chooseTime: 'Escolha um horário',
  referenceRequired: 'Introduza a referência da sua reserva',
  phoneInvalid:
    'Indique um número de telemóvel válido, com o indicativo do país (+44…) se não for português.',
  notesTooLong: (max: number) => `Use no máximo ${max} caracteres.`,
};
