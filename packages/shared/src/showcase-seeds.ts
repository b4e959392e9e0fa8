// The showcase pages the web build prerenders (see apps/web/app/features/showcase/initial-data.tsx)
// and the `showcases` table holds. A page is data, not code: another property is one more entry
// here, inserted by a new migration. Migration 0002 inserted the first page from its own frozen
// copy (apps/api/src/db/migrations/frozen/0002-showcase-seeds.ts), so editing an entry here ships
// with a migration that updates its row, on new and existing databases alike.
import type { Localized, Showcase, ShowcaseImage, ShowcaseSectionKey } from './public-site.js';

const NBSP = '\u00a0';

/** The page's images of one section: `/images/showcases/<slug>/<section>-<n>.svg`, 1200 × 800. */
function images(
  slug: string,
  key: ShowcaseSectionKey,
  alts: Array<[en: string, fr: string]>,
): ShowcaseImage[] {
  return alts.map(([en, fr], i) => ({
    src: `/images/showcases/${slug}/${key}-${i + 1}.svg`,
    width: 1200,
    height: 800,
    alt: { en, fr },
  }));
}

const text = (en: string, fr: string): Localized => ({ en, fr });

const SUNSET = '426sunset';

export const SHOWCASE_SEEDS: Showcase[] = [
  {
    slug: SUNSET,
    street_address: '426 Sunset Avenue, Westmount, QC',
    email: 'sunset@sterlingcrest.ca',
    phone: '+15145550426',
    nda_version: '2026-11-21',
    sections: [
      {
        key: 'overview',
        title: text('Overview', 'Aperçu'),
        body: text(
          '426 Sunset Avenue is a 1920s greystone family home on a quiet, tree-lined street in upper Westmount. Fully renovated between 2022 and 2024, it keeps its original stonework, oak millwork and leaded-glass windows. With four bedrooms, three and a half bathrooms and a landscaped south-facing garden, it pairs the character of its period with modern comfort and efficiency. It is offered as an investment opportunity to qualified buyers and investors under a non-disclosure agreement.',
          'Le 426, avenue Sunset est une maison familiale en pierre grise des années 1920, située dans une rue calme et bordée d’arbres du haut de Westmount. Entièrement rénovée de 2022 à 2024, elle a conservé sa maçonnerie d’origine, ses boiseries de chêne et ses fenêtres à vitraux. Avec quatre chambres, trois salles de bains, une salle d’eau et un jardin paysager orienté plein sud, elle allie le cachet d’époque au confort et à l’efficacité d’aujourd’hui. Elle est proposée comme occasion d’investissement à des acheteurs et à des investisseurs qualifiés, sous réserve d’une entente de confidentialité.',
        ),
        images: images(SUNSET, 'overview', [
          [
            'Front façade of the greystone house at 426 Sunset Avenue, with mature trees and a stone walkway',
            'Façade avant de la maison en pierre grise du 426, avenue Sunset, avec ses arbres matures et son allée de pierre',
          ],
          [
            'Sunset Avenue in Westmount, lined with trees in early autumn',
            'L’avenue Sunset, à Westmount, bordée d’arbres au début de l’automne',
          ],
        ]),
      },
      {
        key: 'insights',
        title: text('Insights', 'Perspectives'),
        body: text(
          'Westmount is one of Montréal’s most stable residential markets: its housing stock is small, largely protected by heritage bylaws, and rarely comes up for sale. Single-family homes here have appreciated steadily over the long term, supported by highly regarded schools, the proximity of downtown and sustained demand from families and professionals. Because the renovation is complete, a buyer faces no major capital expenditure in the coming years, and the house suits owner occupancy, an executive lease or a long-term hold. Detailed financials, comparable sales and the renovation file are available on request once the agreement is signed.',
          `Westmount compte parmi les marchés résidentiels les plus stables de Montréal${NBSP}: son parc immobilier est restreint, en grande partie protégé par des règlements patrimoniaux, et les propriétés y changent rarement de mains. Les maisons unifamiliales du secteur ont pris de la valeur de façon soutenue à long terme, grâce à des écoles réputées, la proximité du centre-ville et une demande constante des familles et des professionnels. Comme les rénovations sont terminées, l’acheteur n’aura aucune dépense majeure à prévoir au cours des prochaines années, et la maison se prête aussi bien à une occupation par le propriétaire qu’à une location à un cadre ou à une détention à long terme. Les données financières détaillées, les ventes comparables et le dossier des travaux sont transmis sur demande une fois l’entente signée.`,
        ),
        images: images(SUNSET, 'insights', [
          [
            'Chart of Westmount single-family home prices over the past decade',
            'Graphique de l’évolution du prix des maisons unifamiliales à Westmount au cours de la dernière décennie',
          ],
          [
            'Map locating the property between downtown Montréal and Mount Royal',
            'Carte situant la propriété entre le centre-ville de Montréal et le mont Royal',
          ],
          [
            'Comparison of recent sales of renovated greystone homes in Westmount',
            'Comparaison des ventes récentes de maisons en pierre grise rénovées à Westmount',
          ],
          [
            'Breakdown of the 2022–2024 renovation work by category',
            'Répartition des travaux de rénovation de 2022 à 2024 par catégorie',
          ],
          [
            'Schools, parks and public transit within walking distance of the property',
            'Écoles, parcs et transports en commun accessibles à pied depuis la propriété',
          ],
        ]),
      },
      {
        key: 'pictures',
        title: text('Pictures', 'Photos'),
        body: text(
          'These photographs show the home as it stands today, after the renovation. Original details, from the oak staircase to the plaster mouldings and the wood-burning fireplace, were restored by heritage craftspeople, while the kitchen, bathrooms and mechanical systems are entirely new. A private visit can be arranged for serious buyers and their advisors.',
          'Ces photos présentent la maison telle qu’elle est aujourd’hui, au terme des travaux. Les éléments d’origine, de l’escalier de chêne aux moulures de plâtre en passant par le foyer au bois, ont été restaurés par des artisans spécialisés en patrimoine, tandis que la cuisine, les salles de bains et les systèmes mécaniques sont entièrement neufs. Une visite privée peut être organisée pour les acheteurs sérieux et leurs conseillers.',
        ),
        images: images(SUNSET, 'pictures', [
          [
            'Living room with restored plaster mouldings and a wood-burning fireplace',
            'Salon aux moulures de plâtre restaurées, avec foyer au bois',
          ],
          [
            'Kitchen with custom white oak cabinetry, a marble island and professional appliances',
            'Cuisine aux armoires sur mesure en chêne blanc, avec îlot de marbre et électroménagers professionnels',
          ],
          [
            'Dining room with leaded-glass windows overlooking the garden',
            'Salle à manger aux fenêtres à vitraux donnant sur le jardin',
          ],
          [
            'Primary bedroom with an ensuite bathroom and a walk-in closet',
            'Chambre principale avec salle de bains attenante et garde-robe de plain-pied',
          ],
          [
            'South-facing landscaped garden with a stone terrace',
            'Jardin paysager orienté plein sud, avec terrasse en pierre',
          ],
        ]),
      },
      {
        key: 'activities',
        title: text('Activities', 'Activités'),
        body: text(
          'Sunset Avenue is a short walk from Murray Park, Westmount Park and the Westmount Public Library, and from the shops and cafés of Sherbrooke Street and Greene Avenue. Summit Woods and the trails of Mount Royal are minutes away for walking, running and cross-country skiing, and the Atwater and Vendôme metro stations connect the neighbourhood to downtown and the rest of the city. Families also have some of Montréal’s most sought-after public and private schools close at hand.',
          'L’avenue Sunset se trouve à quelques minutes à pied du parc Murray, du parc Westmount et de la Bibliothèque publique de Westmount, ainsi que des boutiques et des cafés de la rue Sherbrooke et de l’avenue Greene. Le bois du parc Summit et les sentiers du mont Royal, tout proches, se prêtent à la marche, à la course et au ski de fond, et les stations de métro Atwater et Vendôme relient le quartier au centre-ville et au reste de la ville. Les familles ont aussi à proximité certaines des écoles publiques et privées les plus recherchées de Montréal.',
        ),
        images: images(SUNSET, 'activities', [
          ['Walking path through Murray Park in summer', 'Sentier du parc Murray en été'],
          ['Shops and café terraces on Greene Avenue', 'Boutiques et terrasses de cafés de l’avenue Greene'],
          [
            'Cross-country skiing on the trails of Mount Royal in winter',
            'Ski de fond dans les sentiers du mont Royal en hiver',
          ],
        ]),
      },
      {
        key: 'about',
        title: text('About', 'À propos'),
        body: text(
          'Built in 1927 of Montréal greystone, the house offers about 3,400 square feet of living space on three floors, plus a finished basement, on a lot of roughly 5,000 square feet. The 2022–2024 renovation replaced the roof, windows, wiring, plumbing and heating, now provided by a high-efficiency heat pump, and insulated the whole house while preserving its heritage façade. A detached garage and a two-car driveway complete the property.',
          `Construite en 1927 en pierre grise de Montréal, la maison offre environ 3${NBSP}400 pieds carrés d’espace habitable sur trois étages, en plus d’un sous-sol aménagé, sur un terrain d’environ 5${NBSP}000 pieds carrés. Les travaux de 2022 à 2024 ont remplacé la toiture, les fenêtres, le filage électrique, la plomberie et le chauffage, désormais assuré par une thermopompe à haut rendement, et amélioré l’isolation de toute la maison tout en préservant sa façade patrimoniale. Un garage indépendant et une entrée pour deux voitures complètent la propriété.`,
        ),
        images: images(SUNSET, 'about', [
          ['Floor plan of the ground floor', 'Plan du rez-de-chaussée'],
          [
            'Detail of the heritage greystone façade and its original carved lintel',
            'Détail de la façade patrimoniale en pierre grise et de son linteau sculpté d’origine',
          ],
          [
            'Rear of the house with the detached garage and the driveway',
            'Arrière de la maison, avec le garage indépendant et l’entrée',
          ],
        ]),
      },
      {
        key: 'contact',
        title: text('Contact Us', 'Nous joindre'),
        body: text(
          'Have a question about 426 Sunset Avenue, or would you like to arrange a private visit or receive the complete information package? Write to sunset@sterlingcrest.ca or call (514) 555-0426, and a member of our team will get back to you within one business day. Everything we share with you remains covered by the non-disclosure agreement.',
          `Vous avez une question sur le 426, avenue Sunset, ou souhaitez-vous organiser une visite privée ou recevoir le dossier complet? Écrivez-nous à sunset@sterlingcrest.ca ou appelez-nous au 514${NBSP}555-0426${NBSP}: un membre de notre équipe vous répondra dans un délai d’un jour ouvrable. Toute l’information que nous vous transmettons demeure couverte par l’entente de confidentialité.`,
        ),
        images: [],
      },
    ],
  },
];
