import type { Address, AddressComplete, AddressUpdate } from '@crm/shared';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, crm, seg } from '../../http/client';
import { useNotify } from '../../portal/notify';
import { detailPath, recordKey } from '../../portal/record-kinds';
import { useMessage } from '../../portal/use-message';
import { useUnsavedChangesPrompt } from '../../portal/use-unsaved-changes';
import { AddressForm } from './address-form';
import { type AddressDraft, draftOf } from './address-values';

/** What a failed address save or create says: a duplicate, no connection, or that the edits are
 * still in the form. */
export function useSaveFailureText(): (error: unknown) => string {
  const { t } = useTranslation('crm');
  const tv = useMessage();
  return (error) => {
    if (error instanceof ApiError && error.status === 409) return tv('exists.address');
    return error instanceof ApiError && error.isNetwork ? t('err.network') : t('err.save');
  };
}

/** An address's detail (inside the shared RecordPage frame): the address form in edit mode. PUT
 * sends only the changed fields; the answer goes back into the record's query. */
export function AddressDetail({ record }: { record: AddressComplete }) {
  const { t } = useTranslation(['addresses', 'crm']);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const failureText = useSaveFailureText();
  // A mutation, so a 401/403 makes the portal check the session again (admin/query-client.ts).
  const put = useMutation({
    mutationFn: (diff: AddressUpdate) =>
      crm<Address>(`/addresses/${seg(record.uuid)}`, { method: 'PUT', body: diff }),
  });
  const [dirty, setDirty] = useState(false);
  // Opening the add/entity child route keeps the form on screen: that is not leaving.
  const prompt = useUnsavedChangesPrompt(dirty, detailPath('address', record.uuid));
  // The form compares drafts by value, so a refetch that only brings new links keeps the edits.
  const original = useMemo(() => draftOf(record), [record]);

  const save = useCallback(
    async (diff: Partial<AddressDraft>) => {
      try {
        const saved = await put.mutateAsync(diff as AddressUpdate);
        // The answer has no links: keep the ones shown, take every field the server stored.
        queryClient.setQueryData<AddressComplete | null>(recordKey('address', record.uuid), (old) =>
          old ? { ...old, ...saved } : old,
        );
        notify(t('crm:saved'), 'success');
        return true;
      } catch (error) {
        console.error('Address save failed', error);
        notify(failureText(error));
        return false;
      }
    },
    [record.uuid, queryClient, notify, t, put, failureText],
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
