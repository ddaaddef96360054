import type { SceneName } from './seed-images.ts';

/**
 * The demo blog: the three articles of operations.md §2, published. Activities are linked
 * with `activity:{slug of the title}` (see packages/domain/src/blog/blog.ts), so the links follow the
 * demo activities whatever ids they get.
 */
export type DemoArticle = {
  slug: string;
  title: string;
  description: string;
  /** A scene of the demo pictures, or the June festival picture drawn below. */
  cover: SceneName | 'june-festival';
  /** Days before the seed day it was published, so the index has an order. */
  daysAgo: number;
  body: string;
};

export const demoArticles: DemoArticle[] = [
  {
    slug: 'sintra-in-a-day',
    title: 'Sintra in a day: palaces, gardens and the edge of Europe',
    description:
      'How to see Pena, Quinta da Regaleira and Cabo da Roca in one day from Lisbon: trains, timings, tickets and where to eat.',
    cover: 'sintra-palace',
    daysAgo: 2,
    body: `Sintra sits in wooded hills forty minutes west of Lisbon, and it is the day trip almost everyone takes. Kings and poets spent their summers here; what they left behind is a cluster of palaces, gardens and castle walls that could fill three days. With a plan, one good day shows you the best of it.

## Getting there

Trains leave **Lisbon Rossio** for Sintra about every twenty minutes and take around 40 minutes; a return costs a few euros on a rechargeable *navegante* card. Aim for a train before 9:00. From Sintra station the town centre is a ten-minute walk, and bus 434 climbs the loop road to the Moorish Castle and Pena Palace. Driving is a poor idea: the lanes in the old town are narrow, one-way and short of parking.

If you would rather not juggle trains, buses and queues, our [Sintra palaces full-day tour](activity:sintra-palaces-full-day-tour) picks you up in Lisbon and brings you back in the evening, with the palace tickets arranged.

## Morning: Pena Palace

Start at the top while the crowds are still on the train. **Pena Palace** is the yellow and red fantasy on the highest hill, built in the 19th century for King Ferdinand II. Entry is by timed ticket, so book online the day before. Walk the terrace around the palace for views across to the Atlantic, then leave time for the park below: lakes, tree ferns and the Cruz Alta viewpoint, the highest point of the hills.

The **Moorish Castle** is next door. Its walls follow the ridge and make a good half-hour walk if the weather is clear. If time is short, skip it; the view from Pena is similar.

## Midday: the old town

Take the bus down to the village and eat in the streets around the **National Palace**, the one with two white conical chimneys. Try a *travesseiro* (a puff pastry pillow filled with almond cream) or a *queijada*, the small cheese tart Sintra has made for centuries.

## Afternoon: Quinta da Regaleira

A short walk from the centre, **Quinta da Regaleira** is the most playful place in Sintra: gardens full of grottoes, towers and tunnels, built at the start of the 20th century by a wealthy collector with a taste for symbols. The famous **Initiation Well** spirals nine levels down into the rock; go down the stairs and leave through the tunnel at the bottom. Allow a good two hours.

## Late afternoon: Cabo da Roca

If you still have energy, **Cabo da Roca** is the westernmost point of mainland Europe, a lighthouse on cliffs 140 metres above the ocean. Bus 403 runs there from Sintra station; from the cape you can carry on to Cascais and take the coastal train back to Lisbon, which makes a full loop.

## Practical tips

- Sintra has its own weather: it is often cooler and mistier than Lisbon, so bring a layer even in summer.
- Wear shoes with grip. The paths are steep, and the well at Regaleira is damp.
- Buy timed tickets for Pena in advance; the other sites rarely sell out outside August.
- Weekdays are much quieter than weekends.

A single day means choosing. If you only see two things, make them Pena and Regaleira.`,
  },
  {
    slug: 'best-things-to-do-in-lisbon-in-2024',
    title: 'The best things to do in Lisbon in 2024',
    description:
      'Viewpoints, trams, Belém, fado and a day out of town: a practical list for a first visit to Lisbon, with what changed this year.',
    cover: 'lisbon-tram',
    daysAgo: 9,
    body: `Lisbon rewards slow travellers. It is a city of seven hills, tiled façades and river light, small enough to cross on foot but steep enough that you will be glad of trams and tuk-tuks. This is our list for a first visit.

## 1. Get lost in Alfama and Mouraria

The oldest quarters survived the 1755 earthquake, and their lanes still follow a medieval plan. Start at the **Sé**, the cathedral, climb to the **Miradouro de Santa Luzia** for the postcard view of red roofs and river, then drop into Mouraria, where fado was born. A local guide makes the history come alive: our [Alfama and Mouraria walking tour](activity:alfama-and-mouraria-walking-tour-with-a-local-guide) covers both in an easy morning.

## 2. Ride the hills

**Tram 28** rattles from Martim Moniz up through Graça and Alfama to Estrela. It is charming and also famously crowded; board at the first stop in the early morning, and keep an eye on your pockets. A [river and tram day pass](activity:lisbon-river-and-tram-day-pass) covers trams, funiculars and the ferry across the Tagus for one price.

## 3. Spend half a day in Belém

Belém is where the ships of the age of discovery set out. The **Jerónimos Monastery** is the masterpiece of the Manueline style, and the **Belém Tower** guarded the river mouth. Between them stand the Monument to the Discoveries and the bakery that has made *pastéis de Belém* since 1837; expect a queue and take it anyway. A [Belém tuk-tuk tour](activity:belem-monuments-by-tuk-tuk) links the monuments without the long walk along the avenue.

## 4. Watch the sunset from a miradouro

Lisbon faces west and south, so the evening light is the city's best show. Good spots: **Miradouro da Graça**, **Senhora do Monte** and **São Pedro de Alcântara** above the Baixa. The [sunset tuk-tuk tour](activity:lisbon-sunset-tuk-tuk-tour) takes in several of them as the sky changes.

## 5. Hear fado

Fado is Lisbon's song of longing, listed by UNESCO as intangible heritage. Skip the places with touts on the door and look for a small *casa de fado* in Alfama or Bairro Alto where the singers take turns through the evening. Dinner usually starts late, around 20:30.

## 6. Eat well for little

Eat grilled fish at a *tasca*, a *bifana* (pork sandwich) at a counter, and *ginjinha*, the sour cherry liqueur, at Rossio. The **Time Out Market** at Cais do Sodré gathers well-known chefs under one roof; the traditional Mercado da Ribeira stalls still trade in the mornings.

## 7. Take a day out of town

Sintra, Cascais and the Arrábida coast are each under an hour away. Sintra is the classic: see our guide to [Sintra in a day](/blog/sintra-in-a-day) or join the [Sintra palaces full-day tour](activity:sintra-palaces-full-day-tour).

## What is special about 2024

This year Portugal marks **fifty years since the Carnation Revolution** of 25 April 1974, which ended the dictatorship without a shot fired by the soldiers. Expect exhibitions across the city, red carnations on the 25th and a huge parade down Avenida da Liberdade.

## Practical notes

- A rechargeable *navegante* card works on metro, buses, trams and ferries.
- The pavements are polished limestone: wear shoes with grip, especially when it rains.
- Museums close on Mondays more often than not.`,
  },
  {
    slug: 'june-celebrations-in-lisbon',
    title: 'June celebrations: the Santos Populares in Lisbon and beyond',
    description:
      'Grilled sardines, paper garlands and street parties until dawn: what the June saints festivals are, where to go and how to enjoy them.',
    cover: 'june-festival',
    daysAgo: 16,
    body: `Every June, Portugal's old neighbourhoods turn into open-air parties. The **Santos Populares**, the popular saints' festivals, honour Saint Anthony, Saint John and Saint Peter, and for a few weeks the streets fill with paper garlands, the smell of grilled sardines and music until the early hours. If you are in Lisbon in June, plan your evenings around them.

## Saint Anthony: Lisbon's night of 12 June

Saint Anthony was born in Lisbon, near the cathedral, and the city celebrates him on the night of **12 to 13 June**; the 13th is a public holiday in Lisbon. On the evening of the 12th, the neighbourhood associations parade in the **Marchas Populares** down Avenida da Liberdade, each with its own costumes, song and choreography prepared for months. Seats along the avenue are limited; arrive early or watch the televised rehearsals in the days before.

After the parade, everyone heads to the **arraiais**, the street parties of Alfama, Mouraria, Graça, Bica and Madragoa. Expect plastic tables in tiny squares, sardines on bread, *caldo verde* soup, bifanas, cold beer and sangria, and dancing to *pimba* pop until dawn. On the 12th, the city also hosts the **Santo António weddings**, when a group of couples marry together at the cathedral.

Do not miss the **manjericos**: small pots of basil with a paper carnation and a short love poem on a flag. They are the traditional gift of the season. Smell the basil by brushing it with your hand, never with your nose, or so the saying goes.

## Saint John in Porto, 23 to 24 June

Porto's festival is the wildest of all. On the night of 23 June the whole city is out, people tap each other on the head with plastic hammers (once it was leeks), launch paper balloons, and watch fireworks over the Douro at midnight. The 24th is a holiday in Porto, and you will need it.

## Saint Peter, 29 June

The season closes with Saint Peter, celebrated especially in fishing towns and in **Sintra**, where the 29th is the local holiday, with a big fair and processions.

## How to enjoy the arraiais

- The parties run throughout June, busiest on Friday and Saturday nights and on the eve of each saint's day.
- Bring cash: many stalls do not take cards.
- The old quarters are steep and packed; wear comfortable shoes and keep valuables close.
- Trams and taxis struggle on festival nights. The metro runs late, and walking is often quickest.
- Book accommodation early: the weekend of 12 June is one of the busiest of the year.

## See the neighbourhoods by day too

The same lanes that host the parties are worth seeing in daylight, when you can look at the decorations and hear the stories behind them. Our [Alfama and Mouraria walking tour](activity:alfama-and-mouraria-walking-tour-with-a-local-guide) goes through the heart of the Saint Anthony festival, and the [sunset tuk-tuk tour](activity:lisbon-sunset-tuk-tuk-tour) is a gentle way to reach the viewpoints before the party starts. To move around during the festival days, the [river and tram day pass](activity:lisbon-river-and-tram-day-pass) covers the trams and funiculars.`,
  },
];

/** The June festival cover: paper garlands over a Lisbon street at dusk, a pot of basil and a sardine. */
export function juneFestivalSvg(): string {
  const flags: string[] = [];
  const colours = ['#d9534f', '#f2c230', '#2f8f5a', '#1f4e8c', '#f6bd60', '#e76f51'];
  for (let row = 0; row < 3; row += 1) {
    const y0 = 120 + row * 170;
    for (let i = 0; i < 20; i += 1) {
      const x = 40 + i * 80;
      const sag = Math.sin((i / 19) * Math.PI) * 70;
      const y = y0 + sag;
      flags.push(
        `<polygon points="${x},${y} ${x + 60},${y} ${x + 30},${y + 70}" fill="${colours[(i + row) % colours.length]}"/>`,
      );
    }
    flags.push(
      `<path d="M20 ${y0} Q800 ${y0 + 150} 1580 ${y0}" stroke="#3b2f4a" stroke-width="4" fill="none"/>`,
    );
  }
  const houses = [0, 220, 430, 620, 860, 1060, 1290]
    .map(
      (x, i) =>
        `<rect x="${x}" y="${760 - (i % 3) * 60}" width="${200 + (i % 2) * 30}" height="${480 + (i % 3) * 60}" fill="${['#c97b3d', '#f6e3c3', '#7fb6e6', '#e8d9b5'][i % 4]}"/><rect x="${x + 40}" y="${840 - (i % 3) * 60}" width="40" height="70" fill="#3b2f4a"/><rect x="${x + 120}" y="${840 - (i % 3) * 60}" width="40" height="70" fill="#3b2f4a"/>`,
    )
    .join('');
  const basil = `<rect x="260" y="1000" width="140" height="120" rx="12" fill="#b5523b"/><circle cx="330" cy="960" r="90" fill="#2f8f5a"/><circle cx="290" cy="930" r="50" fill="#3fa86a"/><circle cx="370" cy="940" r="55" fill="#3fa86a"/><circle cx="330" cy="880" r="26" fill="#d9534f"/>`;
  const sardine = `<ellipse cx="1180" cy="1070" rx="200" ry="50" fill="#9fb3cf"/><polygon points="1370,1070 1450,1020 1450,1120" fill="#9fb3cf"/><circle cx="1030" cy="1060" r="10" fill="#121433"/><rect x="940" y="1120" width="520" height="24" rx="12" fill="#7a3b1d"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b3f74"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#sky)"/>${houses}${flags.join('')}${basil}${sardine}</svg>`;
}
