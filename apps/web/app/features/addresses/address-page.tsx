import type { Address, AddressComplete, AddressUpdate } from '@crm/shared';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../auth/use-message';
import { CrmError, crmRequest, seg } from '../crm/api';
import { useNotify } from '../crm/notify';
import { detailPath, recordKey } from '../crm/records';
import { useUnsavedChangesPrompt } from '../crm/use-unsaved-changes';
import { AddressForm } from './address-form';
import { type AddressDraft, draftOf } from './address-values';

/** An address's detail (inside the shared RecordPage frame): the address form in edit mode. PUT
 * sends only the changed fields; the answer goes back into the record's query. */
export function AddressDetail({ record }: { record: AddressComplete }) {
  const { t } = useTranslation(['addresses', 'crm']);
  const tv = useMessage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);
  // Opening the add/entity child route keeps the form on screen: that is not leaving.
  const prompt = useUnsavedChangesPrompt(dirty, detailPath('address', record.uuid));
  // The form compares drafts by value, so a refetch that only brings new links keeps the edits.
  const original = useMemo(() => draftOf(record), [record]);

  const save = useCallback(
    async (diff: Partial<AddressDraft>) => {
      try {
        const saved = await crmRequest<Address>(`/addresses/${seg(record.uuid)}`, {
          method: 'PUT',
          body: diff as AddressUpdate,
        });
        // The answer has no links: keep the ones shown, take every field the server stored.
        queryClient.setQueryData<AddressComplete | null>(recordKey('address', record.uuid), (old) =>
          old ? { ...old, ...saved } : old,
        );
        notify(t('crm:saved'), 'success');
        return true;
      } catch (error) {
        console.error('Address save failed', error);
        const exists = error instanceof CrmError && error.status === 409;
        const network = error instanceof CrmError && error.code === 'NETWORK';
        notify(exists ? tv('exists.address') : network ? t('crm:err.network') : t('crm:err.save'));
        return false;
      }
    },
    [record.uuid, queryClient, notify, t, tv],
  );

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {record.address}
      </Typography>
      <AddressForm
        mode="edit"
        original={original}
        address={original}
        onSave={save}
        onEditedChange={setDirty}
        linkedCount={record.n_linked_entities}
      />
      {prompt}
    </>
  );
}
