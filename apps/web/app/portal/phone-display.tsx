// How the portal reads and shows phone numbers (ADR 0029). The public pages' bundle knows only the
// +1 countries; before its pages render, the portal loads every country's metadata (a chunk of its
// own) and the server's PHONE_REGION, so its forms read a number exactly as the API will. Numbers
// are shown in the reader's language ("ext. 12", "poste 12").
import { formatPhone, loadPhoneMetadata, setPhoneRegion } from '@crm/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { crm } from '../http/client';
import { phoneRegionFromCheck } from '../session/account-security';

let extLabel = 'ext.';

/** A stored number for people: national in the firm's region, international otherwise. */
export const displayPhone = (stored: string) => formatPhone(stored, extLabel);

/** The two-factor check that precedes every portal page has already answered the region; asking
 * /numbers/region is only for a page reached without it. */
const readRegion = async () => phoneRegionFromCheck() ?? (await crm('GET /numbers/region')).region;

async function loadPhoneSettings(): Promise<string> {
  const [, region] = await Promise.all([loadPhoneMetadata(), readRegion()]);
  setPhoneRegion(region);
  return region;
}

/** Renders `pending` until the phone settings are loaded (or failed: the defaults, CA and the +1
 * metadata, still read North American numbers, and the server judges the rest). */
export function PhoneSettings({
  enabled,
  pending,
  children,
}: {
  /** Only staff may read the region, and not before their two-factor enrolment (the API answers
   * 403 until then, and a failed load would not be tried again). */
  enabled: boolean;
  pending: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('records');
  // Set while rendering, so the pages below, rendered after this, show the language's label;
  // labels built outside React (link lists, pickers) read it too.
  extLabel = t('phone.ext');
  const settings = useQuery({
    queryKey: ['phone-settings'],
    queryFn: loadPhoneSettings,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return settings.isLoading ? pending : children;
}
