// The cache policy (issue 24): each event against a real QueryClient holding one query of every
// kind the portal keeps, listing exactly which become stale; and no module but the policies (the
// staff's and the client portal's) and the client's setup invalidates or writes the cache.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cachePolicy } from './cache-policy';
import { queryKeys as k } from './query-keys';
import { type CompleteRecord, recordKey } from './record-kinds';

const A = '0190a000-0000-7000-8000-00000000000a';
const B = '0190a000-0000-7000-8000-00000000000b';

/** One sample query of each kind, named for the assertions. */
const SAMPLES = {
  entityA: k.record('entity', A),
  entityAUpper: k.record('entity', A.toUpperCase()),
  historyA: k.history('entity', A),
  ownershipA: k.ownership('entity', A, 2),
  timelineA: k.timeline('entity', A, 'all'),
  timelineACalls: k.timeline('entity', A, 'call'),
  addressTimeline: k.timeline('address', 'addr-1', 'all'),
  addressFigures: k.figures('addr-1'),
  addressMatches: k.addressMatches('addr-1'),
  tasks: k.tasks({ me: true }),
  entityB: k.record('entity', B),
  historyB: k.history('entity', B),
  address: k.record('address', 'addr-1'),
  email: k.record('email', 'ann@x.com'),
  emailAsTyped: k.record('email', 'Ann@X.com'),
  emailHistory: k.history('email', 'ann@x.com'),
  number: k.record('number', '+15145550100'),
  countContacts: k.count('contacts'),
  countAddresses: k.count('addresses'),
  searchContacts: k.search('contacts', { name: 'ann' }),
  searchAddresses: k.search('addresses', {}),
  nameLookup: k.nameLookup('ann', 1),
  mergedIntoB: k.mergedInto('entity', B),
  mergedEntryB: k.mergedEntry('entity', B),
  pickerEntity: k.pickerSearch('entity', 'ann'),
  pickerEmail: k.pickerSearch('email', 'ann'),
  existsEmail: k.pickerExists('email', 'ann@x.com'),
  duplicates: k.duplicates('contacts', 0),
  inboxList: k.inbox.list({ page: 0 }),
  inboxCount: k.inbox.count,
  inboxItem: k.inbox.item('7'),
  importJob: k.importJob('job-1'),
  myTasks: k.myTasks,
  users: k.users({ page: 0 }),
  securitySettings: k.securitySettings,
  sessions: k.sessions,
  accountSecurity: k.accountSecurity,
  staffOptions: k.staffOptions,
  staffPreferences: k.staffPreferences,
  phoneSettings: ['phone-settings'],
  lists: k.lists.list({ me: false }),
  listOne: k.lists.one('list-1'),
  listMembers: k.lists.members('list-1', 0),
  requirementsA: k.requirements(A),
  requirementsB: k.requirements(B),
  entityMatchesA: k.entityMatches(A, 10),
  requirementSearch: k.requirementSearch.page({ type: 'industrial', offset: 0 }),
  compSearch: k.comps.page({ kind: 'sale', offset: 0 }),
  listingsPage: k.listings.list({ status: 'draft', offset: 0 }),
  listing: k.listings.one('lst-1'),
  listingPhotos: k.listings.photos('lst-1'),
  listingDocuments: k.listings.documents('lst-1'),
  listingLeads: k.listings.leads('lst-1'),
  otherListing: k.listings.one('lst-2'),
} satisfies Record<string, QueryKey>;
type Sample = keyof typeof SAMPLES;

const RECORDS: Sample[] = [
  'entityA',
  'entityAUpper',
  'historyA',
  'ownershipA',
  'timelineA',
  'timelineACalls',
  'entityB',
  'historyB',
  'address',
  'addressTimeline',
  'addressFigures',
  'addressMatches',
  'email',
  'emailAsTyped',
  'emailHistory',
  'number',
];

const ENTITY_A = {
  uuid: A,
  name: 'Ann',
  links: { entities: [], addresses: [], numbers: [], emails: [] },
  etag: '"1"',
};

function seeded() {
  const client = new QueryClient();
  for (const key of Object.values(SAMPLES)) client.setQueryData(key, key === SAMPLES.entityA ? ENTITY_A : {});
  return client;
}

const staleIn = (client: QueryClient) =>
  (Object.keys(SAMPLES) as Sample[])
    .filter((name) => client.getQueryState(SAMPLES[name])?.isInvalidated)
    .sort();

const entity = (record: object) => record as CompleteRecord['entity'];

describe('the cache policy', () => {
  it('a save writes the answer with its ETag, keeps the links, and stales what shows the record', async () => {
    const client = seeded();
    await cachePolicy(client).recordSaved('entity', A, entity({ uuid: A, name: 'Ann B.' }), '"2"');
    expect(client.getQueryData(recordKey('entity', A))).toEqual({ ...ENTITY_A, name: 'Ann B.', etag: '"2"' });
    expect(staleIn(client)).toEqual(
      [
        ...RECORDS.filter((name) => name !== 'entityA'),
        'searchContacts',
        'searchAddresses',
        'nameLookup',
        'pickerEntity',
        'duplicates',
        'inboxItem',
      ].sort(),
    );
  });

  it('an email’s save stales the contacts it links to, not the other kinds, and no contact lookup', async () => {
    const client = seeded();
    await cachePolicy(client).recordSaved(
      'email',
      'ann@x.com',
      { email: 'ann@x.com' } as CompleteRecord['email'],
      '"3"',
    );
    expect(staleIn(client)).toEqual(
      [
        'entityA',
        'entityAUpper',
        'historyA',
        'ownershipA',
        'timelineA',
        'timelineACalls',
        'entityB',
        'historyB',
        'emailAsTyped',
        'emailHistory',
        'searchContacts',
        'searchAddresses',
        'pickerEmail',
      ].sort(),
    );
  });

  it('a list change stales every lists query; a requirement change that contact’s requirements and the searches', async () => {
    const client = seeded();
    await cachePolicy(client).listChanged();
    expect(staleIn(client)).toEqual(['listMembers', 'listOne', 'lists']);
    const other = seeded();
    await cachePolicy(other).requirementsChanged(A);
    // Who wants each address and what fits that contact may change too.
    expect(staleIn(other)).toEqual([
      'addressMatches',
      'entityMatchesA',
      'requirementSearch',
      'requirementsA',
    ]);
    const third = seeded();
    await cachePolicy(third).compsChanged();
    expect(staleIn(third)).toEqual(['compSearch']);
  });

  it('a 412 writes the current record and stales its history and timeline', async () => {
    const client = seeded();
    const current = entity({ ...ENTITY_A, name: 'Theirs', etag: '"9"' });
    await cachePolicy(client).recordRefusedStale('entity', A, current);
    expect(client.getQueryData(recordKey('entity', A))).toEqual(current);
    expect(staleIn(client)).toEqual(['historyA', 'timelineA', 'timelineACalls']);
  });

  it('a create stales the lists, lookups and counts of its kind', async () => {
    const client = seeded();
    await cachePolicy(client).recordCreated('email');
    expect(staleIn(client)).toEqual(
      ['existsEmail', 'pickerEmail', 'searchAddresses', 'searchContacts'].sort(),
    );
    const contact = seeded();
    await cachePolicy(contact).recordCreated('entity');
    expect(staleIn(contact)).toEqual(
      [
        'countContacts',
        'duplicates',
        'inboxItem',
        'nameLookup',
        'pickerEntity',
        'searchAddresses',
        'searchContacts',
      ].sort(),
    );
  });

  it('a link change stales both ends (any spelling of their ids), every ownership walk and the lists', async () => {
    const client = seeded();
    await cachePolicy(client).linksChanged({ kind: 'entity', id: A }, { kind: 'email', id: 'Ann@X.com' });
    expect(staleIn(client)).toEqual(
      [
        'entityA',
        'entityAUpper',
        'historyA',
        'ownershipA',
        'timelineA',
        'timelineACalls',
        'email',
        'emailAsTyped',
        'emailHistory',
        'searchContacts',
        'searchAddresses',
      ].sort(),
    );
  });

  it('a merge writes the survivor yet stales it (the answer has no ETag), the gone ids and what names them', async () => {
    const client = seeded();
    const result = entity({ ...ENTITY_A, name: 'Merged', etag: undefined });
    await cachePolicy(client).recordsMerged('entity', A, [B], result);
    expect(client.getQueryData(recordKey('entity', A))).toEqual(result);
    expect(staleIn(client)).toEqual(
      [
        ...RECORDS,
        'mergedIntoB',
        'countContacts',
        'searchContacts',
        'searchAddresses',
        'nameLookup',
        'pickerEntity',
        'duplicates',
        'inboxItem',
      ].sort(),
    );
  });

  it('an activity saved stales the timelines and histories of the records it concerns, not the records', async () => {
    const client = seeded();
    await cachePolicy(client).activitySaved(
      { kind: 'entity', id: A.toUpperCase() },
      { kind: 'address', id: 'addr-1' },
    );
    expect(staleIn(client)).toEqual(
      [
        'addressTimeline',
        'historyA',
        'listMembers',
        'listOne',
        'lists',
        'timelineA',
        'timelineACalls',
      ].sort(),
    );
  });

  it('a task saved stales the same and every task list', async () => {
    const client = seeded();
    await cachePolicy(client).taskSaved({ kind: 'entity', id: B });
    // Every task list: the timeline's and My day's.
    expect(staleIn(client)).toEqual(['historyB', 'myTasks', 'tasks'].sort());
  });

  it('an import stales every query a record feeds, nothing else', async () => {
    const client = seeded();
    await cachePolicy(client).importFinished();
    expect(staleIn(client)).toEqual(
      [
        ...RECORDS,
        'countContacts',
        'countAddresses',
        'searchContacts',
        'searchAddresses',
        'nameLookup',
        'pickerEntity',
        'pickerEmail',
        'existsEmail',
        'duplicates',
        'inboxItem',
        'entityMatchesA',
      ].sort(),
    );
  });

  it('figures changed stale the address’s queries; an address saved or created, what fits contacts', async () => {
    const client = seeded();
    await cachePolicy(client).figuresChanged('addr-1');
    expect(staleIn(client)).toEqual(['address', 'addressFigures', 'addressMatches', 'addressTimeline']);
    const saved = seeded();
    await cachePolicy(saved).recordSaved('address', 'addr-1', {} as CompleteRecord['address'], '"2"');
    expect(staleIn(saved)).toContain('entityMatchesA');
    expect(staleIn(saved)).toContain('addressMatches');
    const created = seeded();
    await cachePolicy(created).recordCreated('address');
    expect(staleIn(created)).toContain('entityMatchesA');
    const space = seeded();
    await cachePolicy(space).spaceCreated('addr-1');
    expect(staleIn(space)).toContain('entityMatchesA');
  });

  it('the inbox, duplicates, tasks, security and users events stale their own queries', async () => {
    const cases: [(policy: ReturnType<typeof cachePolicy>) => Promise<void>, Sample[]][] = [
      // A link moves the item's listing acceptance to its contact: the listing's leads too.
      [(p) => p.inboxItemChanged(), ['inboxCount', 'inboxItem', 'inboxList', 'listingLeads']],
      [(p) => p.duplicateDismissed(), ['duplicates']],
      [(p) => p.tasksChanged(), ['myTasks', 'tasks']],
      [(p) => p.sessionsChanged(), ['sessions']],
      [(p) => p.accountSecurityChanged(), ['accountSecurity']],
      [(p) => p.userChanged(), ['users']],
    ];
    for (const [event, expected] of cases) {
      const client = seeded();
      await event(cachePolicy(client));
      expect(staleIn(client)).toEqual(expected.sort());
    }
    const joined = seeded();
    await cachePolicy(joined).inboxItemJoinedContact();
    const afterImport = seeded();
    await cachePolicy(afterImport).importFinished();
    expect(staleIn(joined)).toEqual([...staleIn(afterImport), 'inboxCount', 'inboxList'].sort());
  });

  it('a listing saved is written with its ETag and stales the Listings pages; its parts stale alone', async () => {
    const client = seeded();
    const saved = { id: 'lst-1', slug: 'a' } as Parameters<ReturnType<typeof cachePolicy>['listingSaved']>[1];
    await cachePolicy(client).listingSaved('lst-1', saved, '"2"');
    expect(client.getQueryData(k.listings.one('lst-1'))).toEqual({ ...saved, etag: '"2"' });
    expect(staleIn(client)).toEqual(['listingsPage']);
    const cases: [(policy: ReturnType<typeof cachePolicy>) => Promise<void>, Sample[]][] = [
      [(p) => p.listingCreated(), ['listingsPage']],
      [
        (p) => p.listingDeleted('lst-1'),
        ['listing', 'listingDocuments', 'listingLeads', 'listingPhotos', 'listingsPage'],
      ],
      [(p) => p.listingPhotosChanged('lst-1'), ['listingPhotos']],
      [(p) => p.listingDocumentsChanged('lst-1'), ['listingDocuments']],
      [(p) => p.listingLeadsChanged('lst-1'), ['listingLeads']],
    ];
    for (const [event, expected] of cases) {
      const other = seeded();
      await event(cachePolicy(other));
      expect(staleIn(other)).toEqual(expected.sort());
    }
  });

  it('a lead level changed stales every contact’s and deal’s listing leads, and an inbox link or a merge too', async () => {
    const leads = {
      contact: k.listingLeads('entity', A),
      deal: k.listingLeads('deal', 'deal-1'),
    };
    const seededWithLeads = () => {
      const client = seeded();
      for (const key of Object.values(leads)) client.setQueryData(key, { data: [] });
      return client;
    };
    const staleLeads = (client: QueryClient) =>
      Object.entries(leads)
        .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
        .map(([name]) => name);
    const changed = seededWithLeads();
    await cachePolicy(changed).leadLevelChanged();
    // The listing editor's Leads panel shows the same levels.
    expect(staleIn(changed)).toEqual(['listingLeads']);
    expect(staleLeads(changed)).toEqual(['contact', 'deal']);
    // An item's link moves its listing acceptance to the contact.
    const linked = seededWithLeads();
    await cachePolicy(linked).inboxItemChanged();
    expect(staleLeads(linked)).toEqual(['contact', 'deal']);
    // Under the contact's key: what stales the contact stales them.
    const merged = seededWithLeads();
    await cachePolicy(merged).recordsMerged('entity', A, [B], entity(ENTITY_A));
    expect(staleLeads(merged)).toEqual(['contact']);
  });

  it('writes the staff-wide security setting as saved, staling nothing', () => {
    const client = seeded();
    cachePolicy(client).securitySettingsSaved({ requireTwoFactor: true });
    expect(client.getQueryData(k.securitySettings)).toEqual({ requireTwoFactor: true });
    expect(staleIn(client)).toEqual([]);
  });

  it('writes my preferences as saved and stales the staff list (it carries each time zone)', async () => {
    const client = seeded();
    const saved = {
      time_zone: 'Europe/Paris',
      language: 'fr' as const,
      task_reminders: false,
      daily_digest: true,
    };
    await cachePolicy(client).preferencesSaved(saved);
    expect(client.getQueryData(k.staffPreferences)).toEqual(saved);
    expect(staleIn(client)).toEqual(['staffOptions']);
  });
});

const APP = dirname(dirname(fileURLToPath(import.meta.url)));
/** The policy and the client's setup; tests seed their own clients. */
const ALLOWED = ['portal/cache-policy.ts', 'portal/client-cache-policy.ts', 'portal/query-client.ts'];
const CACHE_CALL =
  /\b(invalidateQueries|removeQueries|resetQueries|refetchQueries|setQueryData|setQueriesData)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one cache policy', () => {
  it('is the only module that invalidates, removes, resets, refetches or writes queries', () => {
    const files = sources(APP).map((file) => relative(APP, file));
    expect(files).toContain('portal/cache-policy.ts');
    const offenders = files.filter(
      (file) => !ALLOWED.includes(file) && CACHE_CALL.test(readFileSync(join(APP, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
