// Word lists and value generators for the seed: people and firms of the US and Canadian real-estate
// trade, with the name frequencies search has to cope with (one surname in ten is Smith), and
// street addresses, ZIP/postal codes and area codes that belong together.

/** Small fast PRNG (sfc32) so that a seed number always produces the same data set. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i++) this.u32();
  }

  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
  next(): number {
    return this.u32() / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  between(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += this.int(10);
    return s;
  }
}

export const list = (text: string) =>
  text
    .split(/\s*[,\n]\s*/)
    .map((s) => s.trim())
    .filter(Boolean);

const FIRST_NAMES =
  list(`James, Mary, Robert, Patricia, John, Jennifer, Michael, Linda, David, Elizabeth, William,
  Barbara, Richard, Susan, Joseph, Jessica, Thomas, Sarah, Christopher, Karen, Charles, Lisa, Daniel, Nancy, Matthew,
  Betty, Anthony, Sandra, Mark, Margaret, Donald, Ashley, Steven, Kimberly, Andrew, Emily, Paul, Donna, Joshua,
  Michelle, Kenneth, Carol, Kevin, Amanda, Brian, Melissa, George, Deborah, Timothy, Stephanie, Ronald, Rebecca,
  Jason, Laura, Edward, Helen, Jeffrey, Sharon, Ryan, Cynthia, Jacob, Kathleen, Gary, Amy, Nicholas, Angela, Eric,
  Shirley, Jonathan, Anna, Stephen, Ruth, Larry, Brenda, Justin, Pamela, Scott, Nicole, Brandon, Katherine, Benjamin,
  Samantha, Samuel, Christine, Gregory, Emma, Alexander, Catherine, Patrick, Debra, Frank, Rachel, Raymond, Carolyn,
  Jack, Janet, Dennis, Maria, Jerry, Olivia, Tyler, Heather, Aaron, Diane, Jose, Julie, Adam, Joyce, Nathan, Victoria,
  Priya, Wei, Mei, Raj, Ahmed, Fatima, Omar, Sofia, Diego, Carmen, Luis, Ana, Hiroshi, Yuki, Arjun, Ananya, Mohammed,
  Hélène, François, Geneviève, Étienne, Chloé, Zoé, Noémie, Anaïs, Jérôme, Benoît, Josée, Mélanie, Stéphane,
  Frédéric, Sébastien, René, André, Gaëtan, Raphaël, Léa, Émilie, Amélie, Océane, Rosalie, Félix, Maxime, Mathieu,
  Guillaume, Julien, Isabelle, Nathalie, Sylvie, Marie-Ève, Jean-François, Jean-Philippe, Pierre-Luc, Marc-André`);

const NICKNAMES: Record<string, string> = {
  Robert: 'Bob',
  William: 'Bill',
  Richard: 'Rick',
  Michael: 'Mike',
  James: 'Jim',
  Joseph: 'Joe',
  Thomas: 'Tom',
  Christopher: 'Chris',
  Daniel: 'Dan',
  Elizabeth: 'Liz',
  Margaret: 'Peggy',
  Jennifer: 'Jen',
  Kimberly: 'Kim',
  Anthony: 'Tony',
  'Jean-François': 'JF',
  'Jean-Philippe': 'JP',
  'Marc-André': 'Marc',
  Katherine: 'Kate',
};

// Smith is drawn apart (11% of people, ~10% of all contacts); the rest follow a long-tailed curve, the first names most often.
const SURNAMES = list(`Johnson, Williams, Brown, Jones, Garcia, Miller, Davis, Rodriguez, Martinez, Tremblay,
  Hernandez, Lopez, Gagnon, Wilson, Anderson, Thomas, Taylor, Roy, Moore, Jackson, Côté, Martin, Lee, Bouchard,
  Perez, Thompson, White, Gauthier, Harris, Sanchez, Clark, Morin, Ramirez, Lewis, Robinson, Lavoie, Walker, Young,
  Fortin, Allen, King, Gagné, Wright, Scott, Ouellet, Torres, Nguyen, Hill, Pelletier, Flores, Green, Bélanger,
  Adams, Nelson, Lévesque, Baker, Hall, Bergeron, Rivera, Campbell, Leblanc, Mitchell, Carter, Paquette, Roberts,
  Girard, Gomez, Phillips, Simard, Evans, Turner, Boucher, Diaz, Parker, Caron, Cruz, Edwards, Beaulieu, Collins,
  Reyes, Cloutier, Stewart, Morris, Dubé, Morales, Murphy, Poirier, Cook, Rogers, Fournier, Gutierrez, Ortiz,
  Lapointe, Morgan, Cooper, Leclerc, Peterson, Bailey, Lefebvre, Reed, Kelly, Poulin, Howard, Ramos, Thibault, Kim,
  Cox, St-Pierre, Ward, Richardson, Nadeau, Watson, Brooks, Landry, Chavez, Wood, Martel, James, Bennett, Bédard,
  Gray, Mendoza, Grenier, Ruiz, Hughes, Lessard, Price, Alvarez, Bernier, Castillo, Sanders, Richard, Patel,
  Myers, Michaud, Long, Ross, Hébert, Foster, Jimenez, Desjardins, Powell, Jenkins, Couture, Perry, Russell,
  Turcotte, Sullivan, Bell, Lachance, Coleman, Butler, Parent, Henderson, Barnes, Blais, Gonzales, Fisher, Gosselin,
  Vasquez, Simmons, Savard, Romero, Jordan, Proulx, Patterson, Alexander, Beaudoin, Hamilton, Graham, Demers,
  Reynolds, Griffin, Perron, Wallace, Moreno, Boudreau, West, Cole, Charbonneau, Hayes, Bryant, Mercier, Herrera,
  Gibson, Bisson, Ellis, Tran, Gélinas, Medina, Aguilar, Lemieux, Stevens, Murray, Théberge, Ford, Castro, Marshall,
  Owens, Chen, Wang, Li, Zhang, Liu, Singh, Kumar, Shah, Cohen, Levy, Friedman, Goldberg, Schwartz, O'Brien,
  O'Connor, MacDonald, McLeod, Fraser, Kowalski, Nowak, Rossi, Russo, Esposito, Bianchi, Romano, Costa, Müller`);
const SYLLABLES =
  list(`ka, lo, ven, dra, mir, tos, bel, gar, ris, non, vel, quin, dor, sa, ber, lin, mar, te, zak,
  rov, ski, ler, hof, man, ton, ley, wick, ard, ell, pha, jor, dan, cu, ro, vi, ch, ez, ou, au, et`);

const COMPANY_WORDS =
  list(`Northgate, Riverside, Summit, Harbor, Lakeshore, Pinnacle, Granite, Keystone, Maple,
  Laurentian, Beacon, Meridian, Cornerstone, Oakwood, Bayview, Crescent, Evergreen, Frontier, Gateway, Highland,
  Liberty, Metro, Pacific, Atlantic, Prairie, Sterling, Union, Vista, Westbrook, Royal, Mont-Royal, Saint-Laurent,
  Champlain, Cartier, Rideau, Ironwood, Bluestone, Redwood, Silverline, Harbourfront, Northline, Clearwater,
  Fairview, Hudson, Brookfield, Capstone, Landmark, Parkside, Waterfront, Ashford, Belmont, Crown, Eastgate`);
const COMPANY_NOUNS =
  list(`Realty, Properties, Capital, Holdings, Investments, Development, Partners, Management,
  Asset Management, Real Estate, Construction, Advisors, Ventures, Equities, Land Company, Property Group,
  Commercial, Leasing, Immobilier, Développement`);
const COMPANY_SUFFIXES = list('LLC, Inc., Corp., LP, Ltd., inc., ltée, Group, & Associates, Trust, REIT');
export const JOB_TITLES = list(`Broker, Senior Broker, Asset Manager, Portfolio Manager, VP Acquisitions,
  Leasing Agent, Leasing Director, Property Manager, CFO, CEO, Principal, Managing Director, Analyst, Architect,
  Developer, Owner, Attorney, Controller, Director of Operations, Investment Associate, Courtier immobilier`);
export const PRACTICES =
  list(`Office, Retail, Industrial, Multifamily, Hospitality, Land, Mixed Use, Healthcare,
  Self Storage, Student Housing`);
export const INDUSTRIES = list(`Real Estate, Finance, Construction, Insurance, Legal, Government, Healthcare,
  Education, Technology, Retail`);
const PERSONAL_DOMAINS =
  list(`gmail.com, gmail.com, gmail.com, yahoo.com, outlook.com, hotmail.com, icloud.com,
  aol.com, comcast.net, videotron.ca, sympatico.ca, bell.net, shaw.ca, rogers.com, live.ca, protonmail.com`);
const MAILBOXES = list('info, contact, leasing, admin, accounting, office, sales, acquisitions, reception');

export interface City {
  locality: string;
  state: string;
  country: 'US' | 'CA';
  /** ZIP prefixes (3 digits) or forward sortation areas (3 characters). */
  postal: string[];
  areaCodes: number[];
  sublocalities?: string[];
  neighborhoods?: string[];
  french?: boolean;
  weight: number;
}

const city = (
  locality: string,
  state: string,
  country: 'US' | 'CA',
  weight: number,
  postal: string,
  areaCodes: number[],
  extra: Partial<City> = {},
): City => ({ locality, state, country, weight, postal: list(postal), areaCodes, ...extra });

export const CITIES: City[] = [
  city('New York', 'NY', 'US', 12, '100, 101, 102, 112, 113', [212, 646, 917, 718, 347], {
    sublocalities: ['Manhattan', 'Brooklyn', 'Queens', 'Bronx'],
    neighborhoods: ['Midtown', 'SoHo', 'Chelsea', 'Tribeca', 'Williamsburg', 'Astoria', 'Harlem'],
  }),
  city('Los Angeles', 'CA', 'US', 8, '900, 910, 913', [213, 310, 323, 818], {
    neighborhoods: ['Downtown', 'Hollywood', 'Westwood', 'Silver Lake', 'Venice'],
  }),
  city('Chicago', 'IL', 'US', 6, '606, 607', [312, 773, 872], { neighborhoods: ['The Loop', 'River North'] }),
  city('San Francisco', 'CA', 'US', 4, '941', [415, 628], { neighborhoods: ['SoMa', 'Mission', 'Nob Hill'] }),
  city('Boston', 'MA', 'US', 3, '021, 022', [617, 857]),
  city('Seattle', 'WA', 'US', 3, '981', [206]),
  city('Miami', 'FL', 'US', 3, '331, 332', [305, 786]),
  city('Houston', 'TX', 'US', 4, '770, 772', [713, 832, 281]),
  city('Dallas', 'TX', 'US', 4, '752, 753', [214, 469, 972]),
  city('Atlanta', 'GA', 'US', 3, '303', [404, 678, 470]),
  city('Denver', 'CO', 'US', 2, '802', [303, 720]),
  city('Phoenix', 'AZ', 'US', 3, '850', [602, 480, 623]),
  city('Philadelphia', 'PA', 'US', 3, '191', [215, 267]),
  city('Washington', 'DC', 'US', 2, '200', [202]),
  city('Austin', 'TX', 'US', 2, '787', [512, 737]),
  city('Nashville', 'TN', 'US', 1, '372', [615, 629]),
  city('Minneapolis', 'MN', 'US', 1, '554', [612]),
  city('Portland', 'OR', 'US', 1, '972', [503, 971]),
  city('San Diego', 'CA', 'US', 2, '921', [619, 858]),
  city('Montréal', 'QC', 'CA', 8, 'H2X, H3A, H3B, H2L, H4C, H2T, H3G, H1V', [514, 438], {
    french: true,
    sublocalities: ['Ville-Marie', 'Le Plateau-Mont-Royal', 'Rosemont–La Petite-Patrie', 'Verdun'],
    neighborhoods: ['Vieux-Montréal', 'Griffintown', 'Mile End', 'Quartier Latin'],
  }),
  city('Toronto', 'ON', 'CA', 8, 'M5V, M5H, M4W, M5J, M6K, M4Y', [416, 647, 437], {
    neighborhoods: ['Financial District', 'Yorkville', 'Liberty Village', 'The Annex'],
  }),
  city('Vancouver', 'BC', 'CA', 4, 'V6B, V6C, V6E, V5K', [604, 778, 236], {
    neighborhoods: ['Gastown', 'Yaletown'],
  }),
  city('Calgary', 'AB', 'CA', 2, 'T2P, T2R, T3A', [403, 587, 825]),
  city('Ottawa', 'ON', 'CA', 2, 'K1P, K1R, K2P', [613, 343]),
  city('Québec', 'QC', 'CA', 2, 'G1R, G1K, G1S', [418, 581], { french: true, neighborhoods: ['Saint-Roch'] }),
  city('Edmonton', 'AB', 'CA', 1, 'T5J, T6E', [780, 587]),
  city('Winnipeg', 'MB', 'CA', 1, 'R3C, R2M', [204, 431]),
  city('Halifax', 'NS', 'CA', 1, 'B3H, B3J', [902, 782]),
  city('Laval', 'QC', 'CA', 1, 'H7N, H7T', [450, 579], { french: true }),
  city('Mississauga', 'ON', 'CA', 1, 'L5B, L4W', [905, 289]),
];

const STREET_NAMES = list(`Main, Oak, Pine, Maple, Cedar, Elm, Washington, Lake, Hill, Park, Market, Broadway,
  Madison, Lexington, Commerce, Mission, Howard, Folsom, Sunset, Wilshire, Peachtree, Congress, King, Queen, Bay,
  Yonge, Bloor, Front, Wellington, Adelaide, Richmond, Granville, Hastings, Robson, Jasper, Portage, Spring Garden,
  Church, Grand, Jefferson, Lincoln, Franklin, Jackson, Highland, Riverside, Lakeview, Sycamore, Walnut, Chestnut,
  Willow, Union, Center, Water, Bridge, Mill, Harbor, Ocean, Canal, Prospect, Meadow, Forest, Valley, Sheridan`);
const STREET_TYPES = list('St, St, St, Ave, Ave, Blvd, Rd, Dr, Ln, Way, Pl, Ct, Pkwy');
const FRENCH_NAMES = list(`Sainte-Catherine, Saint-Denis, Sherbrooke, Notre-Dame, Saint-Jacques, Saint-Hubert,
  Papineau, Beaubien, Jean-Talon, Bélanger, Masson, Mont-Royal, Laurier, Bernard, Fleury, Wellington, Ontario, Rachel,
  Duluth, Marie-Anne, Saint-Zotique, Beaudry, Amherst, Peel, Drummond, Stanley, de la Montagne, du Parc,
  de l'Église, des Érables, de Bleury, Atwater, Guy, René-Lévesque, de la Côte-des-Neiges, Décarie, Lajeunesse,
  Saint-Joseph, de la Gauchetière, Saint-Urbain, Christophe-Colomb, Saint-Paul, de Maisonneuve`);
const FRENCH_TYPES = list('Rue, Rue, Rue, Avenue, Boulevard, Chemin, Place');
export const PROPERTY_TYPES =
  list(`Office, Retail, Industrial, Multifamily, Mixed Use, Hotel, Land, Medical Office,
  Warehouse, Flex`);
const LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

/** Cumulative weights for `weighted()`. */
export function cumulative(weights: number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => {
    sum += w;
    out[i] = sum;
  });
  return out.map((v) => v / sum);
}

export function weighted(rng: Random, cum: Float64Array): number {
  const x = rng.next();
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const SURNAME_CUM = cumulative(SURNAMES.map((_, r) => 1 / (r + 10)));
export const CITY_CUM = cumulative(CITIES.map((c) => c.weight));

export function surname(rng: Random): string {
  const x = rng.next();
  if (x < 0.11) return 'Smith';
  // One in twenty is rare (made of syllables), as in real contact lists.
  if (x < 0.16) {
    const s = Array.from({ length: rng.between(2, 4) }, () => rng.pick(SYLLABLES)).join('');
    return s[0]!.toUpperCase() + s.slice(1);
  }
  return SURNAMES[weighted(rng, SURNAME_CUM)]!;
}

export function personName(rng: Random): { name: string; first: string; last: string } {
  const first = rng.pick(FIRST_NAMES);
  const last = surname(rng);
  return { name: `${first} ${last}`, first, last };
}

export const nickname = (first: string) => NICKNAMES[first] ?? null;

export function companyName(rng: Random): string {
  const head = rng.chance(0.4) ? surname(rng) : rng.pick(COMPANY_WORDS);
  const tail = rng.chance(0.6) ? ` ${rng.pick(COMPANY_SUFFIXES)}` : '';
  return `${head} ${rng.pick(COMPANY_NOUNS)}${tail}`;
}

/** ASCII lowercase letters and digits only: "Hélène Côté" → "helenecote". */
export const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** The web domain of a firm, the same for all its staff: "Côté Immobilier inc." → coteimmobilier.ca. */
export function companyDomain(name: string): string {
  const base = slug(
    name.replace(/ (LLC|Inc\.|Corp\.|LP|Ltd\.|inc\.|ltée|Group|& Associates|Trust|REIT)$/, ''),
  );
  return `${base || 'firm'}${/ltée|inc\.|Immobilier|Développement/.test(name) ? '.ca' : '.com'}`;
}

export function personalEmail(first: string, last: string, domain: string | null, rng: Random): string {
  const f = slug(first);
  const l = slug(last);
  const local = rng.pick([`${f}.${l}`, `${f[0]}${l}`, `${f}${l}`, `${f}_${l}`, `${l}.${f}`]);
  return `${local}@${domain ?? rng.pick(PERSONAL_DOMAINS)}`;
}

export const companyEmail = (domain: string, rng: Random) => `${rng.pick(MAILBOXES)}@${domain}`;

/** A valid North American number: the exchange starts with 2-9, is not N11 and not 555. */
export function phoneNumber(rng: Random, areaCode: number): string {
  let exchange: number;
  do exchange = rng.between(200, 999);
  while (exchange % 100 === 11 || exchange === 555);
  return `+1${areaCode}${exchange}${rng.digits(4)}`;
}

export interface AddressParts {
  address: string;
  street_number: string;
  route: string;
  subpremise: string | null;
  locality: string;
  sublocality_level_1: string | null;
  neighborhood: string | null;
  administrative_area_level_1: string;
  postal_code: string;
  postal_code_suffix: string | null;
  country: 'US' | 'CA';
}

/** A street address formatted the way Google's geocoder writes it for that country; a quarter have
 * a unit, unless `units` is false (a building, whose spaces get theirs from `withUnit`). */
export function streetAddress(rng: Random, c: City, units = true): AddressParts {
  const number = String(rng.chance(0.7) ? rng.between(1, 2999) : rng.between(3000, 99999));
  let route: string;
  if (c.french) {
    const dir = rng.chance(0.3) ? ` ${rng.pick(['E', 'O', 'N', 'S'])}` : '';
    route = `${rng.pick(FRENCH_TYPES)} ${rng.pick(FRENCH_NAMES)}${dir}`;
  } else if (rng.chance(0.2)) {
    const n = rng.between(1, 150);
    const suffix =
      n % 10 === 1 && n !== 11
        ? 'st'
        : n % 10 === 2 && n !== 12
          ? 'nd'
          : n % 10 === 3 && n !== 13
            ? 'rd'
            : 'th';
    route = `${rng.chance(0.3) ? `${rng.pick(['W', 'E', 'N', 'S'])} ` : ''}${n}${suffix} ${rng.pick(['St', 'Ave'])}`;
  } else {
    const dir = c.country === 'CA' && rng.chance(0.3) ? ` ${rng.pick(['E', 'W', 'N', 'S'])}` : '';
    route = `${rng.pick(STREET_NAMES)} ${rng.pick(STREET_TYPES)}${dir}`;
  }
  const unit =
    units && rng.chance(0.25) ? String(rng.chance(0.5) ? rng.between(100, 4000) : rng.between(1, 99)) : null;
  const prefix = rng.pick(c.postal);
  let postal: string;
  let suffix: string | null = null;
  if (c.country === 'US') {
    postal = prefix + rng.digits(2);
    if (rng.chance(0.3)) suffix = rng.digits(4);
  } else {
    postal = `${prefix} ${rng.int(10)}${rng.pick([...LETTERS])}${rng.int(10)}`;
  }
  const parts = {
    street_number: number,
    route,
    subpremise: unit,
    locality: c.locality,
    sublocality_level_1: c.sublocalities && rng.chance(0.7) ? rng.pick(c.sublocalities) : null,
    neighborhood: c.neighborhoods && rng.chance(0.4) ? rng.pick(c.neighborhoods) : null,
    administrative_area_level_1: c.state,
    postal_code: postal,
    postal_code_suffix: suffix,
    country: c.country,
  };
  return { address: addressText(parts), ...parts };
}

/** The text of an address from its parts: "815-458 Rue X, Montréal, QC …" in Canada, "458 X St
 * #815, New York, NY …" in the US. */
function addressText(p: Omit<AddressParts, 'address'>): string {
  const unit = p.subpremise;
  const street =
    p.country === 'CA'
      ? `${unit ? `${unit}-` : ''}${p.street_number} ${p.route}`
      : `${p.street_number} ${p.route}${unit ? ` #${unit}` : ''}`;
  const zip = p.postal_code_suffix ? `${p.postal_code}-${p.postal_code_suffix}` : p.postal_code;
  return `${street}, ${p.locality}, ${p.administrative_area_level_1} ${zip}, ${p.country === 'US' ? 'USA' : 'Canada'}`;
}

/** A space of a building: the building's parts (street, city components, postal code) and text
 * with the unit added, so the city search finds both alike. */
export function withUnit(building: AddressParts, unit: string): AddressParts {
  const { address, ...parts } = building;
  const space = { ...parts, subpremise: unit };
  return { address: addressText(space), ...space };
}

export const DAY_MS = 86_400_000;
const PAD2 = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const PAD3 = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
const DAYS = new Map<number, string>();
/** 'YYYY-MM-DD' of a day number (days since 1970-01-01, UTC), cached: the seed writes millions. */
export function isoDay(day: number): string {
  let date = DAYS.get(day);
  if (!date) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    DAYS.set(day, date);
  }
  return date;
}
/** Date#toISOString, formatted by hand: it was the seed's biggest cost (two per row). */
export function iso(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  const t = ms - day * DAY_MS;
  const s = Math.floor(t / 1000);
  return `${isoDay(day)}T${PAD2[Math.floor(s / 3600)]}:${PAD2[Math.floor(s / 60) % 60]}:${PAD2[s % 60]}.${PAD3[t % 1000]}Z`;
}
/** The day `months` calendar months after `day` (the 31st into a shorter month runs over, as
 * Date.UTC does: close enough for a lease's term). */
export function addMonths(day: number, months: number): number {
  const d = new Date(day * DAY_MS);
  return Math.round(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate()) / DAY_MS);
}

/** UUID v7 from the seed's clock and PRNG, so that reruns give the same ids in creation order. */
export function uuid7(ms: number, rng: Random): string {
  const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
  const time = hex(ms, 12);
  const a = rng.u32();
  const b = rng.u32();
  const c = rng.u32();
  return (
    `${time.slice(0, 8)}-${time.slice(8)}-7${hex(a & 0xfff, 3)}-` +
    `${hex(0x8000 | ((a >>> 12) & 0x3fff), 4)}-${hex(b & 0xffff, 4)}${hex(c, 8)}`
  );
}
