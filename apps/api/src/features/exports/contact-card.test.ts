// One contact as vCard 4.0: every property, TYPE from the link type and the address role, text
// escaped by ical.js, and the card read back by the import's parser.
import { describe, expect, it } from 'vitest';
import { parseVcard } from '../imports/parse-vcard.js';
import { type CardContact, contactCard, nameParts } from './contact-card.js';

const CONTACT: CardContact = {
  uuid: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  name: 'Émilie Côté-Tremblay',
  is_person: true,
  job_title: 'Directrice, investissements',
  company_name: 'Gestion Lafleur; inc.',
  notes: 'Première ligne\nDeuxième, troisième',
  updated_at: '2026-11-27T10:15:00.123Z',
  emails: [
    { email: 'emilie@lafleur.example', type: 'WORK' },
    { email: 'emilie@perso.example', type: 'PERSONAL' },
    { email: 'ec@autre.example', type: 'OTHER' },
  ],
  numbers: [
    { phone_number: '+15145550101', type: 'MOBILE' },
    { phone_number: '+13129076249;ext=12', type: 'OFFICE' },
    { phone_number: '+33142685300', type: 'FAX' },
    { phone_number: '+15145550104', type: 'HOME' },
  ],
  addresses: [
    {
      role: 'HEADQUARTERS',
      address: '1200 rue Sainte-Catherine O, Montréal, QC H3B 1K9',
      post_box: null,
      street_number: '1200',
      route: 'rue Sainte-Catherine O',
      subpremise: '400',
      city: 'Montréal',
      region: 'QC',
      postal_code: 'H3B 1K9',
      country: 'CA',
    },
    {
      role: 'HOME',
      address: '350 Rue Saint-Paul E, Montréal',
      post_box: null,
      street_number: null,
      route: null,
      subpremise: null,
      city: null,
      region: null,
      postal_code: null,
      country: null,
    },
  ],
};

describe('contactCard', () => {
  it('writes a vCard 4.0 with every property, escaped and folded by ical.js', () => {
    expect(contactCard(CONTACT).split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Émilie Côté-Tremblay',
      'N:Côté-Tremblay;Émilie;;;',
      'ORG:Gestion Lafleur\\; inc.',
      'TITLE:Directrice\\, investissements',
      'EMAIL;TYPE=work:emilie@lafleur.example',
      'EMAIL;TYPE=home:emilie@perso.example',
      'EMAIL;TYPE=other:ec@autre.example',
      'TEL;TYPE=cell;VALUE=uri:tel:+15145550101',
      'TEL;TYPE=work,voice;VALUE=uri:tel:+13129076249;ext=12',
      'TEL;TYPE=fax;VALUE=uri:tel:+33142685300',
      'TEL;TYPE=home,voice;VALUE=uri:tel:+15145550104',
      // Folded at 75 octets (RFC 6350 3.2), not characters: é is two.
      'ADR;TYPE=work;LABEL="1200 rue Sainte-Catherine O, Montréal, QC H3B 1K9":;4',
      ' 00;1200 rue Sainte-Catherine O;Montréal;QC;H3B 1K9;CA',
      'ADR;TYPE=home;LABEL="350 Rue Saint-Paul E, Montréal":;;350 Rue Saint-Paul ',
      ' E\\, Montréal;;;;',
      'NOTE:Première ligne\\nDeuxième\\, troisième',
      'UID:urn:uuid:0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      'REV:20261127T101500Z',
      'END:VCARD',
      '',
    ]);
  });

  it('reads back through the import parser as the same contact', () => {
    const { headers, rows } = parseVcard(contactCard(CONTACT));
    const row = Object.fromEntries(headers.map((h, i) => [h, rows[0]![i]]).filter(([, v]) => v !== ''));
    expect(row).toEqual({
      Name: 'Émilie Côté-Tremblay',
      'First Name': 'Émilie',
      'Last Name': 'Côté-Tremblay',
      'Organization Name': 'Gestion Lafleur; inc.',
      'Organization Title': 'Directrice, investissements',
      'E-mail 1 - Label': 'Work',
      'E-mail 1 - Value': 'emilie@lafleur.example',
      'E-mail 2 - Label': 'Home',
      'E-mail 2 - Value': 'emilie@perso.example',
      'E-mail 3 - Label': 'Other',
      'E-mail 3 - Value': 'ec@autre.example',
      'Phone 1 - Label': 'Mobile',
      'Phone 1 - Value': '+15145550101',
      'Phone 2 - Label': 'Work',
      'Phone 2 - Value': '+13129076249;ext=12',
      'Phone 3 - Label': 'Fax',
      'Phone 3 - Value': '+33142685300',
      'Phone 4 - Label': 'Home',
      'Phone 4 - Value': '+15145550104',
      'Address 1 - Label': 'Work',
      'Address 1 - Formatted': '1200 rue Sainte-Catherine O, Montréal, QC H3B 1K9',
      'Address 1 - Street': '1200 rue Sainte-Catherine O',
      'Address 1 - City': 'Montréal',
      'Address 1 - Region': 'QC',
      'Address 1 - Postal Code': 'H3B 1K9',
      'Address 1 - Country': 'CA',
      'Address 1 - Extended Address': '400',
      'Address 2 - Label': 'Home',
      'Address 2 - Formatted': '350 Rue Saint-Paul E, Montréal',
      'Address 2 - Street': '350 Rue Saint-Paul E, Montréal',
      Notes: 'Première ligne\nDeuxième, troisième',
    });
  });

  it('splits a person’s name at the last word; a company or a single word is all family name', () => {
    expect(nameParts('Jean Paul Sartre', true)).toEqual(['Sartre', 'Jean Paul', '', '', '']);
    expect(nameParts('Hydro-Québec', true)).toEqual(['Hydro-Québec', '', '', '', '']);
    expect(nameParts('Roy Holdings inc.', false)).toEqual(['Roy Holdings inc.', '', '', '', '']);
  });
});
