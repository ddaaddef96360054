import {
  BOOKING_CUTOFF_MINUTES,
  BOOKING_HOLD_MINUTES,
  REFUND_CUTOFF_HOURS,
  REFUND_RULE,
  refundRule,
} from '@roteiro/domain/booking/rules';
import '@roteiro/domain/i18n/all-translations';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { TSitePageKey } from '@roteiro/domain/site-pages/site-page-paths';

/**
 * The first texts of the site's own pages, in English and in Portuguese (Portugal): who we are, the
 * terms of sale between traveller, Roteiro and the operator (with the refund rule as the storefront states it),
 * and the privacy policy. Admins edit them afterwards at /admin/site-pages; the seed only writes them once.
 */
export type DemoSitePage = {
  key: TSitePageKey;
  locale: TLocale;
  title: string;
  description: string;
  body: string;
};

const hours = REFUND_CUTOFF_HOURS;
const cutoffHours = BOOKING_CUTOFF_MINUTES / 60;
const PRIVACY_EMAIL = 'privacy@roteiro.pt';

const aboutEn = `Roteiro is a marketplace for tours in Portugal. We bring together local tour companies and the travellers who want to see the country with them: guided walks through Alfama, tuk-tuk rides up Lisbon's hills, day trips to Sintra and the Douro valley, boat trips on the Tagus, city passes and tickets.

## Who we are

We are a small team based in Lisbon. Some of us have worked as guides, some have built software for travel companies, and all of us have spent too many afternoons telling visiting friends which tours were worth their money. Roteiro is our answer: one place where every tour is run by a company we know, priced openly and booked in a few minutes.

## How it works

- **Local companies run the tours.** Every activity on Roteiro is run by a Portuguese tour company and its guides. A company joins with a registration code from our team, after we have met them.
- **You book and pay online.** Choose a day, a time and how many of you are coming; your tickets, each with its own QR code, arrive by e-mail as soon as the payment goes through.
- **The guide scans your tickets** at the meeting point, and the company is paid once the tour has run.
- **Plans change.** You can cancel for a full refund up to ${hours} hours before the start, or move your booking to another time, from [Manage your booking](/manage-booking). The [terms of sale](/contracts) say exactly how.

## Beyond single tours

Our concierge team plans whole trips and private transfers between airports and cities: tell us about your trip on the [concierge page](/concierge) and we reply with a plan and a quote. Hotels, hosts and travel writers who recommend our tours can join the [affiliates program](/affiliates).

## Work with us

Run tours in Portugal? [Tell us about your company](/guide/registration). Drive transfers? [Drive transfers with us](/transfer/registration). For anything else, write to us on WhatsApp or through [Tell us how it went](/feedback): we read every message.`;

const aboutPt = `O Roteiro é uma plataforma de reserva de passeios em Portugal. Junta empresas locais de animação turística e os viajantes que querem conhecer o país com elas: visitas guiadas a pé por Alfama, passeios de tuk-tuk pelas colinas de Lisboa, excursões de um dia a Sintra e ao Douro, passeios de barco no Tejo, passes e bilhetes.

## Quem somos

Somos uma pequena equipa com sede em Lisboa. Alguns de nós já trabalharam como guias, outros criaram software para empresas de turismo, e todos passámos demasiadas tardes a explicar a amigos de visita que passeios valiam o que custavam. O Roteiro é a nossa resposta: um só sítio onde cada passeio é feito por uma empresa que conhecemos, com preços claros, e se reserva em poucos minutos.

## Como funciona

- **São empresas locais que fazem os passeios.** Cada atividade do Roteiro é organizada por uma empresa portuguesa de animação turística e pelos seus guias. Uma empresa entra no Roteiro com um código de registo da nossa equipa, depois de a conhecermos.
- **Reserva e paga online.** Escolha o dia, o horário e quantas pessoas vêm; os bilhetes, cada um com o seu código QR, chegam por e-mail assim que o pagamento é aceite.
- **O guia lê os seus bilhetes** no ponto de encontro, e a empresa recebe o pagamento depois de o passeio se realizar.
- **Os planos mudam.** Pode cancelar com reembolso total até ${hours} horas antes do início, ou alterar a reserva para outro horário, em [«Gerir a sua reserva»](/manage-booking). As [condições de venda](/contracts) explicam como.

## Além dos passeios

A nossa equipa de concierge planeia viagens inteiras e transfers privados entre aeroportos e cidades: fale-nos da sua viagem na [página de concierge](/concierge) e respondemos com um plano e um orçamento. Hotéis, alojamentos e autores de viagens que recomendam os nossos passeios podem aderir ao [programa de afiliados](/affiliates).

## Trabalhe connosco

Organiza passeios em Portugal? [Fale-nos da sua empresa](/guide/registration). Faz transfers? [Seja motorista parceiro](/transfer/registration). Para tudo o resto, escreva-nos pelo WhatsApp ou em [«Conte-nos como correu»](/feedback): lemos todas as mensagens.`;

const contractsEn = `These terms apply to every booking made on Roteiro: online, at a partner's point of sale or through our concierge team.

## Who is who

- **You**, the traveller, book and pay for a tour, a pass, an event or a ticket.
- **The operator** is the Portuguese tour company that runs the activity with its own guides and vehicles. It is responsible for the activity itself: the route, the guide, your safety and the insurance Portuguese law requires of tour companies.
- **Roteiro** runs the marketplace: we publish the activity, take the booking and the payment on the operator's behalf, issue your tickets, answer your questions and handle cancellations and refunds.

When you pay, you make a contract for the activity with the operator, through Roteiro as intermediary. Each activity's page states what is included, the meeting point, the languages, the group size and its cancellation terms.

## Prices and payment

Prices are in euros and include VAT. A shared tour is priced per person, a private tour per group. You pay online by card through our payment provider. Your places are held for ${BOOKING_HOLD_MINUTES} minutes while you pay; a booking that is not paid in that time is canceled and nothing is charged. Online booking closes ${cutoffHours} hours before the start.

Your booking is confirmed when the payment goes through, and your tickets (one per person, each with its own QR code) are sent by e-mail. Show them at the meeting point: the guide scans each ticket once.

## Cancellation and refunds

${REFUND_RULE}

In practice:

- **Up to ${hours} hours before the start**, cancel from [Manage your booking](/manage-booking) or the link in your confirmation e-mail. We refund the full amount to the card you paid with (banks usually show it within 5 to 10 working days), and your tickets stop being valid.
- **Within the last ${hours} hours**, or if you do not come, the booking is **non-refundable**: the guide and the places are already set aside for you.
- **A booking paid in cash at a point of sale** is refunded at the point of sale where you paid, under the same ${hours}-hour rule.

Because every booking is for a set date and time, the 14-day right of withdrawal for distance contracts does not apply (Decree-Law 24/2014, article 17); the rule above applies instead.

## Changes

Up to ${hours} hours before the start you can move your booking to another time of the same activity that has enough places, from Manage your booking; we send you new tickets. If the operator has to cancel an activity (bad weather for a boat trip, an emergency), we tell you as soon as we know, and you choose between another time and a full refund.

## On the day

Please be at the meeting point a few minutes before the start, with your tickets. After a reasonable wait the guide may start without late-comers, and a missed activity is not refunded. Tell the guide about special needs when you book, so the operator can prepare.

## Complaints

Tell us first: we answer on WhatsApp and through [Tell us how it went](/feedback), and we take every complaint up with the operator. You can also use the official complaints book at [livroreclamacoes.pt](https://www.livroreclamacoes.pt), or take a dispute to a consumer arbitration centre such as Lisbon's ([centroarbitragemlisboa.pt](https://www.centroarbitragemlisboa.pt)).

These terms are governed by Portuguese law. See also our [privacy policy](/privacy) and the [frequently asked questions](/frequently-asked-questions).`;

const contractsPt = `Estas condições aplicam-se a todas as reservas feitas no Roteiro: online, num ponto de venda parceiro ou através da nossa equipa de concierge.

## Quem é quem

- **O viajante** é quem reserva e paga um passeio, um passe, um evento ou um bilhete.
- **O operador** é a empresa portuguesa de animação turística que realiza a atividade com os seus guias e veículos. É responsável pela atividade em si: o percurso, o guia, a segurança e os seguros que a lei portuguesa exige às empresas de animação turística.
- **O Roteiro** gere a plataforma: publica a atividade, recebe a reserva e o pagamento em nome do operador, emite os bilhetes, responde às suas perguntas e trata dos cancelamentos e reembolsos.

Quando paga, celebra com o operador um contrato para a atividade, com o Roteiro como intermediário. A página de cada atividade indica o que está incluído, o ponto de encontro, as línguas, o tamanho do grupo e as condições de cancelamento.

## Preços e pagamento

Os preços são em euros e incluem IVA. Um passeio partilhado tem preço por pessoa; um passeio privado, preço por grupo. O pagamento é feito online, com cartão, através do nosso prestador de pagamentos. Os seus lugares ficam reservados durante ${BOOKING_HOLD_MINUTES} minutos enquanto paga; uma reserva que não seja paga nesse tempo é cancelada e nada é cobrado. As reservas online fecham ${cutoffHours} horas antes do início.

A reserva fica confirmada quando o pagamento é aceite, e os bilhetes (um por pessoa, cada um com o seu código QR) são enviados por e-mail. Mostre-os no ponto de encontro: o guia lê cada bilhete uma vez.

## Cancelamento e reembolsos

${refundRule('pt-PT')}

Na prática:

- **Até ${hours} horas antes do início**, cancele em [«Gerir a sua reserva»](/manage-booking) ou pela ligação do e-mail de confirmação. Reembolsamos o valor total no cartão com que pagou (os bancos costumam mostrá-lo em 5 a 10 dias úteis), e os seus bilhetes deixam de ser válidos.
- **Nas últimas ${hours} horas**, ou se não comparecer, a reserva **não é reembolsável**: o guia e os lugares já estão guardados para si.
- **Numa reserva paga em dinheiro num ponto de venda**, peça o reembolso no ponto de venda onde pagou, com a mesma regra das ${hours} horas.

Como cada reserva é para uma data e uma hora marcadas, não se aplica o direito de livre resolução de 14 dias dos contratos celebrados à distância (Decreto-Lei n.º 24/2014, artigo 17.º); aplica-se a regra acima.

## Alterações

Até ${hours} horas antes do início, pode alterar a reserva para outro horário da mesma atividade que tenha lugares suficientes, em «Gerir a sua reserva»; enviamos-lhe os novos bilhetes. Se o operador tiver de cancelar uma atividade (mau tempo para um passeio de barco, uma emergência), avisamos assim que soubermos, e pode escolher entre outro horário e o reembolso total.

## No dia

Esteja no ponto de encontro alguns minutos antes do início, com os bilhetes. Depois de uma espera razoável, o guia pode começar sem quem se atrasar, e uma atividade a que não compareça não é reembolsada. Indique ao reservar as necessidades especiais que o guia deva conhecer, para que o operador se possa preparar.

## Reclamações

Fale primeiro connosco: respondemos pelo WhatsApp e em [«Conte-nos como correu»](/feedback), e levamos cada reclamação ao operador. Pode também usar o Livro de Reclamações Eletrónico em [livroreclamacoes.pt](https://www.livroreclamacoes.pt) ou recorrer a um centro de arbitragem de conflitos de consumo, como o de Lisboa ([centroarbitragemlisboa.pt](https://www.centroarbitragemlisboa.pt)).

Estas condições regem-se pela lei portuguesa. Consulte também a nossa [política de privacidade](/privacy) e as [perguntas frequentes](/frequently-asked-questions).`;

const privacyEn = `Roteiro is responsible (the controller) for the personal data described here. This policy says what we keep, why, for how long, who sees it and what you can ask of us under the General Data Protection Regulation (GDPR).

## What we keep and why

- **Your booking**: your name and e-mail address, the names on your tickets and, if you give them, a phone number and notes for the guide. We need them to carry out the contract you asked for: to send your tickets, to tell the guide who is coming and to reach you if something changes (GDPR article 6(1)(b)).
- **Payments**: the amount, the date and the payment provider's reference. Your card details go straight to our payment provider and never reach our servers.
- **Your account**, if you create one: your name, your e-mail address, a one-way hash of your password (never the password itself) and the language you chose.
- **Quote requests and forms**: what you write in them (your trip, your company, your feedback), to answer you.
- **The newsletter**: your e-mail address and language, only once you confirm the subscription from the e-mail we send you (your consent, article 6(1)(a)).
- **Security**: while you are signed in, a session cookie with the browser and network address it was opened from; to stop password guessing and abuse, counts of sign-in attempts and requests, stored as one-way digests that do not name you (our legitimate interest, article 6(1)(f)).
- **Your choices in the browser**: a cookie that remembers your language and, if you arrived through a partner's link, that partner's code for 4 hours, so the booking counts for them. We use no advertising or tracking cookies.

## Who sees it

- **The tour company and its guide** running your activity see your booking: the names on the tickets and the phone number and notes you left for the guide.
- **Our service providers**, each only for its part: the payment provider, the e-mail delivery service and our hosting, all bound by contract to protect your data.
- **Partners (affiliates)** who sent you to us see that a booking counted for them, its activity and their commission, never your name or contact details.

We do not sell personal data and we do not share it for advertising.

## How long we keep it

- **Bookings and payment records**: 10 years, as Portuguese tax and accounting law requires.
- **Your account**: until you delete it in your account's settings; your bookings stay for the period above.
- **Quote requests and form messages**: as long as we need to answer you, and no more than 2 years.
- **The newsletter**: until you unsubscribe with the link at the end of every newsletter e-mail.
- **Sessions**: 7 days after their last use. **Sign-in attempt counts**: 15 minutes. **Request counts**: one day at most.

## Your rights

Under the GDPR you may ask us at any time to:

- show you the personal data we hold about you and give you a copy (access and portability);
- correct it (rectification);
- delete it, unless the law requires us to keep it (erasure);
- restrict its use, or stop using it when you object (restriction and objection).

You may also withdraw a consent you gave, such as the newsletter's, at any time, without affecting what was done before.

Write to [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}) from the e-mail address you used with us, so we know the request is yours. We answer within one month. You can also change your details and delete your account yourself in your account's settings.

If you think we have not handled your data properly, you may complain to the Portuguese data protection authority, the Comissão Nacional de Proteção de Dados ([cnpd.pt](https://www.cnpd.pt)).

## Contact

Roteiro, Lisbon, Portugal: [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}). See also [About us](/about) and our [terms of sale](/contracts).`;

const privacyPt = `O Roteiro é o responsável pelo tratamento dos dados pessoais descritos aqui. Esta política explica que dados guardamos, porquê, durante quanto tempo, quem os vê e o que nos pode pedir ao abrigo do Regulamento Geral sobre a Proteção de Dados (RGPD).

## Que dados guardamos e porquê

- **A sua reserva**: o seu nome e e-mail, os nomes dos bilhetes e, se os indicar, um número de telemóvel e notas para o guia. Precisamos deles para cumprir o contrato que nos pediu: enviar os bilhetes, dizer ao guia quem vem e contactá-lo se alguma coisa mudar (artigo 6.º, n.º 1, alínea b) do RGPD).
- **Pagamentos**: o valor, a data e a referência do prestador de pagamentos. Os dados do seu cartão vão diretamente para o prestador de pagamentos e nunca chegam aos nossos servidores.
- **A sua conta**, se criar uma: o nome, o e-mail, uma impressão irreversível (hash) da palavra-passe (nunca a própria palavra-passe) e a língua que escolheu.
- **Pedidos de orçamento e formulários**: o que neles escreve (a sua viagem, a sua empresa, a sua opinião), para lhe respondermos.
- **A newsletter**: o seu e-mail e a sua língua, só depois de confirmar a subscrição no e-mail que lhe enviamos (o seu consentimento, artigo 6.º, n.º 1, alínea a)).
- **Segurança**: enquanto tem sessão iniciada, um cookie de sessão com o browser e o endereço de rede em que foi aberta; para impedir tentativas de adivinhar palavras-passe e abusos, contagens de tentativas de início de sessão e de pedidos, guardadas como impressões irreversíveis que não o identificam (o nosso interesse legítimo, artigo 6.º, n.º 1, alínea f)).
- **As suas escolhas no browser**: um cookie que guarda a sua língua e, se chegou através da ligação de um parceiro, o código desse parceiro durante 4 horas, para que a reserva lhe seja atribuída. Não usamos cookies de publicidade nem de seguimento.

## Quem os vê

- **A empresa que organiza a sua atividade e o respetivo guia** veem a sua reserva: os nomes dos bilhetes e o telemóvel e as notas que deixou para o guia.
- **Os nossos prestadores de serviços**, cada um só para a sua parte: o prestador de pagamentos, o serviço de envio de e-mails e o alojamento dos servidores, todos obrigados por contrato a proteger os seus dados.
- **Os parceiros (afiliados)** que o trouxeram até nós veem que uma reserva lhes foi atribuída, a atividade e a sua comissão, nunca o seu nome nem os seus contactos.

Não vendemos dados pessoais nem os partilhamos para publicidade.

## Durante quanto tempo

- **Reservas e registos de pagamento**: 10 anos, como exige a lei fiscal e contabilística portuguesa.
- **A sua conta**: até a eliminar nas definições da conta; as reservas ficam pelo prazo acima.
- **Pedidos de orçamento e mensagens dos formulários**: o tempo necessário para lhe responder, e nunca mais de 2 anos.
- **A newsletter**: até cancelar a subscrição com a ligação no fim de cada e-mail da newsletter.
- **Sessões**: 7 dias depois da última utilização. **Contagens de tentativas de início de sessão**: 15 minutos. **Contagens de pedidos**: um dia, no máximo.

## Os seus direitos

Ao abrigo do RGPD, pode pedir-nos a qualquer momento que:

- lhe mostremos os dados pessoais que temos sobre si e lhe demos uma cópia (acesso e portabilidade);
- os corrijamos (retificação);
- os apaguemos, salvo quando a lei nos obriga a guardá-los (apagamento);
- limitemos o seu tratamento, ou deixemos de os tratar quando se opuser (limitação e oposição).

Pode também retirar a qualquer momento um consentimento que tenha dado, como o da newsletter, sem afetar o que foi feito antes.

Escreva para [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}) a partir do e-mail que usou connosco, para sabermos que o pedido é seu. Respondemos no prazo de um mês. Também pode alterar os seus dados e eliminar a sua conta nas definições da conta.

Se considerar que não tratámos os seus dados como devíamos, pode apresentar queixa à Comissão Nacional de Proteção de Dados ([cnpd.pt](https://www.cnpd.pt)).

## Contacto

Roteiro, Lisboa, Portugal: [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}). Consulte também a página [Sobre nós](/about) e as nossas [condições de venda](/contracts).`;

export const demoSitePages: DemoSitePage[] = [
  {
    key: 'about',
    locale: 'en',
    title: 'About Roteiro',
    description:
      'Roteiro is a marketplace for tours in Portugal: guided walks, tuk-tuk rides, day trips and tickets run by local tour companies, booked online in a few minutes.',
    body: aboutEn,
  },
  {
    key: 'about',
    locale: 'pt-PT',
    title: 'Sobre o Roteiro',
    description:
      'O Roteiro é uma plataforma de reserva de passeios em Portugal: visitas guiadas, passeios de tuk-tuk, excursões de um dia e bilhetes de empresas locais, reservados online em poucos minutos.',
    body: aboutPt,
  },
  {
    key: 'contracts',
    locale: 'en',
    title: 'Terms of sale',
    description: `The terms between you, Roteiro and the tour company when you book: prices, payment, tickets, free cancellation up to ${hours} hours before the start, changes and complaints.`,
    body: contractsEn,
  },
  {
    key: 'contracts',
    locale: 'pt-PT',
    title: 'Condições de venda',
    description: `As condições entre si, o Roteiro e a empresa que organiza o passeio quando reserva: preços, pagamento, bilhetes, cancelamento gratuito até ${hours} horas antes do início, alterações e reclamações.`,
    body: contractsPt,
  },
  {
    key: 'privacy',
    locale: 'en',
    title: 'Privacy policy',
    description:
      'What personal data Roteiro keeps when you book, ask for a quote or sign up, why, for how long, who sees it, and how to use your rights under the GDPR.',
    body: privacyEn,
  },
  {
    key: 'privacy',
    locale: 'pt-PT',
    title: 'Política de privacidade',
    description:
      'Que dados pessoais o Roteiro guarda quando reserva, pede um orçamento ou cria uma conta, porquê, durante quanto tempo, quem os vê e como exercer os seus direitos ao abrigo do RGPD.',
    body: privacyPt,
  },
];
