// A contact's and an address's timeline on both databases: activities, tasks, inbox items, a lead's
// reads of deal-room documents and history merged newest first, each with its whole object under
// its type's key; pages that join up exactly; the kind filter; 404, 400 and 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/auth.js';
import { accept, fetchDocument, pdfOf, uploadDocument } from '../../test/deal-room.js';
import {
  createActivity,
  createAddress,
  createEntity,
  createListing,
  createTask,
} from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { visit } from '../../test/visitor.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';

interface Item {
  type: string;
  at: string;
  id: string;
  title: string | null;
  [key: string]: unknown;
}

describe.each(DIALECTS)('timeline on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const timeline = async (path: string): Promise<Item[]> => {
    const res = await t.call('GET', path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  /** A contact with a call in 2099, a note in 2000, a task, an inbox item and their history. */
  async function contactWithEverything() {
    const contact = await createEntity(t);
    const address = await createAddress(t);
    const late = await createActivity(t, {
      kind: 'call',
      at: '2099-01-01T12:00:00Z',
      subject: 'Future call',
      entity_ids: [contact.uuid],
    });
    const early = await createActivity(t, {
      kind: 'note',
      at: '2000-01-01T12:00:00Z',
      subject: 'Old note',
      entity_ids: [contact.uuid],
      address_ids: [address.uuid],
    });
    const task = await createTask(t, { title: 'Send the lease', entity_ids: [contact.uuid] });
    const form = {
      sender: 'Gina',
      email: 'gina@example.com',
      subject: 'Viewing',
      body: 'Hello',
      website: '',
    };
    expect((await visit(t, 'POST', '/api/v1/public/contact', form)).status).toBe(201);
    const [item] = (await t.call('GET', '/api/v1/inbox?limit=1')).body.data;
    expect((await t.call('PUT', `/api/v1/inbox/${item.id}`, { entity_id: contact.uuid })).status).toBe(200);
    return { contact, address, late, early, task, item };
  }

  it('merges every source newest first, each item with its whole object', async () => {
    const { contact, late, early, task, item } = await contactWithEverything();
    const data = await timeline(`/api/v1/entities/${contact.uuid}/timeline?limit=100`);
    const ats = data.map((i) => i.at);
    expect(ats).toEqual([...ats].sort().reverse());
    expect(data[0]).toMatchObject({
      type: 'activity',
      id: late.id,
      at: late.at,
      title: 'Future call',
      activity: late,
    });
    expect(data.at(-1)).toMatchObject({ type: 'activity', id: early.id, title: 'Old note', activity: early });
    expect(data.find((i) => i.type === 'task')).toMatchObject({ id: task.id, title: 'Send the lease', task });
    expect(data.find((i) => i.type === 'inbox')).toMatchObject({
      id: String(item.id),
      title: 'Viewing',
      inbox: { id: item.id, entity_id: contact.uuid, subject: 'Viewing' },
    });
    const history = data.filter((i) => i.type === 'history');
    // Created, two activities and a task linked to it: the contact's own history, foldable.
    expect(history.map((i) => (i.history as { record_type: string }).record_type).sort()).toEqual(
      ['activity_entities', 'activity_entities', 'entity', 'task_entities'].sort(),
    );
    expect(history.every((i) => i.id === String((i.history as { seq: number }).seq))).toBe(true);
  });

  it('pages across the sources without overlap or gap', async () => {
    const { contact } = await contactWithEverything();
    const all = await timeline(`/api/v1/entities/${contact.uuid}/timeline?limit=100`);
    const paged: Item[] = [];
    for (let offset = 0; offset < all.length + 2; offset += 2) {
      const res = await t.call('GET', `/api/v1/entities/${contact.uuid}/timeline?limit=2&offset=${offset}`);
      expect(res.body.offset).toBe(offset);
      paged.push(...res.body.data);
    }
    expect(paged.map((i) => `${i.type} ${i.id}`)).toEqual(all.map((i) => `${i.type} ${i.id}`));
  });

  it('filters by kind', async () => {
    const { contact, late, early, task, item } = await contactWithEverything();
    const url = (kind: string) => `/api/v1/entities/${contact.uuid}/timeline?kind=${kind}&limit=100`;
    const pairs = async (kind: string) => (await timeline(url(kind))).map((i) => [i.type, i.id]);
    expect(await pairs('call')).toEqual([['activity', late.id]]);
    expect(await pairs('note')).toEqual([['activity', early.id]]);
    expect(await pairs('meeting')).toEqual([]);
    expect(await pairs('activity')).toEqual([
      ['activity', late.id],
      ['activity', early.id],
    ]);
    expect(await pairs('task')).toEqual([['task', task.id]]);
    expect(await pairs('inbox')).toEqual([['inbox', String(item.id)]]);
    const history = await timeline(url('history'));
    expect(history.length).toBe(4);
    expect(history.every((i) => i.type === 'history')).toBe(true);
    const bad = await t.call('GET', url('visit'));
    expect(bad.status).toBe(400);
    expect(bad.body.error.field_keys).toEqual({ kind: 'timeline.val.kind' });
  });

  it('merges a lead’s document reads with the rest, pages them and filters them', async () => {
    const listing = await createListing(t, { status: 'published' });
    const memo = await uploadDocument(t, listing.id, await pdfOf('Memo', 1), 'memo.pdf', 'agreement', 'Memo');
    const reader = await accept(t, listing.slug);
    const lead = reader.entity_id!;
    const late = await createActivity(t, { at: '2099-01-01T12:00:00Z', entity_ids: [lead] });
    const early = await createActivity(t, { at: '2000-01-01T12:00:00Z', entity_ids: [lead] });
    for (const download of [false, true, false])
      expect(
        (await fetchDocument(t, listing.slug, memo.id, { cookie: reader.cookie, download })).statusCode,
      ).toBe(200);
    // Anonymous and staff reads are nobody's timeline.
    const other = await uploadDocument(t, listing.id, await pdfOf('Flyer', 1), 'flyer.pdf', 'public');
    await fetchDocument(t, listing.slug, other.id);

    const all = await timeline(`/api/v1/entities/${lead}/timeline?limit=100`);
    const ats = all.map((i) => i.at);
    expect(ats).toEqual([...ats].sort().reverse());
    expect([all[0]!.id, all.at(-1)!.id]).toEqual([late.id, early.id]);
    const reads = all.filter((i) => i.type === 'document_view');
    expect(reads.map((i) => (i.document_view as { action: string }).action)).toEqual([
      'view',
      'download',
      'view',
    ]);
    expect(reads.every((i) => i.title === 'Memo' && (i.document_view as { id: string }).id === i.id)).toBe(
      true,
    );

    const paged: Item[] = [];
    for (let offset = 0; offset < all.length + 2; offset += 2)
      paged.push(...(await timeline(`/api/v1/entities/${lead}/timeline?limit=2&offset=${offset}`)));
    expect(paged.map((i) => `${i.type} ${i.id}`)).toEqual(all.map((i) => `${i.type} ${i.id}`));

    const only = await timeline(`/api/v1/entities/${lead}/timeline?kind=document_view&limit=2&offset=1`);
    expect(only.map((i) => i.id)).toEqual(reads.slice(1, 3).map((i) => i.id));
    const activities = await timeline(`/api/v1/entities/${lead}/timeline?kind=activity&limit=100`);
    expect(activities.map((i) => i.type)).toEqual(['activity', 'activity']);
  });

  it('shows an address its activities and tasks and its history; 404 for an unknown record', async () => {
    const { address, early } = await contactWithEverything();
    const task = await createTask(t, { title: 'Inspect the roof', address_ids: [address.uuid] });
    const data = await timeline(`/api/v1/addresses/${address.uuid}/timeline`);
    expect(data.filter((i) => i.type !== 'history').map((i) => [i.type, i.id])).toEqual([
      ['task', task.id],
      ['activity', early.id],
    ]);
    expect(data.filter((i) => i.type === 'history')).toHaveLength(3);
    for (const path of [`/api/v1/entities/${MISSING_UUID}/timeline`, '/api/v1/addresses/nope/timeline']) {
      const res = await t.call('GET', path);
      expect(res.status).toBe(404);
    }
    expect((await t.call('GET', `/api/v1/entities/${MISSING_UUID}/timeline`)).body.error.message).toBe(
      'Could not find contact',
    );
  });

  it('leaves out an activity deleted, and answers 401 without a credential', async () => {
    const contact = await createEntity(t);
    const activity = await createActivity(t, { entity_ids: [contact.uuid] });
    await t.call('DELETE', `/api/v1/activities/${activity.id}`);
    const data = await timeline(`/api/v1/entities/${contact.uuid}/timeline`);
    expect(data.filter((i) => i.type !== 'history')).toEqual([]);
    expect((await call(t, 'GET', `/api/v1/entities/${contact.uuid}/timeline`)).status).toBe(401);
    expect((await call(t, 'GET', `/api/v1/addresses/${MISSING_UUID}/timeline`)).status).toBe(401);
  });
});
