// GET /{entities|addresses|emails|numbers}/{id}/history on both databases: every write path leaves
// the entry the record's history answers (its own and its links', from either side), newest first,
// paged; bad paging is a 400, an unknown record a 404, no credential a 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createEmail, createEntity, createNumber, link } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { csv, runImport } from '../../test/imports.js';

const enc = encodeURIComponent;
const MISSING_UUID = '0190a000-0000-7000-8000-000000000000';

describe.each(DIALECTS)('record history on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field
  const history = async (path: string, query = ''): Promise<any[]> => {
    const res = await t.call('GET', `/api/v1/${path}/history${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  it('a contact: created, then each changed field with old and new, newest first, by the api key', async () => {
    const contact = await createEntity(t, { name: 'Ada Lovelace', job_title: 'Analyst' });
    const put = await t.call('PUT', `/api/v1/entities/${contact.uuid}`, {
      job_title: 'Countess',
      website: 'ada.test',
    });
    expect(put.status).toBe(200);
    const [update, create, ...rest] = await history(`entities/${contact.uuid}`);
    expect(rest).toEqual([]);
    expect(update).toMatchObject({
      actor: 'api-key:tests',
      actor_name: null,
      action: 'update',
      record_type: 'entity',
      record_id: contact.uuid,
      changes: { job_title: { old: 'Analyst', new: 'Countess' }, website: { old: null, new: 'ada.test' } },
      other: null,
    });
    expect(create).toMatchObject({ action: 'create', changes: { name: { old: null, new: 'Ada Lovelace' } } });
    expect(Date.parse(update.at)).toBeGreaterThanOrEqual(Date.parse(create.at));
    // An unchanged PUT writes nothing, so the history stays as it was.
    await t.call('PUT', `/api/v1/entities/${contact.uuid}`, { job_title: 'Countess' });
    expect(await history(`entities/${contact.uuid}`)).toHaveLength(2);
  });

  it('each link added, retagged and removed shows on both records, from either side', async () => {
    const [a, b] = [await createEntity(t, { name: 'Left Co' }), await createEntity(t, { name: 'Right Co' })];
    const address = await createAddress(t);
    const email = await createEmail(t);
    const number = await createNumber(t);
    await link(t, 'addresses_entities', { address_id: address.uuid, entity_id: a.uuid, role: 'OFFICE' });
    await link(t, 'entities_emails', { entity_id: a.uuid, email: email.email, type: 'WORK' });
    await link(t, 'entities_numbers', {
      entity_id: a.uuid,
      phone_number: number.phone_number,
      type: 'MOBILE',
    });
    await link(t, 'entities_entities', { entity_id: a.uuid, entity_id2: b.uuid, relationship: 'OWNER' });
    // Retag and remove, the unordered pair named from its other side.
    expect(
      (await t.call('PUT', `/api/v1/entities_entities/${b.uuid}/${a.uuid}`, { relationship: 'SPOUSE' }))
        .status,
    ).toBe(200);
    expect(
      (await t.call('PUT', `/api/v1/entities_emails/${a.uuid}/${enc(email.email)}`, { type: 'HOME' })).status,
    ).toBe(200);
    expect(
      (await t.call('DELETE', `/api/v1/entities_numbers/${a.uuid}/${enc(number.phone_number)}`)).status,
    ).toBe(204);
    expect((await t.call('DELETE', `/api/v1/addresses_entities/${address.uuid}/${a.uuid}`)).status).toBe(204);

    const own = await history(`entities/${a.uuid}`);
    expect(own.map((e) => [e.record_type, e.action, e.other?.id])).toEqual([
      ['addresses_entities', 'delete', address.uuid],
      ['entities_numbers', 'delete', number.phone_number],
      ['entities_emails', 'update', email.email],
      ['entities_entities', 'update', b.uuid],
      ['entities_entities', 'create', b.uuid],
      ['entities_numbers', 'create', number.phone_number],
      ['entities_emails', 'create', email.email],
      ['addresses_entities', 'create', address.uuid],
      ['entity', 'create', undefined],
    ]);
    expect(own[0]).toMatchObject({
      changes: { role: { old: 'OFFICE', new: null } },
      other: { type: 'address', id: address.uuid, label: address.address },
    });
    expect(own[3]).toMatchObject({
      changes: { relationship: { old: 'OWNER', new: 'SPOUSE' } },
      other: { type: 'entity', label: 'Right Co' },
    });
    // The other ends see the same entries, naming this contact.
    const partner = await history(`entities/${b.uuid}`);
    expect(partner.slice(0, 2).map((e) => [e.action, e.other])).toEqual([
      ['update', { type: 'entity', id: a.uuid, label: 'Left Co' }],
      ['create', { type: 'entity', id: a.uuid, label: 'Left Co' }],
    ]);
    expect((await history(`emails/${enc(email.email)}`)).map((e) => e.action)).toEqual([
      'update',
      'create',
      'create',
    ]);
    const numberHistory = await history(`numbers/${enc(number.phone_number)}`);
    expect(numberHistory[0]).toMatchObject({
      action: 'delete',
      changes: { type: { old: 'MOBILE', new: null } },
    });
    expect((await history(`addresses/${address.uuid}`)).map((e) => e.action)).toEqual([
      'delete',
      'create',
      'create',
    ]);
  });

  it('a renamed email keeps its history under the new value; the old value starts afresh', async () => {
    const contact = await createEntity(t);
    const email = await createEmail(t, { email: 'before.rename@history.test' });
    await link(t, 'entities_emails', { entity_id: contact.uuid, email: email.email, type: 'WORK' });
    const put = await t.call('PUT', `/api/v1/emails/${enc(email.email)}`, {
      email: 'After.Rename@history.test',
    });
    expect(put.status).toBe(200);
    const renamed = await history(`emails/${enc('after.rename@history.test')}`);
    expect(renamed.map((e) => e.action)).toEqual(['update', 'create', 'create']);
    expect(renamed[0].changes.email).toEqual({
      old: 'before.rename@history.test',
      new: 'after.rename@history.test',
    });
    // The contact's link entry names the email by its value now, so the portal links to it.
    const fromContact = await history(`entities/${contact.uuid}`);
    expect(fromContact[0].other).toEqual({
      type: 'email',
      id: 'after.rename@history.test',
      label: 'after.rename@history.test',
    });
    await createEmail(t, { email: 'before.rename@history.test' });
    expect((await history(`emails/${enc('before.rename@history.test')}`)).map((e) => e.action)).toEqual([
      'create',
    ]);
  });

  it('an address: each changed field with old and new, by the api key', async () => {
    const address = await createAddress(t, { address: '5 History Street, Laval', rba: 900 });
    const put = await t.call('PUT', `/api/v1/addresses/${address.uuid}`, { rba: 1200, notes: 'Corner lot' });
    expect(put.status).toBe(200);
    const [update, create, ...rest] = await history(`addresses/${address.uuid}`);
    expect(rest).toEqual([]);
    expect(update).toMatchObject({ actor: 'api-key:tests', action: 'update', record_type: 'address' });
    // Only what the user changed: no derived search or key column.
    expect(update.changes).toEqual({ rba: { old: 900, new: 1200 }, notes: { old: null, new: 'Corner lot' } });
    expect(create.changes.address).toEqual({ old: null, new: '5 History Street, Laval' });
  });

  it('a number: each changed field, then a rename that keeps its history under the new value', async () => {
    const contact = await createEntity(t);
    const number = await createNumber(t, { phone_number: '(514) 398-7101' });
    expect(number.phone_number).toBe('+15143987101');
    await link(t, 'entities_numbers', {
      entity_id: contact.uuid,
      phone_number: number.phone_number,
      type: 'HOME',
    });
    const edit = await t.call('PUT', `/api/v1/numbers/${enc(number.phone_number)}`, {
      status: 'verified',
      notes: 'Evenings only',
    });
    expect(edit.status).toBe(200);
    const rename = await t.call('PUT', `/api/v1/numbers/${enc(number.phone_number)}`, {
      phone_number: '514.398.7102',
    });
    expect(rename.status).toBe(200);
    const renamed = await history(`numbers/${enc('+15143987102')}`);
    expect(renamed.map((e) => [e.action, e.record_type])).toEqual([
      ['update', 'phone_number'],
      ['update', 'phone_number'],
      ['create', 'entities_numbers'],
      ['create', 'phone_number'],
    ]);
    expect(renamed[0].changes).toEqual({ phone_number: { old: '+15143987101', new: '+15143987102' } });
    expect(renamed[1].changes).toEqual({
      status: { old: null, new: 'verified' },
      notes: { old: null, new: 'Evenings only' },
    });
    expect((await history(`entities/${contact.uuid}`))[0].other).toMatchObject({
      type: 'phone_number',
      id: '+15143987102',
    });
    // Nothing is left under the old value: it is no number now, and none of its entries stayed.
    expect((await t.call('GET', `/api/v1/numbers/${enc('+15143987101')}/history`)).status).toBe(404);
  });

  it('create_or_update and the showcase lead: entries by their own actors', async () => {
    const lead = {
      name: 'Lead Person',
      email: 'lead.history@example.com',
      phone_number: '(514) 398-7001',
      email_type: 'Work',
      phone_type: 'Mobile',
      type: 'Investor',
    };
    const first = await t.call('POST', '/api/v1/entities/create_or_update', lead);
    expect(first.status).toBe(201);
    const id = first.body.uuid;
    const again = await t.call('POST', '/api/v1/entities/create_or_update', {
      ...lead,
      company_name: 'Lead Co',
    });
    expect(again.status).toBe(200);
    const entries = await history(`entities/${id}`);
    expect(entries[0]).toMatchObject({
      action: 'update',
      changes: { company_name: { old: null, new: 'Lead Co' } },
    });
    expect(
      entries
        .filter((e) => e.action === 'create')
        .map((e) => e.record_type)
        .sort(),
    ).toEqual(['entities_emails', 'entities_numbers', 'entity']);
    expect(entries.every((e) => e.actor === 'api-key:tests')).toBe(true);

    const access = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/showcases/426sunset/access',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        type: 'Investor',
        name: 'Showcase Visitor',
        company: '',
        email: 'showcase.history@example.com',
        emailType: 'Work',
        number: '',
        numberType: 'Office',
        agree: true,
        website: '',
      }),
    });
    expect(access.statusCode).toBe(201);
    const visitor = await history(`emails/${enc('showcase.history@example.com')}`);
    expect(visitor.map((e) => [e.actor, e.action, e.record_type])).toEqual([
      ['public:showcase', 'create', 'entities_emails'],
      ['public:showcase', 'create', 'email'],
    ]);
    expect(visitor[0].other).toMatchObject({ type: 'entity', label: 'Showcase Visitor' });
  });

  it('an import: new contacts (the fast path) and an overwrite (one row at a time), by import:<job>', async () => {
    const created = await runImport(
      t,
      csv('Name,Company,Email\nImported Person,Import Co,imported@history.test\n'),
      {
        kind: 'contacts',
      },
    );
    expect(created).toMatchObject({ status: 'done', created: 1 });
    const email = await history(`emails/${enc('imported@history.test')}`);
    expect(email.map((e) => [e.actor, e.action, e.record_type])).toEqual([
      [`import:${created.id}`, 'create', 'entities_emails'],
      [`import:${created.id}`, 'create', 'email'],
    ]);
    const contactId = email[0].other.id;
    const updated = await runImport(t, csv('Name,Company,Job title\nImported Person,Import Co,Importer\n'), {
      kind: 'contacts',
      policy: 'overwrite',
    });
    expect(updated).toMatchObject({ status: 'done', updated: 1 });
    const contact = await history(`entities/${contactId}`);
    expect(contact[0]).toMatchObject({
      actor: `import:${updated.id}`,
      action: 'update',
      changes: { job_title: { old: null, new: 'Importer' } },
    });
    expect(contact.map((e) => e.record_type)).toEqual(['entity', 'entities_emails', 'entity']);
  });

  it('an addresses import: the address and its contact link, then an overwrite, by import:<job>', async () => {
    const owner = await createEntity(t, { name: 'Import Owner' });
    const created = await runImport(
      t,
      csv(`address,notes,entity_ids\n"77 Import Lane, Laval, QC",First note,"${owner.uuid} (OWNER)"\n`),
      { kind: 'addresses' },
    );
    expect(created).toMatchObject({ status: 'done', created: 1 });
    const [linked] = await history(`entities/${owner.uuid}`);
    expect(linked).toMatchObject({
      actor: `import:${created.id}`,
      action: 'create',
      record_type: 'addresses_entities',
      changes: { role: { old: null, new: 'OWNER' } },
      other: { type: 'address', label: '77 Import Lane, Laval, QC' },
    });
    const addressId = linked.other.id;
    expect((await history(`addresses/${addressId}`)).map((e) => [e.actor, e.action, e.record_type])).toEqual([
      [`import:${created.id}`, 'create', 'addresses_entities'],
      [`import:${created.id}`, 'create', 'address'],
    ]);
    const updated = await runImport(t, csv('address,notes\n"77 Import Lane, Laval, QC",Second note\n'), {
      kind: 'addresses',
      policy: 'overwrite',
    });
    expect(updated).toMatchObject({ status: 'done', updated: 1 });
    const [update] = await history(`addresses/${addressId}`);
    expect(update).toMatchObject({
      actor: `import:${updated.id}`,
      action: 'update',
      record_type: 'address',
      changes: { notes: { old: 'First note', new: 'Second note' } },
    });
  });

  it('a counter reset writes no entry into a record’s history', async () => {
    const contact = await createEntity(t);
    await t.database.db
      .updateTable('entities')
      .set({ n_linked_emails: 5 })
      .where('uuid', '=', contact.uuid)
      .execute();
    expect((await t.call('PUT', '/api/v1/entities/reset')).body.updated).toBeGreaterThanOrEqual(1);
    expect((await history(`entities/${contact.uuid}`)).map((e) => e.action)).toEqual(['create']);
  });

  it('the staff member by name', async () => {
    const contact = await createEntity(t);
    await t.database.db
      .insertInto('user')
      .values({
        id: 'history-user',
        name: 'Grace Hopper',
        email: 'grace@history.test',
        emailVerified: dialect === 'sqlite' ? 0 : false,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      } as never)
      .execute();
    await t.database.db
      .updateTable('audit_log')
      .set({ actor: 'user:history-user' })
      .where('record_id', '=', contact.uuid)
      .execute();
    const [entry] = await history(`entities/${contact.uuid}`);
    expect(entry).toMatchObject({ actor: 'user:history-user', actor_name: 'Grace Hopper' });
  });

  it('pages newest first with limit and offset', async () => {
    const contact = await createEntity(t, { name: 'Paged' });
    for (let n = 1; n <= 4; n++) await t.call('PUT', `/api/v1/entities/${contact.uuid}`, { n_sales: n });
    const all = await history(`entities/${contact.uuid}`);
    expect(all.map((e) => e.changes.n_sales?.new ?? 'created')).toEqual([4, 3, 2, 1, 'created']);
    const page = await t.call('GET', `/api/v1/entities/${contact.uuid}/history?limit=2&offset=2`);
    expect(page.body).toEqual({ data: all.slice(2, 4), offset: 2 });
    expect(await history(`entities/${contact.uuid}`, '?offset=5')).toEqual([]);
  });

  it('bad paging is a 400 in the spec’s words; an unknown record a 404; no credential a 401', async () => {
    const contact = await createEntity(t);
    const bad = await t.call('GET', `/api/v1/entities/${contact.uuid}/history?limit=0&offset=-1`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: 'validation',
      field_keys: { limit: 'val.integer', offset: 'val.nonNegative' },
    });
    const far = await t.call('GET', `/api/v1/entities/${contact.uuid}/history?offset=10001`);
    expect(far.body.error.field_keys).toEqual({ offset: 'val.offset' });
    for (const [path, message] of [
      [`entities/${MISSING_UUID}`, 'Could not find contact'],
      ['entities/not-a-uuid', 'Could not find contact'],
      [`addresses/${MISSING_UUID}`, 'Could not find address'],
      [`emails/${enc('nobody@history.test')}`, 'Could not find email'],
      [`numbers/${enc('+15145550000')}`, 'Could not find number'],
    ]) {
      const res = await t.call('GET', `/api/v1/${path}/history`);
      expect(res.status, path).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'not_found', message });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/entities/${contact.uuid}/history` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a record gone (merged away) still answers the history its entries left', async () => {
    const contact = await createEntity(t, { name: 'Gone Person' });
    await t.database.db.deleteFrom('entities').where('uuid', '=', contact.uuid).execute();
    const entries = await history(`entities/${contact.uuid}`);
    expect(entries.map((e) => e.action)).toEqual(['create']);
  });
});
