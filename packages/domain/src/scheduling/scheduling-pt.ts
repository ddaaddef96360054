import type { TTranslations } from '../i18n/translations.ts';
import { PLAN_MIN_SEATS, PLAN_MIN_VEHICLES, PLANNING_CUTOFF_TIME } from './rules.ts';
import type { schedulingTexts } from './scheduling.ts';

/** The planning screens' texts in Portuguese (Portugal): a company or a guide reading Roteiro in Portuguese. */
export const schedulingTextsPt: TTranslations<typeof schedulingTexts> = {
  seatsMin: `Pelo menos ${PLAN_MIN_SEATS} lugares`,
  vehiclesMin: `Pelo menos ${PLAN_MIN_VEHICLES} veículo`,
  chooseOne: 'Escolha pelo menos uma atividade',
  vehiclesNote:
    'Só são aceites veículos com pelo menos 4 lugares. Um número de lugares errado dá lugar a uma penalização.',
  cutoffPassed:
    'Já passa das 17:00 em Lisboa: as atividades de amanhã já não podem ser escolhidas. Ainda pode juntar-se às atividades de hoje que não começaram.',
  cutoffRefused: 'As atividades de amanhã só podem ser escolhidas até às 17:00 (hora de Lisboa).',
  groupStarted: 'Esta atividade já começou.',
  notPlannable: 'Esta atividade já não pode ser escolhida.',
  staffNotNeeded: 'Esta atividade não precisa de empresa: os bilhetes são validados no ponto de venda.',
  noLongerNeedsSeats:
    'Uma destas atividades já não precisa de lugares. Veja a lista novamente; pode inscrever-se na lista de espera.',
  alreadyJoined: 'Já se juntou a esta atividade.',
  stillNeedsSeats:
    'Esta atividade ainda precisa de lugares: junte-se a ela em vez de entrar na lista de espera.',
  waitListed:
    'Está na lista de espera desta atividade. Enviamos-lhe uma mensagem quando houver lugares livres.',
  alreadyWaitListed: 'Já está na lista de espera desta atividade.',
  waitListLeft: 'Saiu da lista de espera desta atividade.',
  vehiclesTooHigh:
    'O novo número de veículos não pode ser maior do que o número de veículos que lhe foi atribuído.',
  notJoined: 'Não se juntou a esta atividade.',
  planTomorrowBy: (timeLeft: string) =>
    `Planeie o dia de amanhã até às ${PLANNING_CUTOFF_TIME} (hora de Lisboa) — faltam ${timeLeft}`,
  planningClosed: `O planeamento de amanhã fechou às ${PLANNING_CUTOFF_TIME} (hora de Lisboa). Ainda pode juntar-se às atividades de hoje que não começaram.`,
  tomorrowNeedingSeats: (count: number) =>
    count === 0
      ? 'Neste momento, nenhuma atividade de amanhã tem lugares em falta.'
      : count === 1
        ? 'Ainda há 1 atividade de amanhã com lugares em falta.'
        : `Ainda há ${count} atividades de amanhã com lugares em falta.`,
};
