// The shared schemas give the API (and later the forms) the spec's own messages.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AddressCreate,
  EmailCreate,
  EntityCreate,
  EntityCreateOrUpdate,
  EntityEntityCreate,
  EntityQuery,
  messageText,
  NumberCreate,
  ReceiveMessage,
} from './index.js';

/** The English message of each failing field, as the API answers it. */
function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  // The first issue of a field is the one shown, as the API's error handler does.
  for (const i of result.error.issues) out[i.path.join('.') || '_'] ??= messageText(i.message);
  return out;
}

describe('admin form rules (spec section 5)', () => {
  it('requires a name longer than the minimum', () => {
    expect(errors(EntityCreate, {})).toEqual({ name: 'Name is required' });
    expect(errors(EntityCreate, { name: '   ' })).toEqual({ name: 'Name is required' });
    expect(errors(EntityCreate, { name: 'ab' })).toEqual({ name: 'Name must be longer then 3 characters' });
    expect(EntityCreate.parse({ name: '  IBM  ' }).name).toBe('IBM');
  });

  it('requires an address and an email longer than the minimum', () => {
    expect(errors(AddressCreate, {})).toEqual({ address: 'Address is required' });
    expect(errors(AddressCreate, { address: '12' })).toEqual({
      address: 'Address must be longer then 3 characters',
    });
    expect(errors(EmailCreate, { email: '' })).toEqual({ email: 'Email is required' });
    expect(errors(EmailCreate, { email: 'a@' })).toEqual({ email: 'Email must be longer then 3 characters' });
    expect(errors(EmailCreate, { email: 'not an email' })).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it('requires phone numbers of at least 10 digits that exist', () => {
    expect(errors(NumberCreate, {})).toEqual({ phone_number: 'Phone number is required' });
    expect(errors(NumberCreate, { phone_number: '555-0142' })).toEqual({
      phone_number: 'Number must be longer then 10 digits',
    });
    expect(errors(NumberCreate, { phone_number: '(123) 456-7890' })).toEqual({
      phone_number: 'Enter a valid number',
    });
    expect(NumberCreate.parse({ phone_number: '514.555.0142' }).phone_number).toBe('+15145550142');
  });

  it('limits notes to 500 and status to 15 characters', () => {
    expect(errors(EmailCreate, { email: 'a@b.co', notes: 'x'.repeat(501), status: 'x'.repeat(16) })).toEqual({
      notes: 'Notes cannot be longer than 500 characters',
      status: 'Status cannot be longer than 15 characters',
    });
    expect(EmailCreate.parse({ email: 'a@b.co', notes: 'x'.repeat(500), status: '' })).toMatchObject({
      status: null,
    });
  });

  it('refuses minimum counts below 0 with the spec message of each field', () => {
    expect(
      errors(EntityQuery, { min_addresses: '-1', min_emails: '-1', min_numbers: '-1', min_entities: '-1' }),
    ).toEqual({
      min_addresses: 'Min addresses cannot be less than 0',
      min_emails: 'Min emails cannot be less than 0',
      min_numbers: 'Min numbers cannot be less than 0',
      min_entities: 'Min contacts cannot be less than 0',
    });
  });

  it('pages by 10 from offset 0 and caps the page at 100', () => {
    expect(EntityQuery.parse({})).toMatchObject({ limit: 10, offset: 0 });
    expect(EntityQuery.parse({ limit: '500' }).limit).toBe(100);
  });

  it('refuses unknown fields so uuid and counters cannot be mass-assigned', () => {
    expect(errors(EntityCreate, { name: 'Acme Corp', uuid: 'x', n_linked_entities: 3 })).toMatchObject({
      _: 'Unrecognized keys: "uuid", "n_linked_entities"',
    });
  });

  it('accepts only Canada and the USA', () => {
    expect(AddressCreate.parse({ address: '1 Main St', country: 'United States' }).country).toBe('US');
    expect(AddressCreate.parse({ address: '1 Main St', country: 'canada' }).country).toBe('CA');
    expect(errors(AddressCreate, { address: '1 Main St', country: 'France' })).toEqual({
      country: 'Only addresses in Canada and the USA are accepted',
    });
  });
});

describe('link enumerations', () => {
  const a = '0190f5c2-8a6e-7cc1-9a51-3b8f2b9f1c11';
  const b = '0190f5c2-8a6e-7cc1-9a51-3b8f2b9f1c12';
  it('accepts only the relationships of spec section 3 and no self link', () => {
    expect(
      EntityEntityCreate.safeParse({ entity_id: a, entity_id2: b, relationship: 'CO-OWNER' }).success,
    ).toBe(true);
    expect(errors(EntityEntityCreate, { entity_id: a, entity_id2: b, relationship: 'FRIEND' })).toEqual({
      relationship: 'Relationship must be one of EMPLOYER_EMPLOYEE, OWNER, CO-OWNER, SPOUSE',
    });
    expect(errors(EntityEntityCreate, { entity_id: a, entity_id2: a, relationship: 'SPOUSE' })).toEqual({
      entity_id2: 'A contact cannot be linked to itself',
    });
  });
});

describe('showcase lead (spec section 5)', () => {
  const lead = { name: 'Ann', type: 'Investor', email: 'ann@example.com' };
  it('needs a known type when one is given, a name and an email or a number', () => {
    expect(errors(EntityCreateOrUpdate, { ...lead, type: 'Alien' })).toEqual({
      type: 'Please select a type',
    });
    expect(errors(EntityCreateOrUpdate, { ...lead, name: '' })).toEqual({ name: 'Please enter a name' });
    expect(errors(EntityCreateOrUpdate, { name: 'Ann', type: 'Buyer', email: '', phone_number: '' })).toEqual(
      {
        email: 'You must provide a number or an email',
      },
    );
    expect(errors(EntityCreateOrUpdate, { ...lead, email: 'ann@' })).toEqual({
      email: 'Enter a valid email',
    });
    expect(errors(EntityCreateOrUpdate, { ...lead, phone_number: '12345' })).toEqual({
      phone_number: 'Enter a valid number',
    });
  });
  it('maps the form labels to stored link types', () => {
    const parsed = EntityCreateOrUpdate.parse({
      ...lead,
      email_type: 'Work',
      phone_number: '4155550123',
      phone_type: 'Mobile',
    });
    expect(parsed).toMatchObject({
      email_type: 'WORK',
      phone_type: 'MOBILE',
      phone_number: '+14155550123',
      sunset: true,
    });
  });
});

describe('contact messages (spec section 5)', () => {
  it('gives each field its message', () => {
    expect(errors(ReceiveMessage, { sender_receiver: '', from_: 'x y@z', subject: ' ', body: '' })).toEqual({
      sender_receiver: 'Please enter a name',
      from_: 'Please enter a valid email',
      subject: 'Please enter a subject',
      body: 'Please enter a message',
    });
  });
});
