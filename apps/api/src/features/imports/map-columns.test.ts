// What a header means with no mapping: the layout the vCard reader writes (Google Contacts' current
// CSV layout) maps every column, and the whole header row decides Outlook's Title and Private.
import { describe, expect, it } from 'vitest';
import { mapColumns } from './map-columns.js';

/** Google Contacts' current layout, three of each numbered group (the vCard reader's table). */
const GOOGLE_CURRENT = [
  'First Name',
  'Middle Name',
  'Last Name',
  'Name Prefix',
  'Name Suffix',
  'Nickname',
  'Organization Name',
  'Organization Title',
  'Organization Department',
  ...[1, 2, 3].flatMap((n) => [`E-mail ${n} - Label`, `E-mail ${n} - Value`]),
  ...[1, 2, 3].flatMap((n) => [`Phone ${n} - Label`, `Phone ${n} - Value`]),
  ...[1, 2, 3].flatMap((n) =>
    ['Label', 'Formatted', 'Street', 'City', 'Region', 'Postal Code', 'Country'].map(
      (part) => `Address ${n} - ${part}`,
    ),
  ),
  'Website 1 - Value',
  'Notes',
];

describe('the columns of a contacts file', () => {
  it('maps every column of the layout the vCard reader writes, each numbered group apart', () => {
    const columns = mapColumns('contacts', GOOGLE_CURRENT, undefined);
    expect(columns.filter((c) => !c.field).map((c) => c.header)).toEqual([]);
    const by = (header: string) => columns.find((c) => c.header === header);
    expect(by('E-mail 2 - Label')).toEqual({
      header: 'E-mail 2 - Label',
      field: 'email_type',
      group: 'email2',
    });
    expect(by('Phone 3 - Value')).toEqual({
      header: 'Phone 3 - Value',
      field: 'phone_number',
      group: 'phone3',
    });
    expect(by('Address 2 - Postal Code')).toEqual({
      header: 'Address 2 - Postal Code',
      field: 'postal_code',
      group: 'address2',
    });
    expect(by('Address 3 - Label')?.field).toBe('address_role');
    expect(by('Organization Department')?.field).toBe('department');
  });

  it('reads Outlook’s Title as the name prefix and leaves its Private and E-mail Type out', () => {
    const outlook = mapColumns(
      'contacts',
      ['Title', 'First Name', 'Job Title', 'Business Phone', 'E-mail Address', 'E-mail Type', 'Private'],
      undefined,
    );
    expect(outlook.map((c) => c.field)).toEqual([
      'name_prefix',
      'first_name',
      'job_title',
      'phone_number',
      'email',
      null,
      null,
    ]);
    expect(outlook[3]?.type).toBe('WORK');
    // Without Outlook's columns, Title is the job title (Salesforce, EspoCRM) and private ours.
    expect(mapColumns('contacts', ['Name', 'Title', 'Private'], undefined).map((c) => c.field)).toEqual([
      'name',
      'job_title',
      'private',
    ]);
  });

  it('a mapping sends only the columns it names; several to name keep their order', () => {
    const columns = mapColumns('contacts', ['Last', 'First', 'Mobile Phone'], {
      First: 'name',
      Last: 'name',
    });
    expect(columns).toEqual([
      { header: 'Last', field: 'name' },
      { header: 'First', field: 'name' },
      { header: 'Mobile Phone', field: 'phone_number', type: 'MOBILE' },
    ]);
  });
});
