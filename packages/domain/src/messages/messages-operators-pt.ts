import type { TPartialTranslations } from '../i18n/translations.ts';
import type { messages } from './messages.ts';

/**
 * The spec's messages of the operators' screens (planning, scanning and starting, the company's employees) in
 * Portuguese (Portugal). Kept apart from `messagesPt` so that the storefront's first load does not carry them:
 * each operator area registers them with its own domain texts.
 */
export const messagesOperatorsPt: TPartialTranslations<typeof messages> = {
  // Planning, running activities and scanning.
  noActivitiesTomorrow: 'Sem atividades para amanhã',
  checkAgainLater: 'Volte a verificar mais tarde',
  noToursScheduled: 'Não há passeios agendados.',
  seatsUpdateTooHigh:
    'O novo número de lugares disponíveis tem de ser inferior ao número de lugares que lhe foram atribuídos.',
  seatsUpdated: 'Os seus lugares disponíveis para esta atividade foram atualizados.',
  activityCanceled: 'Esta atividade foi cancelada.',
  scheduleUpdated: 'O seu planeamento foi atualizado.',
  activityCompleted: 'A atividade foi concluída.',
  finishFailed:
    'Ocorreu um erro ao terminar a atividade. Tente novamente mais tarde; se o erro persistir, contacte o apoio ao cliente.',
  startFailed:
    'Ocorreu um erro ao iniciar a atividade. Tente novamente mais tarde; se o erro persistir, contacte o apoio ao cliente.',
  qrUnreadable: 'Não foi possível ler o código QR',
  groupFull: 'Este grupo atingiu o número máximo de participantes.',
  participantAlreadyAdded: 'Este participante já foi adicionado ao grupo.',
  ticketOtherTour: 'Este bilhete pertence a outro passeio.',
  ticketReplaced: 'Este bilhete foi substituído quando a reserva foi alterada.',
  ticketAlreadyValidated: 'Este bilhete já foi validado.',
  couldNotStartTour: 'Não foi possível iniciar o passeio',
  invalidTicket: 'Bilhete inválido',
  // The company's employees.
  employeeInvited: 'Enviámos um convite para o e-mail do seu funcionário criar uma conta',
  employeeOwnEmail:
    'Não pode adicionar este e-mail como funcionário. Se quiser adicionar-se como funcionário, use outro e-mail',
  employeeDuplicate: 'Este funcionário já foi adicionado à empresa',
  employeeAddFailed: 'Ocorreu um erro ao adicionar este funcionário. Tente novamente mais tarde.',
  employeeInviteFailed:
    'Ocorreu um erro ao enviar o convite por e-mail ao funcionário. Se o erro persistir, contacte o apoio ao cliente.',
  employeeDeactivated: 'A conta do funcionário foi desativada',
  employeeReactivated: 'A conta do funcionário foi reativada',
  employeeDeactivateFailed: 'Ocorreu um erro ao desativar este funcionário. Tente novamente mais tarde.',
  employeeReactivateFailed: 'Ocorreu um erro ao reativar este funcionário. Tente novamente mais tarde.',
};
