import type { EmailComplete, EntityComplete } from '@crm/shared';
import { describe, expect, it } from 'vitest';
import { sameRecordId as sameRecord } from '../../portal/record-kinds';
import {
  addableKinds,
  createCall,
  deleteCall,
  listsOf,
  ownerParam,
  relationshipTag,
  retagCalls,
  tagField,
  tagOptions,
} from './link-kinds';

const A = { kind: 'entity' as const, id: '0190a000-0000-7000-8000-00000000000a' };
const B = { kind: 'entity' as const, id: '0190a000-0000-7000-8000-00000000000b' };
const ADDRESS = { kind: 'address' as const, id: '0190a000-0000-7000-8000-0000000000ad' };
const EMAIL = { kind: 'email' as const, id: 'ann+crm@example.com' };
const NUMBER = { kind: 'number' as const, id: '+15145550100' };

describe('link calls (spec §7 path order)', () => {
  it('links an address from either page with the address first in the path', () => {
    const body = { entity_id: A.id, address_id: ADDRESS.id, role: 'HOME' };
    expect(createCall(A, ADDRESS, 'HOME')).toEqual({ route: 'POST /addresses_entities', body });
    expect(createCall(ADDRESS, A, 'HOME')).toEqual({ route: 'POST /addresses_entities', body });
    const remove = { route: 'DELETE /addresses_entities/:address_id/:entity_id', params: [ADDRESS.id, A.id] };
    expect(deleteCall(A, ADDRESS)).toEqual(remove);
    expect(deleteCall(ADDRESS, A)).toEqual(remove);
  });

  it('puts the entity first for emails and numbers (the client encodes the keys)', () => {
    expect(createCall(EMAIL, A, 'WORK').body).toEqual({ entity_id: A.id, email: EMAIL.id, type: 'WORK' });
    expect(deleteCall(EMAIL, A)).toEqual({
      route: 'DELETE /entities_emails/:entity_id/:email',
      params: [A.id, EMAIL.id],
    });
    expect(createCall(A, NUMBER, 'MOBILE').body).toEqual({
      entity_id: A.id,
      phone_number: NUMBER.id,
      type: 'MOBILE',
    });
    expect(retagCalls(NUMBER, A, 'MOBILE', 'FAX')).toEqual([
      {
        route: 'PUT /entities_numbers/:entity_id/:phone_number',
        params: [A.id, NUMBER.id],
        body: { type: 'FAX' },
      },
    ]);
  });

  it('makes the owner the first party of an outgoing relationship and the second of an incoming one', () => {
    expect(createCall(A, B, 'OWNER|out').body).toEqual({
      entity_id: A.id,
      entity_id2: B.id,
      relationship: 'OWNER',
    });
    expect(createCall(A, B, 'OWNER|in').body).toEqual({
      entity_id: B.id,
      entity_id2: A.id,
      relationship: 'OWNER',
    });
    expect(createCall(A, B, 'SPOUSE|both').body).toEqual({
      entity_id: A.id,
      entity_id2: B.id,
      relationship: 'SPOUSE',
    });
  });

  it('retags in place when the direction holds, and relinks the pair when it turns round', () => {
    const pair = { params: [A.id, B.id] };
    const put = 'PUT /entities_entities/:entity_id/:entity_id2';
    expect(retagCalls(A, B, 'OWNER|out', 'OWNER|out')).toEqual([]);
    expect(retagCalls(A, B, 'OWNER|out', 'EMPLOYER_EMPLOYEE|out')).toEqual([
      { route: put, ...pair, body: { relationship: 'EMPLOYER_EMPLOYEE' } },
    ]);
    expect(retagCalls(A, B, 'OWNER|in', 'SPOUSE|both')).toEqual([
      { route: put, ...pair, body: { relationship: 'SPOUSE' } },
    ]);
    // Turned round: one PUT whose path is the new direction, the page's record named second.
    const turned = retagCalls(A, B, 'OWNER|out', 'OWNER|in');
    expect(turned).toEqual([
      {
        route: put,
        params: [B.id, A.id],
        body: { relationship: 'OWNER', as_named: true },
        ownerAt: 'entity_id2',
      },
    ]);
    expect(ownerParam(A, turned[0]!)).toBe('entity_id2');
    // A symmetric link's stored direction is not known: a directed tag states it.
    expect(retagCalls(A, B, 'SPOUSE|both', 'OWNER|out')).toEqual([
      { route: put, ...pair, body: { relationship: 'OWNER', as_named: true }, ownerAt: 'entity_id' },
    ]);
  });
});

describe('tags', () => {
  it('offers each directed relationship both ways and the symmetric ones once', () => {
    expect(tagOptions('entity', 'entity')).toEqual([
      'EMPLOYER_EMPLOYEE|out',
      'EMPLOYER_EMPLOYEE|in',
      'OWNER|out',
      'OWNER|in',
      'CO-OWNER|both',
      'SPOUSE|both',
    ]);
    expect(tagOptions('address', 'entity')).toContain('TRUE_OWNER_CONTACT');
    expect(tagOptions('entity', 'email')).toEqual([
      'MOBILE',
      'FAX',
      'HOME',
      'PERSONAL',
      'WORK',
      'OFFICE',
      'OTHER',
    ]);
    expect([
      tagField('entity', 'entity'),
      tagField('entity', 'address'),
      tagField('number', 'entity'),
    ]).toEqual(['relationship', 'role', 'type']);
  });

  it('reads a stored link from this contact’s side', () => {
    expect(relationshipTag('OWNER', 'outgoing')).toBe('OWNER|out');
    expect(relationshipTag('EMPLOYER_EMPLOYEE', 'incoming')).toBe('EMPLOYER_EMPLOYEE|in');
    expect(relationshipTag('CO-OWNER', 'incoming')).toBe('CO-OWNER|both');
  });

  it('lets an entity add every kind and the others only contacts', () => {
    expect(addableKinds('entity')).toEqual(['entity', 'address', 'email', 'number']);
    expect(addableKinds('email')).toEqual(['entity']);
  });
});

describe('lists of a record', () => {
  it('gives an entity four lists with its own counters', () => {
    const entity = {
      uuid: A.id,
      name: 'Ann',
      n_linked_entities: 1,
      n_linked_addresses: 0,
      n_linked_emails: 1,
      n_linked_numbers: 1,
      links: {
        entities: [{ entity_id: B.id, name: 'Bob', relationship: 'OWNER', direction: 'incoming' }],
        addresses: [],
        emails: [{ email: EMAIL.id, type: 'WORK' }],
        numbers: [{ phone_number: NUMBER.id, type: 'MOBILE' }],
      },
    } as unknown as EntityComplete;
    const lists = listsOf('entity', entity);
    expect(lists.map((l) => [l.otherKind, l.count, l.rows.length])).toEqual([
      ['entity', 1, 1],
      ['address', 0, 0],
      ['email', 1, 1],
      ['number', 1, 1],
    ]);
    expect(lists[0]!.rows[0]).toEqual({ other: B, label: 'Bob', tag: 'OWNER|in' });
    expect(lists[3]!.rows[0]!.label).toBe('(514) 555-0100');
  });

  it('gives an email its contacts', () => {
    const email = {
      email: EMAIL.id,
      n_linked_entities: 1,
      links: { entities: [{ entity_id: A.id, name: 'Ann', type: 'PERSONAL' }] },
    } as unknown as EmailComplete;
    expect(listsOf('email', email)).toEqual([
      { otherKind: 'entity', count: 1, rows: [{ other: A, label: 'Ann', tag: 'PERSONAL' }] },
    ]);
  });

  it('knows a record by its URL form and its stored form', () => {
    expect(sameRecord('email', 'Ann+CRM@Example.com', EMAIL.id)).toBe(true);
    expect(sameRecord('number', '514-555-0100', NUMBER.id)).toBe(true);
    expect(sameRecord('entity', A.id.toUpperCase(), A.id)).toBe(true);
    expect(sameRecord('entity', A.id, B.id)).toBe(false);
  });

  it('names the page’s record in each call, the side its If-Match is the version of', () => {
    expect(ownerParam(EMAIL, createCall(EMAIL, A, 'WORK'))).toBe('email');
    expect(ownerParam(A, createCall(A, EMAIL, 'WORK'))).toBe('entity_id');
    expect(ownerParam(ADDRESS, deleteCall(ADDRESS, A))).toBe('address_id');
    expect(ownerParam(NUMBER, deleteCall(NUMBER, A))).toBe('phone_number');
    // Between two contacts the direction decides where the page's contact goes in a POST.
    expect(ownerParam(A, createCall(A, B, 'OWNER|out'))).toBe('entity_id');
    expect(ownerParam(A, createCall(A, B, 'OWNER|in'))).toBe('entity_id2');
    expect(ownerParam(A, deleteCall(A, B))).toBe('entity_id');
  });
});
