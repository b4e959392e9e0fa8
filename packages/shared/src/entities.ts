import { z } from 'zod';
import {
  ADDRESS_ROLES,
  CONTACT_TYPES,
  LEAD_FLAGS,
  type LeadFlag,
  RELATIONSHIPS,
  ROLE_FLAGS,
  SHOWCASE_EMAIL_TYPES,
  SHOWCASE_NUMBER_TYPES,
  SHOWCASE_TYPE_FLAGS,
  USER_TYPES,
} from './enums.js';
import {
  amountField,
  booleanParam,
  countField,
  flagField,
  fromKeys,
  leadEmail,
  leadName,
  leadType,
  listParam,
  minCountParam,
  noControl,
  notesField,
  optionalText,
  outNumber,
  outText,
  paged,
  pagingParams,
  percentField,
  searchParam,
  timestamps,
} from './fields.js';
import { normalizePhone } from './phones.js';

/** Text fields of an entity besides its name. */
export const ENTITY_TEXT_FIELDS = [
  'alt_name',
  'nickname',
  'job_title',
  'company_name',
  'primary_practice',
  'industry_type',
  'website',
] as const;
/** Numeric portfolio fields; counts are whole numbers, the rest amounts. */
export const ENTITY_COUNT_FIELDS = [
  'n_sales',
  'total_units',
  'total_properties',
  'n_properties_owned',
  'portfolio_units',
  'n_employees',
] as const;
export const ENTITY_AMOUNT_FIELDS = [
  'n_sales_value',
  'total_square_foot',
  'total_square_foot_available',
  'total_land_acres',
  'portfolio_square_foot',
  'revenue',
] as const;
export const ENTITY_PERCENT_FIELDS = ['pct_vacant', 'pct_leased'] as const;
export const ENTITY_FLAG_FIELDS = ['is_person', 'sunset', ...ROLE_FLAGS, ...USER_TYPES] as const;
export const ENTITY_COUNTERS = [
  'n_linked_entities',
  'n_linked_addresses',
  'n_linked_numbers',
  'n_linked_emails',
] as const;

export const entityName = z
  .string({ error: 'entities.val.req' })
  .trim()
  .min(1, 'entities.val.req')
  .min(3, 'entities.val.minLen')
  .max(255, 'val.text')
  .refine(noControl, 'val.control');

const editable = {
  name: entityName,
  ...fromKeys(ENTITY_TEXT_FIELDS, optionalText()),
  ...fromKeys(ENTITY_COUNT_FIELDS, countField),
  ...fromKeys(ENTITY_AMOUNT_FIELDS, amountField),
  ...fromKeys(ENTITY_PERCENT_FIELDS, percentField),
  ...fromKeys(ENTITY_FLAG_FIELDS, flagField),
  notes: notesField,
  // A staff member's user id, checked against the user table by the operations (400 otherwise).
  representative_id: optionalText(255, 'val.representative'),
};

/** POST /entities: name plus any other field. Unknown fields (uuid, n_linked_*) are refused. */
export const EntityCreate = z.strictObject(editable);
export type EntityCreate = z.infer<typeof EntityCreate>;

/** PUT /entities/{id}: only the fields that change. */
export const EntityUpdate = z.strictObject(editable).partial();
export type EntityUpdate = z.infer<typeof EntityUpdate>;

export const Entity = z.object({
  uuid: z.string(),
  name: z.string(),
  ...fromKeys(ENTITY_TEXT_FIELDS, outText),
  ...fromKeys([...ENTITY_COUNT_FIELDS, ...ENTITY_AMOUNT_FIELDS, ...ENTITY_PERCENT_FIELDS], outNumber),
  ...fromKeys(ENTITY_FLAG_FIELDS, z.boolean()),
  notes: outText,
  /** The appointed representative: a staff member's user id, or null. */
  representative_id: outText,
  ...fromKeys(ENTITY_COUNTERS, z.number()),
  ...timestamps,
});
export type Entity = z.infer<typeof Entity>;

/** A linked entity seen from the other side: `direction` tells whether this record is the link's
 * first party (`outgoing`: this entity is the OWNER/EMPLOYER…) or its second (`incoming`). */
export const LinkedEntity = z.object({
  entity_id: z.string(),
  name: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  direction: z.enum(['outgoing', 'incoming']),
});
export const EntityComplete = Entity.extend({
  links: z.object({
    entities: z.array(LinkedEntity),
    addresses: z.array(
      z.object({ address_id: z.string(), address: z.string(), role: z.enum(ADDRESS_ROLES) }),
    ),
    numbers: z.array(z.object({ phone_number: z.string(), type: z.enum(CONTACT_TYPES) })),
    emails: z.array(z.object({ email: z.string(), type: z.enum(CONTACT_TYPES) })),
  }),
});
export type EntityComplete = z.infer<typeof EntityComplete>;

/** `representative_id=me`: the signed-in staff member's own contacts. */
export const MY_CONTACTS = 'me';

/** The contact search's filters beyond the spec's (issue 25, ADR 0037), all optional: `roles` and
 * `user_types` match a contact with any of the flags given; `city` and `province` one with a linked
 * address there (the locality, or the province as stored, case and accents folded, whole value);
 * `representative_id` a staff member's id or `me`; `has_email`/`has_phone` a contact with (true)
 * or without (false) a linked email or number. */
export const ENTITY_FILTERS = {
  roles: listParam(ROLE_FLAGS, 'val.roles'),
  user_types: listParam(USER_TYPES, 'val.userTypes'),
  city: searchParam,
  province: searchParam,
  representative_id: searchParam,
  has_email: booleanParam,
  has_phone: booleanParam,
};

export const EntityQuery = z.object({
  name: searchParam,
  min_addresses: minCountParam('val.minAddresses'),
  min_emails: minCountParam('val.minEmails'),
  min_numbers: minCountParam('val.minNumbers'),
  min_entities: minCountParam('val.minContacts'),
  ...ENTITY_FILTERS,
  ...pagingParams,
});
export type EntityQuery = z.infer<typeof EntityQuery>;
export const EntityPage = paged(Entity);

/** Accepts the showcase form's label ("Work") or the stored value ("WORK"). */
const contactType = (labels: Record<string, (typeof CONTACT_TYPES)[number]>) =>
  z
    .string({ error: 'val.contactType' })
    .transform((v, ctx) => {
      const t = Object.hasOwn(labels, v) ? labels[v] : CONTACT_TYPES.find((c) => c === v.toUpperCase());
      if (!t) ctx.addIssue({ code: 'custom', message: 'val.contactType' });
      return (t ?? z.NEVER) as (typeof CONTACT_TYPES)[number];
    })
    .nullable()
    .optional();

const optionalPhone = z
  .string({ error: 'showcase.val.number' })
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v == null || v.trim() === '') return null;
    const phone = normalizePhone(v);
    if (!phone) ctx.addIssue({ code: 'custom', message: 'showcase.val.number' });
    return phone ?? z.NEVER;
  });

/** POST /entities/create_or_update: the showcase access form's lead. The contact is matched by
 * its email, then its phone number.
 *
 * The visitor's kind comes in either wire form: `type` (the form's label, "Agent"), or as spec
 * section 7 sends it, the flag itself beside the other fields (`realtor: true`). Rules:
 * - a flag given as false is ignored: a lead only ever adds to a contact, never clears what staff
 *   set (and a client sending every flag with one true means that one);
 * - several flags true set each of them: the flags are independent categories of one contact (an
 *   investor may also be a realtor), so an integration sending two means both, and refusing would
 *   lose the lead;
 * - with `type` as well, the only flag it may be given true is that type's own ("Other" has none):
 *   anything else contradicts it, 400 showcase.val.typeFlag on that flag;
 * - neither a type nor a true flag is a visitor of type Other (no flag), which is exactly what the
 *   spec's client sends for Other. */
export const EntityCreateOrUpdate = z
  .strictObject({
    name: leadName,
    email: leadEmail,
    company_name: optionalText(),
    phone_number: optionalPhone,
    email_type: contactType(SHOWCASE_EMAIL_TYPES),
    phone_type: contactType(SHOWCASE_NUMBER_TYPES),
    type: leadType.optional(),
    ...fromKeys(LEAD_FLAGS, flagField),
    sunset: z.boolean({ error: 'val.boolean' }).default(true),
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.phone_number)
      ctx.addIssue({ code: 'custom', message: 'showcase.val.emailOrNumber', path: ['email'] });
    if (!v.type) return;
    const own = SHOWCASE_TYPE_FLAGS[v.type];
    for (const flag of LEAD_FLAGS)
      if (v[flag] === true && flag !== own)
        ctx.addIssue({ code: 'custom', message: 'showcase.val.typeFlag', path: [flag] });
  });
export type EntityCreateOrUpdate = z.infer<typeof EntityCreateOrUpdate>;

/** The flags a validated lead sets: its type's, else each flag given true (rules above). */
export function leadFlags(lead: EntityCreateOrUpdate): LeadFlag[] {
  const own = lead.type ? SHOWCASE_TYPE_FLAGS[lead.type] : null;
  return own ? [own] : LEAD_FLAGS.filter((flag) => lead[flag] === true);
}
