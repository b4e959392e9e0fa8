// GET /inbox?representative_id=me (issue 25, My day): only the items linked to contacts the
// signed-in staff member represents, cached per caller; a staff id works too; an API key asking
// for "me" is 400; without the filter the list is as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithRole } from '../../test/auth.js';
import { createEntity } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { addInboxItem } from './add-inbox-item.js';

describe.each(DIALECTS)('inbox of my contacts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('lists the items of the contacts I represent, per caller', async () => {
    const ada = await userWithRole(t, 'ada.inbox-me@example.com', 'staff');
    const bo = await userWithRole(t, 'bo.inbox-me@example.com', 'staff');
    const adas = await createEntity(t, { representative_id: ada.id });
    const bos = await createEntity(t, { representative_id: bo.id });
    const add = (entity_id: string | null, subject: string) =>
      t.database.db
        .transaction()
        .execute((trx) =>
          addInboxItem(
            trx,
            { kind: 'contact', name: 'Sender', email: 'sender@example.com', subject, entity_id },
            'test',
          ),
        );
    await add(adas.uuid, 'For Ada');
    await add(bos.uuid, 'For Bo');
    await add(null, 'For nobody');
    const subjects = (body: { data: { subject: string }[] }) => body.data.map((i) => i.subject);
    const url = '/api/v1/inbox?representative_id=me&status=new';
    const mine = await call(t, 'GET', url, undefined, { cookie: ada.cookie });
    expect(mine.status).toBe(200);
    expect(subjects(mine.body)).toEqual(['For Ada']);
    // The same URL for another caller is their own answer, not Ada's cached one.
    expect(subjects((await call(t, 'GET', url, undefined, { cookie: bo.cookie })).body)).toEqual(['For Bo']);
    expect(subjects((await t.call('GET', `/api/v1/inbox?representative_id=${bo.id}`)).body)).toEqual([
      'For Bo',
    ]);
    expect((await t.call('GET', '/api/v1/inbox?representative_id=me')).status).toBe(400);
    // The staff accounts' own sign-ups are items too (kind signup, issue 29): the messages only.
    const all = await t.call('GET', '/api/v1/inbox?kind=contact');
    expect(subjects(all.body)).toEqual(['For nobody', 'For Bo', 'For Ada']);
  });
});
