import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useMatches, useNavigate, useParams } from 'react-router';
import { AddLinkDialog } from '../features/links/add-link-dialog';
import { addableKinds, listsOf } from '../features/links/link-kinds';
import { portalMeta, usePageTitle } from '../portal/page-title';
import { completeQuery, type LinkKind, recordId, recordLabel } from '../portal/record-kinds';

export const meta = () => portalMeta('links:meta.title');

/** The parent detail route of each add/… route (routes.ts) and the kind of record it shows. */
const OWNER_KIND: Record<string, LinkKind> = {
  contact: 'entity',
  address: 'address',
  email: 'email',
  number: 'number',
};

/** …/{id}/add/{kind}: the picker linking another record to the detail page under it. A kind the
 * page cannot link (spec §2: an address, email or number adds only contacts) goes back to it. */
export default function AddLinkRoute() {
  const { t } = useTranslation('links');
  const params = useParams();
  const navigate = useNavigate();
  const ownerKind = useMatches()
    .map((m) => OWNER_KIND[m.id])
    .find(Boolean);
  const kind = params.kind as LinkKind;
  const valid = !!ownerKind && addableKinds(ownerKind).includes(kind);
  // Shares the detail page's cache entry: no second request, and a link refreshes both.
  const owner = useQuery({ ...completeQuery(ownerKind ?? 'entity', params.id ?? ''), enabled: valid });
  usePageTitle(valid ? t(`add.${kind}`) : t('meta.title'));

  if (!valid) return <Navigate to=".." replace />;
  // The page under the picker shows the spinner, the not-found card or the failure.
  if (!owner.data) return null;
  const record = owner.data;
  const linked = new Set(
    listsOf(ownerKind, record)
      .filter((list) => list.otherKind === kind)
      .flatMap((list) => list.rows.map((row) => row.other.id)),
  );
  return (
    <AddLinkDialog
      owner={{ kind: ownerKind, id: recordId(ownerKind, record), etag: record.etag }}
      ownerLabel={recordLabel(ownerKind, record)}
      kind={kind}
      linked={linked}
      // The plus button that opened the picker takes the focus back (it was hidden meanwhile).
      onClose={() => navigate('..', { state: { linksFocus: kind } })}
    />
  );
}
