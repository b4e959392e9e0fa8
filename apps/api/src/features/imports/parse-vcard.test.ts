// vCard files of each version, written as the tools firms use export them, read into Google
// Contacts' CSV layout: the exact header row and every cell.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPORT_LIMITS } from '../../config.js';
import { decodeText } from './detect-file-kind.js';
import { parseImportFile } from './parse-import-file.js';
import { parseVcard } from './parse-vcard.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** Each row as its non-empty cells by header; with the header row, that is the whole table. */
function table(name: string) {
  const { headers, rows } = parseVcard(decodeText(fixture(name)));
  for (const row of rows) expect(row).toHaveLength(headers.length);
  const cards = rows.map((row) =>
    Object.fromEntries(headers.map((h, i) => [h, row[i]] as const).filter(([, v]) => v !== '')),
  );
  return { headers, cards };
}

const NAMES = [
  'Name',
  'First Name',
  'Middle Name',
  'Last Name',
  'Name Prefix',
  'Name Suffix',
  'Nickname',
  'Organization Name',
  'Organization Title',
  'Organization Department',
];
const pairs = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => [`${prefix} ${i + 1} - Label`, `${prefix} ${i + 1} - Value`]).flat();
const addresses = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    [
      'Label',
      'Formatted',
      'Street',
      'City',
      'PO Box',
      'Region',
      'Postal Code',
      'Country',
      'Extended Address',
    ].map((p) => `Address ${i + 1} - ${p}`),
  ).flat();

describe('parseVcard', () => {
  it('vCard 2.1 (Outlook, Android): bare types, quoted-printable, charsets, soft breaks, photos skipped', () => {
    const { headers, cards } = table('contacts-2.1.vcf');
    expect(headers).toEqual([
      ...NAMES,
      ...pairs('E-mail', 2),
      ...pairs('Phone', 3),
      ...addresses(1),
      ...pairs('Website', 1),
      'Notes',
    ]);
    expect(cards).toEqual([
      {
        Name: 'Émilie Côté',
        'First Name': 'Émilie',
        'Middle Name': 'Anne',
        'Last Name': 'Côté',
        'Name Prefix': 'Mme',
        'Organization Name': 'Gestion Lafleur inc.',
        'Organization Title': 'Directrice, investissements',
        'Organization Department': 'Acquisitions',
        'E-mail 1 - Value': 'emilie@lafleur.example',
        'E-mail 2 - Value': 'emilie.cote@perso.example',
        'Phone 1 - Label': 'Work',
        'Phone 1 - Value': '(514) 555-0101',
        'Phone 2 - Label': 'Mobile',
        'Phone 2 - Value': '514-555-0102',
        'Phone 3 - Label': 'Work Fax',
        'Phone 3 - Value': '514 555 0103',
        'Address 1 - Label': 'Work',
        'Address 1 - Formatted': '1200 rue Sainte-Catherine O, Bureau 400, Montréal, QC H3B 1K9, Canada',
        'Address 1 - Street': '1200 rue Sainte-Catherine O',
        'Address 1 - City': 'Montréal',
        'Address 1 - Region': 'QC',
        'Address 1 - Postal Code': 'H3B 1K9',
        'Address 1 - Country': 'Canada',
        'Address 1 - Extended Address': 'Bureau 400',
        'Website 1 - Label': 'Work',
        'Website 1 - Value': 'http://www.lafleur.example',
        Notes: 'Rencontrée au salon\nTrès intéressée par le Plateau',
      },
      {
        Name: 'François Gagné',
        'First Name': 'François',
        'Last Name': 'Gagné',
        'E-mail 1 - Label': 'Home',
        'E-mail 1 - Value': 'francois@gagne.example',
        'E-mail 2 - Value': 'fg@bureau.example',
        'Phone 1 - Label': 'Mobile',
        'Phone 1 - Value': '+33 6 12 34 56 78',
        'Phone 2 - Label': 'Home',
        'Phone 2 - Value': '+44 20 7946 0958',
        'Phone 3 - Label': 'Pager',
        'Phone 3 - Value': '514-555-0188',
        'Address 1 - Label': 'Home',
        'Address 1 - Formatted': '8 rue de la Paix, Paris, 75002, France',
        'Address 1 - Street': '8 rue de la Paix',
        'Address 1 - City': 'Paris',
        'Address 1 - Postal Code': '75002',
        'Address 1 - Country': 'France',
        Notes: 'Investisseur européen, fonds privé',
      },
    ]);
  });

  it('vCard 3.0 (Apple, Google): grouped properties, Apple labels, escapes, folded photo skipped', () => {
    const { headers, cards } = table('contacts-3.0.vcf');
    expect(headers).toEqual([
      ...NAMES,
      ...pairs('E-mail', 3),
      ...pairs('Phone', 4),
      ...addresses(2),
      ...pairs('Website', 1),
      'Notes',
    ]);
    expect(cards).toEqual([
      {
        Name: 'M. Jean-Philippe Tremblay CPA',
        'First Name': 'Jean-Philippe',
        'Last Name': 'Tremblay',
        'Name Prefix': 'M.',
        'Name Suffix': 'CPA',
        Nickname: 'JP',
        'Organization Name': 'Immeubles Côté',
        'Organization Title': "Gestionnaire d'immeubles",
        'Organization Department': 'Location',
        'E-mail 1 - Label': 'Other',
        'E-mail 1 - Value': 'jp@cote.example',
        'E-mail 2 - Label': 'Work',
        'E-mail 2 - Value': 'jp.tremblay@cote.example',
        'Phone 1 - Label': 'Mobile',
        'Phone 1 - Value': '(438) 555-0111',
        'Phone 2 - Label': 'Mobile',
        'Phone 2 - Value': '+1 450 555 0112',
        'Phone 3 - Label': 'Work',
        'Phone 3 - Value': '514-555-0113 ext. 204',
        'Phone 4 - Label': 'Home Fax',
        'Phone 4 - Value': '514-555-0114',
        'Address 1 - Label': 'Home',
        'Address 1 - Formatted': '350 Rue Saint-Paul E, Montréal, QC H2Y 1H2, Canada',
        'Address 1 - Street': '350 Rue Saint-Paul E',
        'Address 1 - City': 'Montréal',
        'Address 1 - Region': 'QC',
        'Address 1 - Postal Code': 'H2Y 1H2',
        'Address 1 - Country': 'Canada',
        'Address 2 - Label': 'Work',
        'Address 2 - Formatted': '1 Place Ville Marie, bureau 2100, Montréal, QC H3B 2C4, Canada',
        'Address 2 - Street': '1 Place Ville Marie, bureau 2100',
        'Address 2 - City': 'Montréal',
        'Address 2 - Region': 'QC',
        'Address 2 - Postal Code': 'H3B 2C4',
        'Address 2 - Country': 'Canada',
        Notes: 'Préfère les appels le matin, jamais le vendredi.\nAcheteur sérieux.',
      },
      {
        Name: 'Marie Roy',
        'First Name': 'Marie',
        'Last Name': 'Roy',
        Nickname: 'la patronne',
        'Organization Name': 'Roy Holdings',
        'Organization Title': 'Présidente',
        'E-mail 1 - Label': 'Home',
        'E-mail 1 - Value': 'marie.roy@mail.example',
        'E-mail 2 - Label': 'Work',
        'E-mail 2 - Value': 'mroy@roy-holdings.example',
        'E-mail 3 - Value': 'marie@autre.example',
        'Phone 1 - Label': 'Mobile',
        'Phone 1 - Value': '+1 514-555-0121',
        'Phone 2 - Label': 'Home',
        'Phone 2 - Value': '(514) 555-0122',
        'Phone 3 - Label': 'Work',
        'Phone 3 - Value': '514-555-0123',
        'Phone 4 - Value': '514-555-0124',
        'Address 1 - Label': 'Work',
        'Address 1 - Formatted': '2000 boulevard Robert-Bourassa, Montréal, QC H3A 2T8, Canada',
        'Address 1 - Street': '2000 boulevard Robert-Bourassa',
        'Address 1 - City': 'Montréal',
        'Address 1 - Region': 'QC',
        'Address 1 - Postal Code': 'H3A 2T8',
        'Address 1 - Country': 'Canada',
        'Website 1 - Value': 'https://roy-holdings.example',
        Notes: 'Propriétaire de 12 immeubles, secteur Plateau',
      },
      {
        Name: 'Hydro-Québec',
        'Organization Name': 'Hydro-Québec',
        'E-mail 1 - Label': 'Work',
        'E-mail 1 - Value': 'immobilier@hydro.example',
        'Phone 1 - Label': 'Work',
        'Phone 1 - Value': '1-800-555-0130',
      },
    ]);
  });

  it('vCard 4.0 (Thunderbird): tel: URIs with an extension, quoted types, LABEL, data: photo, VERSION not first', () => {
    const { headers, cards } = table('contacts-4.0.vcf');
    expect(headers).toEqual([
      ...NAMES,
      ...pairs('E-mail', 2),
      ...pairs('Phone', 4),
      ...addresses(2),
      ...pairs('Website', 1),
      'Notes',
    ]);
    expect(cards).toEqual([
      {
        Name: 'Camille Martin',
        'First Name': 'Camille',
        'Last Name': 'Martin',
        Nickname: 'Cam',
        'Organization Name': 'Fonds Martin SA',
        'Organization Title': 'Associée',
        'E-mail 1 - Value': 'camille@martin.example',
        'E-mail 2 - Label': 'Work',
        'E-mail 2 - Value': 'c.martin@fonds.example',
        'Phone 1 - Label': 'Mobile',
        'Phone 1 - Value': '+33 6 98 76 54 32',
        'Phone 2 - Label': 'Work',
        'Phone 2 - Value': '+1-312-907-6249;ext=12',
        'Phone 3 - Label': 'Work Fax',
        'Phone 3 - Value': '+33142685300',
        'Phone 4 - Label': 'Home',
        'Phone 4 - Value': '+1 514 555 0141',
        'Address 1 - Label': 'Work',
        'Address 1 - Formatted': '55 avenue des Champs-Élysées, 75008 Paris, France',
        'Address 1 - Street': '55 avenue des Champs-Élysées',
        'Address 1 - City': 'Paris',
        'Address 1 - Postal Code': '75008',
        'Address 1 - Country': 'France',
        'Address 2 - Label': 'Home',
        'Address 2 - Formatted': '4200 rue Saint-Denis, Montréal, QC H2J 2K8, Canada',
        'Address 2 - Street': '4200 rue Saint-Denis',
        'Address 2 - City': 'Montréal',
        'Address 2 - Region': 'QC',
        'Address 2 - Postal Code': 'H2J 2K8',
        'Address 2 - Country': 'Canada',
        'Website 1 - Label': 'Work',
        'Website 1 - Value': 'https://fonds.example',
        Notes: 'Investit au Québec, surtout en bureaux.',
      },
      {
        Name: 'Olivier Bélanger',
        'First Name': 'Olivier',
        'Last Name': 'Bélanger',
        'E-mail 1 - Label': 'Home',
        'E-mail 1 - Value': 'olivier@belanger.example',
        'Phone 1 - Label': 'Pager',
        'Phone 1 - Value': '+15145550150',
        'Phone 2 - Label': 'Other',
        'Phone 2 - Value': '+15145550151',
      },
    ]);
  });

  it('a custom Apple label is kept as written; a card with no email has empty cells', () => {
    const { headers, rows } = parseVcard(
      'BEGIN:VCARD\nVERSION:3.0\nFN:Ann Lee\nitem1.TEL:514-555-0160\nitem1.X-ABLabel:Assistante\nEND:VCARD\n' +
        'begin:vcard\nversion:3.0\nfn:Bob Ray\nemail:bob@ray.example\nend:vcard\n',
    );
    expect(headers).toEqual([...NAMES, ...pairs('E-mail', 1), ...pairs('Phone', 1), 'Notes']);
    expect(rows.map((r) => r.filter(Boolean))).toEqual([
      ['Ann Lee', 'Assistante', '514-555-0160'],
      ['Bob Ray', 'bob@ray.example'],
    ]);
  });

  it('many cards with large photos: one row a card, the photos never reach the table', () => {
    const photo = Array.from({ length: 300 }, () => ` ${'QUJD'.repeat(18)}`).join('\r\n');
    const card = (i: number) =>
      `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person ${i}\r\nPHOTO;ENCODING=b;TYPE=JPEG:QUJD\r\n${photo}\r\nTEL;TYPE=CELL:514-555-${String(i).padStart(4, '0')}\r\nEND:VCARD\r\n`;
    const { headers, rows } = parseVcard(Array.from({ length: 500 }, (_, i) => card(i)).join(''));
    expect(headers).toEqual([...NAMES, ...pairs('Phone', 1), 'Notes']);
    expect(rows).toHaveLength(500);
    expect(rows[499]!.filter(Boolean)).toEqual(['Person 499', 'Mobile', '514-555-0499']);
  });

  it('a card ical.js cannot read is a 400 naming the line its card starts on', () => {
    const text =
      'BEGIN:VCARD\nVERSION:3.0\nFN:Ann Lee\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nN;=x:Lee\nEND:VCARD\n';
    expect(() => parseVcard(text)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        messageKey: 'import.err.vcard',
        fieldKeys: { 'line.5': 'import.err.vcard' },
      }),
    );
  });
});

describe('parseImportFile sends vCard content to parseVcard', () => {
  it('after a BOM and blank lines, whatever the case, whatever the file name', async () => {
    const bytes = Buffer.from('\ufeff\r\n  begin:VCARD\r\nVERSION:4.0\r\nFN:Ann Lee\r\nEND:VCARD\r\n');
    const parsed = await parseImportFile(bytes, DEFAULT_IMPORT_LIMITS);
    expect(parsed.headers[0]).toBe('Name');
    expect(parsed.rows).toEqual([['Ann Lee', ...Array(NAMES.length).fill('')]]);
  });
});
