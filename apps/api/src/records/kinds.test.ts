// The registration test (issue 24, ADR 0035): every registered kind has every piece. A kind whose
// routes, audit subjects, test factory or portal entry and translations are missing fails here,
// on both databases, rather than as an empty History or a 404 found by a user.
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_FACTORIES } from '../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../test/harness.js';
import { KINDS, RECORD_KINDS, type RecordKindName } from './kinds.js';

const NAMES = Object.keys(RECORD_KINDS) as RecordKindName[];
const web = (path: string) => pathToFileURL(`${import.meta.dirname}/../../../web/app/${path}`).href;

describe('the registration', () => {
  it('names each kind by its audit type, with a collection and a parameter of its own', () => {
    for (const name of NAMES) expect(RECORD_KINDS[name].spec.auditType).toBe(name);
    expect(new Set(KINDS.map((k) => k.collection)).size).toBe(KINDS.length);
    for (const kind of KINDS) expect(Object.keys(kind.params.shape)).toEqual([kind.param]);
  });

  // The portal's side, read as data: its table of kinds (apps/web/app/portal/record-kinds.ts) and
  // the English and French texts of each kind's title and search tab. A kind declared `portal:
  // false` (activities, tasks) is shown inside other records' pages and has none of these.
  it('has a portal entry, a page title and a search tab in English and French', async () => {
    const { RECORD_KINDS: portal } = await import(web('portal/record-kinds.ts'));
    const entries: { api: string; page: string; audit: string; kind: string }[] = Object.entries(portal).map(
      ([kind, info]) => ({ ...Object(info), kind }),
    );
    for (const lang of ['en', 'fr']) {
      const { records } = await import(web(`i18n/${lang}/records.ts`));
      const { search } = await import(web(`i18n/${lang}/search.ts`));
      for (const kind of KINDS.filter((k) => k.portal !== false)) {
        const entry = entries.find((e) => e.audit === kind.spec.auditType);
        expect(entry, `${kind.spec.auditType} in the portal's RECORD_KINDS`).toMatchObject({
          api: `/${kind.collection}`,
        });
        expect(records.title[entry?.kind ?? ''], `${lang} records.title`).toEqual(expect.any(String));
        expect(search.tabs[entry?.page ?? ''], `${lang} search.tabs`).toEqual(expect.any(String));
      }
    }
  });
});

describe.each(DIALECTS)('every registered kind on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it.each(NAMES)('%s: a factory, …/complete and …/history of a new record, 404 for none', async (name) => {
    const kind = RECORD_KINDS[name];
    const record = await RECORD_FACTORIES[name](t);
    const id = encodeURIComponent(String(record[kind.spec.key]));
    const complete = await t.app.inject({
      method: 'GET',
      url: `/api/v1/${kind.collection}/${id}/complete`,
      headers: { 'api-key': API_KEY },
    });
    expect(complete.statusCode, complete.body).toBe(200);
    expect(complete.headers.etag).toBe('"1"');
    // The create entry is in the history: the audit trigger knows the kind. (A lease is made with its
    // space, whose link entry is in its history too.)
    const history = await t.call('GET', `/api/v1/${kind.collection}/${id}/history`);
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const own = history.body.data.filter((e: { record_type: string }) => e.record_type === name);
    expect(own).toEqual([
      expect.objectContaining({
        action: 'create',
        record_type: name,
        record_id: String(record[kind.spec.key]),
      }),
    ]);
    for (const room of ['complete', 'history'])
      expect((await t.call('GET', `/api/v1/${kind.collection}/not-a-key/${room}`)).status).toBe(404);
    const registered = await t.database.db
      .selectFrom('record_kinds')
      .select('record_type')
      .where('record_type', '=', name)
      .execute();
    expect(registered).toHaveLength(1);
  });
});
