// "Leases expiring" (issue 26, ADR 0043): a dynamic list of the tenants whose active lease ends
// within 6, 12 or 24 months, narrowed by the leased property's city, use and leased area, and
// called at a cadence if wanted. Its filters are checked by the shared ListFilters before they
// are sent; the list is then one like any other (members, due calls, log call).
import { LEASE_EXPIRING_MONTHS, SPACE_USES } from '@crm/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCachePolicy } from '../../portal/cache-policy';
import { useNotify } from '../../portal/notify';
import { useErrorText, useFieldMessage } from '../../portal/use-message';
import { ListNameFields } from './list-name-fields';
import { createList, type LeaseExpiringForm, leaseExpiringFilters } from './lists-api';

const BLANK: LeaseExpiringForm = { months: '12', city: '', use: '', minSqft: '', maxSqft: '' };

export function LeasesExpiringButton({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation('lists');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" sx={{ mb: 2 }} onClick={() => setOpen(true)}>
        {t('expiring.open')}
      </Button>
      {open && (
        <LeasesExpiringDialog
          onClose={() => setOpen(false)}
          onCreated={(id) => {
            setOpen(false);
            onCreated(id);
          }}
        />
      )}
    </>
  );
}

function LeasesExpiringDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('lists');
  const policy = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const [form, setForm] = useState(BLANK);
  const [name, setName] = useState(() => t('expiring.defaultName', { count: 12 }));
  const [cadence, setCadence] = useState('');
  const checked = leaseExpiringFilters(form);
  const [shown, setShown] = useState(false);
  const create = useMutation({
    mutationFn: async () => {
      if (!checked.success) throw new Error('invalid');
      return createList({
        name,
        kind: 'dynamic',
        filters: checked.filters,
        call_every_days: cadence.trim() ? Number(cadence) : null,
      });
    },
    onSuccess: async (list) => {
      await policy.listChanged();
      notify(t('expiring.created', { name: list.name }), 'success');
      onCreated(list.id);
    },
  });
  const set = (field: keyof LeaseExpiringForm) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });
  const fieldProps = (field: keyof LeaseExpiringForm) => {
    const issue = shown && !checked.success ? checked.issues[field] : undefined;
    return issue ? { error: true, helperText: fieldMessage(issue) } : {};
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="leases-expiring-title" fullWidth maxWidth="sm">
      <DialogTitle id="leases-expiring-title">{t('expiring.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('expiring.body')}</DialogContentText>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            id="leases-expiring-months"
            select
            label={t('expiring.months')}
            value={form.months}
            onChange={(event) => {
              if (name === t('expiring.defaultName', { count: Number(form.months) }))
                setName(t('expiring.defaultName', { count: Number(event.target.value) }));
              setForm({ ...form, months: event.target.value });
            }}
          >
            {LEASE_EXPIRING_MONTHS.map((months) => (
              <MenuItem key={months} value={String(months)}>
                {t('expiring.monthsOption', { count: months })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="leases-expiring-city"
            label={t('expiring.city')}
            helperText={t('expiring.cityHelp')}
            value={form.city}
            onChange={set('city')}
            {...fieldProps('city')}
          />
          <TextField
            id="leases-expiring-use"
            select
            label={t('expiring.use')}
            value={form.use}
            onChange={set('use')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('expiring.anyUse')}</MenuItem>
            {SPACE_USES.map((use) => (
              <MenuItem key={use} value={use}>
                {t(`uses.${use}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            <TextField
              id="leases-expiring-min"
              label={t('expiring.minSqft')}
              inputMode="numeric"
              value={form.minSqft}
              onChange={set('minSqft')}
              fullWidth
              {...fieldProps('minSqft')}
            />
            <TextField
              id="leases-expiring-max"
              label={t('expiring.maxSqft')}
              inputMode="numeric"
              value={form.maxSqft}
              onChange={set('maxSqft')}
              fullWidth
              {...fieldProps('maxSqft')}
            />
          </Stack>
        </Stack>
        <ListNameFields
          idPrefix="leases-expiring"
          name={name}
          onName={setName}
          cadence={cadence}
          onCadence={setCadence}
          error={create.isError && checked.success ? errorText(create.error) : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('create.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!name.trim() || create.isPending}
          onClick={() => {
            setShown(true);
            if (checked.success) create.mutate();
          }}
        >
          {t('expiring.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
