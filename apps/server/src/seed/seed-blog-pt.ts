import { type TBlogTranslationInput, ZBlogTranslationTexts } from '@roteiro/domain/blog/blog-translation';
import type { Db } from '../db/database.ts';
import { saveArticleTranslation } from '../modules/blog/blog-translation.service.ts';

/**
 * The Portuguese (Portugal) version of the demo blog's articles (issue 36), by their slug. Sintra's is complete;
 * Lisbon's has its title and description only (its body shows in English, with the note); the June
 * celebrations have none on purpose, so a Portuguese reader sees an article still in English.
 */
export const demoArticleTextsPt: Record<string, TBlogTranslationInput> = {
  'sintra-in-a-day': {
    title: 'Sintra num dia: palácios, jardins e o fim da Europa',
    description:
      'Como ver a Pena, a Quinta da Regaleira e o Cabo da Roca num só dia a partir de Lisboa: comboios, horários, bilhetes e onde comer.',
    body: `Sintra fica entre colinas arborizadas, a quarenta minutos a oeste de Lisboa, e é a excursão de um dia que quase todos fazem. Reis e poetas passavam aqui os verões; deixaram um conjunto de palácios, jardins e muralhas que podia encher três dias. Com um plano, um bom dia mostra-lhe o melhor.

## Como chegar

Os comboios partem de **Lisboa Rossio** para Sintra mais ou menos de vinte em vinte minutos e demoram cerca de 40 minutos; a ida e volta custa poucos euros num cartão *navegante* recarregável. Apanhe um comboio antes das 9:00. Da estação de Sintra ao centro da vila são dez minutos a pé, e o autocarro 434 sobe a estrada que passa pelo Castelo dos Mouros e pelo Palácio da Pena. Ir de carro não é boa ideia: as ruas da vila velha são estreitas, de sentido único e com pouco estacionamento.

Se preferir não andar entre comboios, autocarros e filas, a nossa [excursão de um dia aos palácios de Sintra](activity:sintra-palaces-full-day-tour) vai buscá-lo a Lisboa e traz-o de volta ao fim do dia, com os bilhetes dos palácios tratados.

## Manhã: Palácio da Pena

Comece pelo topo, enquanto as multidões ainda vêm no comboio. O **Palácio da Pena** é a fantasia amarela e vermelha no alto da serra, construída no século XIX para o rei D. Fernando II. A entrada é por bilhete com hora marcada, por isso compre-o online na véspera. Dê a volta ao terraço do palácio, com vista até ao Atlântico, e guarde tempo para o parque: lagos, fetos arbóreos e o miradouro da Cruz Alta, o ponto mais alto da serra.

O **Castelo dos Mouros** fica ao lado. As muralhas seguem a crista do monte e dão um bom passeio de meia hora se o tempo estiver limpo. Se o tempo for pouco, deixe-o para outra vez; a vista da Pena é parecida.

## Ao meio-dia: a vila velha

Desça de autocarro até à vila e almoce nas ruas à volta do **Palácio Nacional**, o das duas chaminés brancas em forma de cone. Prove um *travesseiro* (massa folhada recheada de creme de amêndoa) ou uma *queijada*, a pequena tarte de queijo que Sintra faz há séculos.

## Tarde: Quinta da Regaleira

A poucos minutos a pé do centro, a **Quinta da Regaleira** é o lugar mais lúdico de Sintra: jardins cheios de grutas, torres e túneis, construídos no início do século XX por um colecionador rico com gosto pelos símbolos. O famoso **Poço Iniciático** desce em espiral nove pisos pela rocha adentro; desça as escadas e saia pelo túnel do fundo. Conte com duas boas horas.

## Fim da tarde: Cabo da Roca

Se ainda tiver energia, o **Cabo da Roca** é o ponto mais ocidental da Europa continental, um farol em falésias a 140 metros sobre o oceano. O autocarro 403 vai até lá a partir da estação de Sintra; do cabo pode seguir para Cascais e regressar a Lisboa no comboio da linha da costa, fechando a volta.

## Conselhos práticos

- Sintra tem o seu próprio clima: costuma estar mais fresco e com mais nevoeiro do que Lisboa, por isso leve um agasalho mesmo no verão.
- Use calçado com boa aderência. Os caminhos são íngremes e o poço da Regaleira é húmido.
- Compre com antecedência os bilhetes com hora marcada para a Pena; os outros monumentos raramente esgotam fora de agosto.
- Os dias úteis são muito mais calmos do que os fins de semana.

Um só dia obriga a escolher. Se só vir duas coisas, que sejam a Pena e a Regaleira.`,
  },
  'best-things-to-do-in-lisbon-in-2024': {
    title: 'O melhor para fazer em Lisboa em 2024',
    description:
      'Miradouros, elétricos, Belém, fado e um dia fora da cidade: uma lista prática para uma primeira visita a Lisboa, com o que mudou este ano.',
  },
};

/** Saves the Portuguese texts of a demo article, through the same service as the admins' editor. */
export async function seedArticleTextsPt(db: Db, articleId: string, slug: string): Promise<void> {
  const texts = demoArticleTextsPt[slug];
  if (texts) {
    await saveArticleTranslation(db, articleId, 'pt-PT', ZBlogTranslationTexts.parse(texts));
  }
}
