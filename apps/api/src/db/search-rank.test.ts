// Ranked search (issue 14, ADR 0020): every …/query page lists the records whose ranked value
// equals the query (in creation order), then those it starts with (by value, then creation order),
// then the other substring matches (in creation order). Records are created in an order unlike the ranking, so seq order cannot pass;
// both databases must answer the same lists (the expectations do not depend on the dialect).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createEmail, createEntity, createNumber } from '../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness.js';

describe.each(DIALECTS)('ranked search on %s', (dialect) => {
  let t: TestApp;
  const query = async (path: string): Promise<string[]> => {
    const res = await t.call('GET', `/api/v1/${path}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.map(
      (r: { uuid?: string; email?: string; phone_number?: string }) => r.uuid ?? r.email ?? r.phone_number,
    );
  };
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('lists contacts named exactly "Smith" first, then names starting with it, then the rest', async () => {
    const aaron = await createEntity(t, { name: 'Aaron Smith' });
    const smithson = await createEntity(t, { name: 'Smithson' });
    const company = await createEntity(t, { name: 'Bob Jones', company_name: 'Smith' });
    const smith = await createEntity(t, { name: 'Smith', company_name: 'Acme' });
    const smithers = await createEntity(t, { name: 'Smithers' });
    const accented = await createEntity(t, { name: 'SMÏTH' });
    const expected = [smith, accented, smithers, smithson, aaron, company].map((e) => e.uuid);
    expect(await query('entities/query?name=smith')).toEqual(expected);
    expect(await query('entities/query?name=Sm%C3%ADth')).toEqual(expected);
    expect(await query('entities/query?name=smith&limit=2&offset=2')).toEqual(expected.slice(2, 4));
    // Only the name (the first field) ranks: "jones" is a word inside "Bob Jones", a substring.
    expect(await query('entities/query?name=bob%20jones')).toEqual([company.uuid]);
  });

  it('ranks queries too short for the trigram indexes the same way', async () => {
    const inside = await createAddress(t, { address: '7 Short Road', locality: 'Alqz' });
    const starts = await createAddress(t, { address: '8 Short Road', locality: 'Qzville' });
    const exact = await createAddress(t, { address: '9 Short Road', locality: 'Qz' });
    expect(await query('addresses/query?city=qz')).toEqual([exact, starts, inside].map((a) => a.uuid));
  });

  it('pages across the tier boundaries up to offset 100 without repeats or gaps', async () => {
    const tiers: string[][] = [[], [], []];
    // 45 exact, 35 prefix and 35 substring matches, created interleaved, substrings first.
    for (let i = 0; i < 115; i++) {
      const tier = [2, 1, 0][i % 3]!;
      const name = ['Kovalq', `Kovalqson ${i}`, `Anna Kovalq ${i}`][tier]!;
      if (tiers[tier]!.length >= [45, 35, 35][tier]!) continue;
      tiers[tier]!.push((await createEntity(t, { name })).uuid);
    }
    // The prefix tier by value: "kovalqson 1", "kovalqson 10", "kovalqson 100", "kovalqson 103", …
    const names = new Map<string, string>();
    for (const e of (await t.call('GET', '/api/v1/entities/query?name=kovalqson&limit=100')).body.data)
      names.set(e.uuid, e.name.toLowerCase());
    expect(names.size).toBe(35);
    tiers[1]!.sort((a, b) => (names.get(a)! < names.get(b)! ? -1 : 1));
    const expected = tiers.flat();
    const pages: string[] = [];
    for (let offset = 0; offset <= 100; offset += 10) {
      pages.push(...(await query(`entities/query?name=kovalq&offset=${offset}`)));
    }
    expect(pages).toEqual(expected.slice(0, 110));
    expect(new Set(pages).size).toBe(pages.length);
    expect(await query('entities/query?name=kovalq&limit=100&offset=40')).toEqual(expected.slice(40, 140));
    expect(await query('entities/query?name=kovalq&limit=100&offset=100')).toEqual(expected.slice(100));
    // Filters of the counters apply in every tier.
    expect(await query('entities/query?name=kovalq&min_emails=1')).toEqual([]);
  });

  it('ranks addresses by address text, else city, else postal code', async () => {
    const longer = await createAddress(t, { address: '112 Quillon Street' });
    const prefix = await createAddress(t, { address: '12 Quillon Street West', locality: 'Montréal' });
    const exact = await createAddress(t, { address: '12 Quillon Street', locality: 'Laval' });
    expect(await query('addresses/query?address=12%20quillon%20street')).toEqual(
      [exact, prefix, longer].map((a) => a.uuid),
    );
    // The address ranks; the city only filters.
    expect(await query('addresses/query?address=12%20quillon%20street&city=montreal')).toEqual([prefix.uuid]);

    const north = await createAddress(t, { address: '1 Voxal Road', locality: 'North Voxalville' });
    const nord = await createAddress(t, { address: '2 Voxal Road', locality: 'Voxalville-Nord' });
    const city = await createAddress(t, { address: '3 Voxal Road', locality: 'Voxalvillé' });
    const borough = await createAddress(t, {
      address: '4 Voxal Road',
      locality: 'Laval',
      sublocality_level_1: 'Voxalville',
    });
    expect(await query('addresses/query?city=voxalville')).toEqual(
      [city, nord, north, borough].map((a) => a.uuid),
    );

    const inside = await createAddress(t, { address: '5 Voxal Road', postal_code: 'Q9Z 7K3', country: 'CA' });
    const starts = await createAddress(t, { address: '6 Voxal Road', postal_code: '9Z7K3', country: 'CA' });
    expect(await query('addresses/query?postal_code=9z7')).toEqual([starts.uuid, inside.uuid]);
  });

  it('ranks emails by address, else by domain', async () => {
    await createEmail(t, { email: 'asmithy@rankco.test' });
    await createEmail(t, { email: 'smithy@rankco.test.example' });
    await createEmail(t, { email: 'smithy@rankco.test' });
    expect(await query('emails/query?email=smithy%40rankco.test')).toEqual([
      'smithy@rankco.test',
      'smithy@rankco.test.example',
      'asmithy@rankco.test',
    ]);
    // Both start with "smithy": by value within the tier, whatever their creation order.
    expect(await query('emails/query?email=smithy')).toEqual([
      'smithy@rankco.test',
      'smithy@rankco.test.example',
      'asmithy@rankco.test',
    ]);
    expect(await query('emails/query?domain=rankco.test')).toEqual([
      'asmithy@rankco.test',
      'smithy@rankco.test',
      'smithy@rankco.test.example',
    ]);
    await createEmail(t, { email: 'x@sub.rankco.test' });
    expect(await query('emails/query?domain=rankco.test&email=smithy')).toEqual([
      'smithy@rankco.test',
      'smithy@rankco.test.example',
      'asmithy@rankco.test',
    ]);
  });

  it('ranks numbers by their digits', async () => {
    const inside = await createNumber(t, { phone_number: '+1 201 514 3990' });
    const starts = await createNumber(t, { phone_number: '+1 514 399 1234' });
    const next = await createNumber(t, { phone_number: '+1 514 399 1299' });
    expect(await query('numbers/query?phone_number=1514399')).toEqual(
      [starts, next, inside].map((n) => n.phone_number),
    );
    // The whole number typed in another format: that number alone, first.
    expect(await query('numbers/query?phone_number=%2B1%20(514)%20399-1234')).toEqual([starts.phone_number]);
  });
});
