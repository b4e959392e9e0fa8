// The four link resources. Bodies name both records; PUT and DELETE name them in the path.
import { z } from 'zod';
import { contactType, emailField, phoneField } from './contact-points.js';
import { ADDRESS_ROLES, RELATIONSHIPS } from './enums.js';
import { uuidField } from './fields.js';
import { OWNER_ROLES } from './ownership.js';

export const addressRole = z.enum(ADDRESS_ROLES, { error: 'val.addressRole' });
export const relationship = z.enum(RELATIONSHIPS, { error: 'val.relationship' });

/** The percent an owner holds (issue 29), on an ownership link only: an owner role of a contact on
 * an address, or an OWNER link between contacts. null clears it; left out, a PUT keeps it (while
 * the link stays one of ownership). */
export const ownershipShare = z
  .number({ error: 'links.val.share' })
  .gt(0, 'links.val.share')
  .max(100, 'links.val.share')
  .refine((v) => Math.abs(v * 1e4 - Math.round(v * 1e4)) < 1e-6, 'links.val.share')
  .nullable()
  .optional()
  .describe('Percent the owner holds (0 < share <= 100, up to 4 decimals), on an ownership link only');
const shareOutput = z.number().nullable().describe('Percent the owner holds, when recorded');

/** A share given on a link that is not one of ownership is refused, not silently dropped. */
const shareOnOwnership =
  (owns: (tag: string) => boolean) =>
  (v: { share?: number | null | undefined; role?: string; relationship?: string }) =>
    v.share == null || owns(v.role ?? v.relationship ?? '');
const ownerRole = (role: string) => (OWNER_ROLES as readonly string[]).includes(role);
const ownerLink = (relationship: string) => relationship === 'OWNER';
const shareRefusal = { message: 'links.val.share', path: ['share'] };

export const AddressEntityCreate = z
  .strictObject({ entity_id: uuidField, address_id: uuidField, role: addressRole, share: ownershipShare })
  .refine(shareOnOwnership(ownerRole), shareRefusal);
export const AddressEntityUpdate = z
  .strictObject({ role: addressRole, share: ownershipShare })
  .refine(shareOnOwnership(ownerRole), shareRefusal);
export const AddressEntity = z.object({
  address_id: z.string(),
  entity_id: z.string(),
  role: addressRole,
  share: shareOutput,
});
export type AddressEntity = z.infer<typeof AddressEntity>;

export const EntityEmailCreate = z.strictObject({
  entity_id: uuidField,
  email: emailField,
  type: contactType,
});
export const EntityEmailUpdate = z.strictObject({ type: contactType });
export const EntityEmail = z.object({ entity_id: z.string(), email: z.string(), type: contactType });
export type EntityEmail = z.infer<typeof EntityEmail>;

export const EntityEntityCreate = z
  .strictObject({ entity_id: uuidField, entity_id2: uuidField, relationship, share: ownershipShare })
  .refine((v) => v.entity_id.toLowerCase() !== v.entity_id2.toLowerCase(), {
    message: 'val.selfLink',
    path: ['entity_id2'],
  })
  .refine(shareOnOwnership(ownerLink), shareRefusal);
export const EntityEntityUpdate = z
  .strictObject({
    relationship,
    share: ownershipShare,
    // A relationship turned round ("Owner of" → "Owned by") is one checked write, never a removal
    // and a new link that another editor could slip between.
    as_named: z
      .boolean({ error: 'val.boolean' })
      .optional()
      .describe(
        "true: store the link in the path's order (entity_id first), turning it round if it is stored the other way. Without it the stored direction is kept",
      ),
  })
  .refine(shareOnOwnership(ownerLink), shareRefusal);
export const EntityEntity = z.object({
  entity_id: z.string(),
  entity_id2: z.string(),
  relationship,
  share: shareOutput,
});
export type EntityEntity = z.infer<typeof EntityEntity>;

export const EntityNumberCreate = z.strictObject({
  entity_id: uuidField,
  phone_number: phoneField,
  type: contactType,
});
export const EntityNumberUpdate = z.strictObject({ type: contactType });
export const EntityNumber = z.object({ entity_id: z.string(), phone_number: z.string(), type: contactType });
export type EntityNumber = z.infer<typeof EntityNumber>;
