// A handful of linked records so a fresh `npm start` has something to search and open. Created
// through the same operations as the API, so they are audited and counted like any other write.
import { AddressCreate, EmailCreate, EntityCreate, NumberCreate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { readRecordCount } from '../../shared/counters.js';
import { createAddress } from '../addresses/create-address.js';
import { emailSpec, numberSpec } from '../contact-points/contact-point-specs.js';
import { createContactPoint } from '../contact-points/create-contact-point.js';
import { createEntity } from '../entities/create-entity.js';
import { createLink } from '../links/create-link.js';
import { addressesEntities, entitiesEmails, entitiesEntities, entitiesNumbers } from '../links/link-specs.js';

const actor = 'system:demo';

const ENTITIES = [
  {
    name: 'Harbourfront Capital Partners',
    is_person: false,
    investor: true,
    private_equity: true,
    total_properties: 14,
  },
  {
    name: 'Hélène Côté',
    is_person: true,
    job_title: 'Managing Director',
    investor: true,
    capital_investor: true,
  },
  { name: 'Sunset Ridge Holdings LLC', is_person: false, owner: true, total_units: 48, pct_leased: 92 },
  { name: 'Marcus Webb', is_person: true, job_title: 'Asset Manager', property_manager: true },
  { name: 'Northline Property Management', is_person: false, property_manager: true, leasing_company: true },
  { name: 'Priya Raman', is_person: true, job_title: 'Broker', realtor: true },
  // The owners behind 426 Sunset (issue 17): its recorded owner is a single-purpose LLC, held by
  // Crest Holdings, held by the fund; a family office co-owns Crest.
  { name: 'Crest Holdings Inc.', is_person: false, owner: true },
  { name: 'Westbrook Family Office', is_person: false, investor: true, trust: true },
];
const ADDRESSES = [
  {
    address: '426 Sunset Blvd, Los Angeles, CA 90012, USA',
    street_number: '426',
    route: 'Sunset Blvd',
    locality: 'Los Angeles',
    administrative_area_level_1: 'CA',
    postal_code: '90012',
    country: 'US',
    property_type: 'Office',
    rba: 68000,
  },
  {
    address: '1250 Rue Sainte-Catherine O, Montréal, QC H3G 1P1, Canada',
    street_number: '1250',
    route: 'Rue Sainte-Catherine O',
    locality: 'Montréal',
    administrative_area_level_1: 'QC',
    postal_code: 'H3G 1P1',
    country: 'CA',
  },
  {
    address: '200 Bay St, Toronto, ON M5J 2J2, Canada',
    street_number: '200',
    route: 'Bay St',
    locality: 'Toronto',
    administrative_area_level_1: 'ON',
    postal_code: 'M5J 2J2',
    country: 'CA',
  },
  {
    address: '88 Harbour St Unit 1204, Toronto, ON M5J 0C3, Canada',
    street_number: '88',
    route: 'Harbour St',
    subpremise: '1204',
    locality: 'Toronto',
    administrative_area_level_1: 'ON',
    postal_code: 'M5J 0C3',
    country: 'CA',
    property_type: 'Condominium',
    rba: 1150,
  },
];
const EMAILS = ['helene.cote@harbourfrontcap.com', 'mwebb@northlinepm.com', 'priya@ramanrealty.com'];
const NUMBERS = ['(514) 555-0142', '(213) 555-0187', '(416) 555-0123'];

/** Creates the demo records when the database holds no contact yet; answers whether it did. */
export async function seedDemoData(database: Database): Promise<boolean> {
  if ((await readRecordCount(database.db, 'entities')) > 0) return false;
  const ids: string[] = [];
  for (const e of ENTITIES) ids.push((await createEntity(database, EntityCreate.parse(e), actor)).uuid);
  const places: string[] = [];
  for (const a of ADDRESSES) places.push((await createAddress(database, AddressCreate.parse(a), actor)).uuid);
  const emails = [];
  for (const email of EMAILS)
    emails.push(
      (
        await createContactPoint(
          database,
          emailSpec,
          EmailCreate.parse({ email, default_type: 'WORK' }),
          actor,
        )
      ).email,
    );
  const numbers = [];
  for (const phone_number of NUMBERS)
    numbers.push(
      (
        await createContactPoint(
          database,
          numberSpec,
          NumberCreate.parse({ phone_number, default_type: 'OFFICE' }),
          actor,
        )
      ).phone_number,
    );

  const [fund, helene, sunset, marcus, northline, priya, crest, westbrook] = ids as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  await createLink(database, entitiesEntities, fund, helene, 'EMPLOYER_EMPLOYEE', actor);
  // 426 Sunset ← RECORDED_OWNER Sunset Ridge Holdings LLC ← Crest Holdings ← Harbourfront.
  await createLink(database, entitiesEntities, crest, sunset, 'OWNER', actor);
  await createLink(database, entitiesEntities, fund, crest, 'OWNER', actor);
  await createLink(database, entitiesEntities, westbrook, crest, 'CO-OWNER', actor);
  await createLink(database, addressesEntities, places[0]!, helene, 'TRUE_OWNER_CONTACT', actor);
  await createLink(database, addressesEntities, places[3]!, crest, 'RECORDED_OWNER', actor);
  await createLink(database, entitiesEntities, northline, marcus, 'EMPLOYER_EMPLOYEE', actor);
  await createLink(database, addressesEntities, places[0]!, sunset, 'RECORDED_OWNER', actor);
  await createLink(database, addressesEntities, places[0]!, northline, 'PROPERTY_MANAGER', actor);
  await createLink(database, addressesEntities, places[1]!, fund, 'HEADQUARTERS', actor);
  await createLink(database, addressesEntities, places[2]!, priya, 'OFFICE', actor);
  await createLink(database, entitiesEmails, helene, emails[0]!, 'WORK', actor);
  await createLink(database, entitiesEmails, marcus, emails[1]!, 'WORK', actor);
  await createLink(database, entitiesEmails, priya, emails[2]!, 'WORK', actor);
  await createLink(database, entitiesNumbers, helene, numbers[0]!, 'OFFICE', actor);
  await createLink(database, entitiesNumbers, marcus, numbers[1]!, 'MOBILE', actor);
  await createLink(database, entitiesNumbers, priya, numbers[2]!, 'MOBILE', actor);
  return true;
}
