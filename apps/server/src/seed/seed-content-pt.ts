import {
  type TEventTranslationInput,
  type TTicketTranslationInput,
  ZEventTranslationTexts,
  ZTicketTranslationTexts,
} from '@roteiro/domain/catalogue/event-ticket-translation';
import {
  type TActivityTranslationInput,
  ZActivityTranslationTexts,
} from '@roteiro/domain/catalogue/translation';
import type { Db } from '../db/database.ts';
import { saveActivityTranslation } from '../modules/catalogue-admin/activity-translation.service.ts';
import {
  saveEventTranslation,
  saveTicketTranslation,
} from '../modules/catalogue-admin/event-ticket-translation.service.ts';

/** The texts every demo activity shares (seed.ts writes them in English). */
const shared = {
  cancellationPolicy: 'Cancelamento gratuito até 24 horas antes do início da atividade.',
  whatsIncluded: 'Um guia local credenciado; todo o transporte durante o passeio.',
  whatToExpect: 'Recomendamos calçado confortável: Lisboa é a cidade das sete colinas.',
} satisfies TActivityTranslationInput;

/**
 * The Portuguese (Portugal) version of the demo activities' texts (issue 36), by their English title. The day pass
 * has none on purpose: its page shows a Portuguese reader the English texts, with the note that says so.
 */
export const demoActivityTextsPt: Record<string, TActivityTranslationInput> = {
  'Alfama and Mouraria walking tour with a local guide': {
    ...shared,
    title: 'Visita guiada a pé por Alfama e Mouraria com um guia local',
    description:
      'Suba aos bairros mais antigos de Lisboa com um guia que lá cresceu: fachadas de azulejo, miradouros escondidos, a Sé e as muralhas do castelo, e as histórias do fado que nasceu nestas ruas. Terminamos com uma prova de ginjinha.',
    meetingPoint: 'Praça do Comércio, junto ao Arco da Rua Augusta',
    stops: [
      { title: 'Sé de Lisboa', description: 'A Sé, construída em 1147 no lugar da antiga mesquita.' },
      {
        title: 'Miradouro de Santa Luzia',
        description: 'Um terraço de azulejos com vista sobre os telhados de Alfama e o rio.',
      },
      {
        title: 'Largo do Intendente',
        description: 'Uma praça de fachadas de azulejo no coração da Mouraria.',
      },
    ],
  },
  'Belém monuments by tuk-tuk': {
    ...shared,
    title: 'Monumentos de Belém em tuk-tuk',
    description:
      'Um passeio de tuk-tuk elétrico ao longo do rio até Belém: o Mosteiro dos Jerónimos, o Padrão dos Descobrimentos e a Torre de Belém, com tempo para os famosos pastéis de nata.',
    meetingPoint: 'Estação do Cais do Sodré, entrada principal',
    stops: [
      {
        title: 'Mosteiro dos Jerónimos',
        description: 'Obra-prima do manuelino, classificada Património Mundial da UNESCO.',
      },
      { title: 'Torre de Belém', description: 'A fortaleza que guardava a foz do Tejo.' },
    ],
  },
  'Sintra palaces full-day tour': {
    ...shared,
    title: 'Excursão de um dia aos palácios de Sintra',
    description:
      'Um dia inteiro na serra de Sintra: o colorido Palácio da Pena, a misteriosa Quinta da Regaleira e o seu poço iniciático, almoço no centro histórico e a costa selvagem do Cabo da Roca no regresso.',
    meetingPoint: 'Estação ferroviária de Sintra, em frente à bilheteira',
    stops: [
      { title: 'Palácio da Pena', description: 'O palácio romântico no alto da serra de Sintra.' },
      { title: 'Quinta da Regaleira', description: 'Jardins, grutas e o famoso poço iniciático.' },
      { title: 'Cabo da Roca', description: 'Falésias sobre o Atlântico, no limite do continente.' },
    ],
  },
  'Lisbon sunset tuk-tuk tour': {
    ...shared,
    title: 'Passeio de tuk-tuk ao pôr do sol em Lisboa',
    description:
      'Acompanhe a hora dourada pelas sete colinas de Lisboa num tuk-tuk, com paragens nos melhores miradouros enquanto a cidade se ilumina, e termine junto ao rio.',
    meetingPoint: 'Largo do Chiado, junto à estátua de António Ribeiro',
    stops: [
      {
        title: 'Miradouro da Graça',
        description: 'O miradouro mais alto do centro histórico, de frente para o castelo.',
      },
      {
        title: 'Miradouro de São Pedro de Alcântara',
        description: 'Um jardim em terraço sobre a Baixa e o rio.',
      },
    ],
  },
};

/** Saves the Portuguese texts of a demo activity, through the same service as the admins' editor. */
export async function seedActivityTextsPt(db: Db, activityId: string, englishTitle: string): Promise<void> {
  const texts = demoActivityTextsPt[englishTitle];
  if (texts) {
    await saveActivityTranslation(db, activityId, 'pt-PT', ZActivityTranslationTexts.parse(texts));
  }
}

/** The Portuguese titles of the demo events (seed.ts), by their English title. */
export const demoEventTextsPt: Record<string, TEventTranslationInput> = {
  'Fado night in Alfama': { title: 'Noite de fado em Alfama' },
  "Santo António's eve in Alfama": { title: 'Noite de Santo António em Alfama' },
};

/**
 * The Portuguese texts of the demo tickets (seed-tickets.ts), by their English title. The tram day ticket has
 * none on purpose: the home page shows a Portuguese reader its English texts, with the note that says so.
 */
export const demoTicketTextsPt: Record<string, TTicketTranslationInput> = {
  'Belém Tower skip-the-line entry': {
    title: 'Entrada sem fila na Torre de Belém',
    description:
      'Entrada com hora marcada na fortaleza do século XVI à beira do Tejo, sem fila: suba ao terraço para ver o rio.',
  },
  'Pena Palace and Park entry': {
    title: 'Entrada no Palácio e Parque da Pena',
    description:
      'Entrada no palácio e no parque sobre Sintra: os terraços pintados, as salas de aparato e os caminhos da floresta até à Cruz Alta.',
  },
};

/** Saves the Portuguese texts of the demo events and tickets, through the same services as the admins' editor. */
export async function seedEventAndTicketTextsPt(db: Db): Promise<void> {
  const [events, tickets] = await Promise.all([
    db.selectFrom('event').select(['id', 'title']).execute(),
    db.selectFrom('ticket_product').select(['id', 'title']).execute(),
  ]);
  for (const event of events) {
    const texts = demoEventTextsPt[event.title];
    if (texts) {
      await saveEventTranslation(db, event.id, 'pt-PT', ZEventTranslationTexts.parse(texts));
    }
  }
  for (const ticket of tickets) {
    const texts = demoTicketTextsPt[ticket.title];
    if (texts) {
      await saveTicketTranslation(db, ticket.id, 'pt-PT', ZTicketTranslationTexts.parse(texts));
    }
  }
}
