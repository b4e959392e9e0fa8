// The word lists the offline parser reads: state and province codes and names, street types
// (USPS Publication 28 suffixes, Canada Post's English and French types), unit designators and
// directions. Keys are lower case without accents (searchText), values the canonical form.

// biome-ignore format: a word list reads best packed
export const US_STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas',
  KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts',
  MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
  NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma',
  OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington',
  WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', PR: 'Puerto Rico',
};

// biome-ignore format: a word list reads best packed
export const CA_PROVINCES: Record<string, string> = {
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador', NS: 'Nova Scotia', NT: 'Northwest Territories', NU: 'Nunavut',
  ON: 'Ontario', PE: 'Prince Edward Island', QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon',
};

/** Other names a province is written with (French, old abbreviations). */
// biome-ignore format: a word list reads best packed
const REGION_ALIASES: Record<string, string> = {
  'colombie-britannique': 'BC', 'nouveau-brunswick': 'NB', 'nouvelle-ecosse': 'NS',
  'terre-neuve-et-labrador': 'NL', 'ile-du-prince-edouard': 'PE',
  'territoires du nord-ouest': 'NT', pq: 'QC', que: 'QC', qc: 'QC', ont: 'ON', 'b.c.': 'BC',
  nfld: 'NL', alta: 'AB', sask: 'SK', man: 'MB', 'p.e.i.': 'PE', 'n.s.': 'NS', 'n.b.': 'NB',
  'd.c.': 'DC',
};

/** Lower-case name or code → [code, country]. */
export const REGIONS = new Map<string, [string, 'US' | 'CA']>();
for (const [code, name] of Object.entries(US_STATES)) {
  REGIONS.set(code.toLowerCase(), [code, 'US']);
  REGIONS.set(name.toLowerCase(), [code, 'US']);
}
for (const [code, name] of Object.entries(CA_PROVINCES)) {
  REGIONS.set(code.toLowerCase(), [code, 'CA']);
  REGIONS.set(name.toLowerCase(), [code, 'CA']);
}
for (const [alias, code] of Object.entries(REGION_ALIASES))
  REGIONS.set(alias, [code, code in CA_PROVINCES ? 'CA' : 'US']);

/** Street types written after the name (English), abbreviation → long form. */
// biome-ignore format: a word list reads best packed
export const SUFFIX_TYPES: Record<string, string> = {
  aly: 'Alley', alley: 'Alley', ave: 'Avenue', av: 'Avenue', avenue: 'Avenue', blvd: 'Boulevard',
  boulevard: 'Boulevard', bnd: 'Bend', bend: 'Bend', byp: 'Bypass', bypass: 'Bypass',
  cir: 'Circle', circle: 'Circle', crcl: 'Circle', ct: 'Court', court: 'Court', cres: 'Crescent',
  crescent: 'Crescent', cove: 'Cove', cv: 'Cove', dr: 'Drive', drive: 'Drive', expy: 'Expressway',
  expressway: 'Expressway', fwy: 'Freeway', freeway: 'Freeway', gate: 'Gate', gdns: 'Gardens',
  gardens: 'Gardens', grv: 'Grove', grove: 'Grove', hts: 'Heights', heights: 'Heights',
  hwy: 'Highway', highway: 'Highway', ln: 'Lane', lane: 'Lane', loop: 'Loop', mall: 'Mall',
  pkwy: 'Parkway', parkway: 'Parkway', pky: 'Parkway', pike: 'Pike', pl: 'Place', place: 'Place',
  plz: 'Plaza', plaza: 'Plaza', pt: 'Point', point: 'Point', rd: 'Road', road: 'Road', row: 'Row',
  run: 'Run', sq: 'Square', square: 'Square', st: 'Street', street: 'Street', str: 'Street',
  ter: 'Terrace', terr: 'Terrace', terrace: 'Terrace', trl: 'Trail', trail: 'Trail',
  tpke: 'Turnpike', turnpike: 'Turnpike', way: 'Way', walk: 'Walk', xing: 'Crossing',
  crossing: 'Crossing', close: 'Close', common: 'Common', grn: 'Green', green: 'Green',
  line: 'Line', sideroad: 'Sideroad', concession: 'Concession', path: 'Path', park: 'Park',
  landing: 'Landing', crt: 'Court', ctr: 'Centre', centre: 'Centre', center: 'Center',
};

/** Street types written before the name: French (Canada Post) and English numbered roads. */
// biome-ignore format: a word list reads best packed
export const PREFIX_TYPES: Record<string, string> = {
  rue: 'Rue', r: 'Rue', boulevard: 'Boulevard', boul: 'Boulevard', bd: 'Boulevard',
  blvd: 'Boulevard', avenue: 'Avenue', av: 'Avenue', ave: 'Avenue', chemin: 'Chemin', ch: 'Chemin',
  place: 'Place', cote: 'Côte', montee: 'Montée', rang: 'Rang', route: 'Route', rte: 'Route',
  allee: 'Allée', impasse: 'Impasse', imp: 'Impasse', promenade: 'Promenade', prom: 'Promenade',
  croissant: 'Croissant', carre: 'Carré', terrasse: 'Terrasse', quai: 'Quai', ruelle: 'Ruelle',
  voie: 'Voie', autoroute: 'Autoroute', sentier: 'Sentier', cours: 'Cours', square: 'Square',
  highway: 'Highway', hwy: 'Highway', 'county road': 'County Road', 'state route': 'State Route',
  'state highway': 'State Highway', 'us highway': 'US Highway', 'us hwy': 'US Highway',
  'farm to market road': 'Farm to Market Road', fm: 'Farm to Market Road',
};

/** The French prefix types: an address starting with one of these is written the French way. */
// biome-ignore format: a word list reads best packed
export const FRENCH_TYPES = new Set([
  'rue', 'r', 'boul', 'boulevard', 'bd', 'chemin', 'ch', 'cote', 'montee', 'rang', 'allee',
  'impasse', 'imp', 'croissant', 'carre', 'terrasse', 'quai', 'ruelle', 'voie', 'autoroute',
  'sentier', 'cours', 'promenade', 'prom',
]);

// biome-ignore format: a word list reads best packed
export const DIRECTIONS: Record<string, string> = {
  n: 'North', s: 'South', e: 'East', w: 'West', ne: 'Northeast', nw: 'Northwest', se: 'Southeast',
  sw: 'Southwest', north: 'North', south: 'South', east: 'East', west: 'West',
  northeast: 'Northeast', northwest: 'Northwest', southeast: 'Southeast', southwest: 'Southwest',
};
// biome-ignore format: a word list reads best packed
export const FRENCH_DIRECTIONS: Record<string, string> = {
  o: 'Ouest', ouest: 'Ouest', e: 'Est', est: 'Est', n: 'Nord', nord: 'Nord', s: 'Sud', sud: 'Sud',
  no: 'Nord-Ouest', ne: 'Nord-Est', so: 'Sud-Ouest', se: 'Sud-Est',
};

/** Unit designators (USPS secondary units, Canada Post, French): the identifier follows them. */
// biome-ignore format: a word list reads best packed
export const UNIT_WORDS = new Set([
  'apt', 'apartment', 'suite', 'ste', 'unit', 'unite', 'fl', 'floor', 'rm', 'room', 'bldg',
  'building', 'dept', 'lot', 'ph', 'penthouse', 'spc', 'space', 'trlr', 'bsmt', 'app',
  'appartement', 'bureau', 'local', 'piece', 'etage', 'ofc', 'office', 'pmb', 'no',
]);
