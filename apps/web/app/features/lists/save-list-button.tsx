// "Save as list" on the search page's contacts tab (issue 25): the search on screen kept as a
// dynamic list, named (unique among the user's lists) and optionally called at a cadence.
import type { ListFilters } from '@crm/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCachePolicy } from '../../portal/cache-policy';
import { useNotify } from '../../portal/notify';
import { useErrorText } from '../../portal/use-message';
import { ListNameFields } from './list-name-fields';
import { createList, listFiltersFrom } from './lists-api';

/** The button and its dialog. `filters` are the search page's, as its URL holds them. */
export function SaveListButton({ filters }: { filters: Readonly<Record<string, string | undefined>> }) {
  const { t } = useTranslation('lists');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {t('save.open')}
      </Button>
      {open && <SaveListDialog filters={listFiltersFrom(filters)} onClose={() => setOpen(false)} />}
    </>
  );
}

function SaveListDialog({ filters, onClose }: { filters: ListFilters; onClose: () => void }) {
  const { t } = useTranslation('lists');
  const policy = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [cadence, setCadence] = useState('');
  const save = useMutation({
    mutationFn: () =>
      createList({
        name,
        kind: 'dynamic',
        filters,
        call_every_days: cadence.trim() ? Number(cadence) : null,
      }),
    onSuccess: async (list) => {
      await policy.listChanged();
      notify(t('save.saved', { name: list.name }), 'success');
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="save-list-title" fullWidth maxWidth="xs">
      <DialogTitle id="save-list-title">{t('save.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('save.body')}</DialogContentText>
        <ListNameFields
          idPrefix="save-list"
          name={name}
          onName={setName}
          cadence={cadence}
          onCadence={setCadence}
          error={save.isError ? errorText(save.error) : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('create.cancel')}</Button>
        <Button variant="contained" disabled={!name.trim() || save.isPending} onClick={() => save.mutate()}>
          {t('save.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
