// The Requirements section of a contact's page (issue 25): what the contact wants to buy or lease,
// each requirement summarised in a line, added and edited in a dialog whose form the shared schema
// judges, deleted after a confirmation.
import {
  PRICE_BASES,
  PROPERTY_TYPES,
  REQUIREMENT_DEALS,
  type Requirement,
  type RequirementCreate,
} from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { useNotify } from '../../portal/notify';
import { queryKeys } from '../../portal/query-keys';
import { useRequirementWords } from '../../portal/requirement-words';
import { useErrorText, useFieldMessage } from '../../portal/use-message';
import { FailureView } from '../../ui/failure-view';
import {
  EMPTY_REQUIREMENT,
  type RequirementFormValues,
  requirementResolver,
  toRequirementForm,
} from './requirement-form-model';
import { addRequirement, deleteRequirement, listRequirements, saveRequirement } from './requirements-api';

/** The section, for the contact `entityId`. */
export function RequirementsSection({ entityId }: { entityId: string }) {
  const { t } = useTranslation('requirements');
  const policy = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const requirements = useQuery({
    queryKey: queryKeys.requirements(entityId),
    queryFn: ({ signal }) => listRequirements(entityId, signal),
  });
  // null: closed; 'new': adding; a requirement: editing it.
  const [editing, setEditing] = useState<Requirement | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteRequirement(id),
    onSuccess: async () => {
      await policy.requirementsChanged(entityId);
      notify(t('deleted'), 'success');
    },
    onError: (error) => notify(errorText(error)),
  });

  return (
    <Paper component="section" variant="outlined" aria-labelledby="requirements-heading" sx={{ p: 2, my: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2" id="requirements-heading" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      </Box>
      {requirements.isError ? (
        <FailureView error={requirements.error} area="portal" onReload={() => void requirements.refetch()} />
      ) : requirements.isPending ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : requirements.data.data.length === 0 ? (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {t('empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {requirements.data.data.map((r) => (
            <Box
              component="li"
              key={r.id}
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'baseline',
                py: 0.75,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flexGrow: 1 }}>
                <Typography>
                  <strong>{t(`deals.${r.deal}`)}</strong> · <RequirementSummary requirement={r} />
                </Typography>
                {r.notes && (
                  <Typography sx={{ color: 'text.secondary', whiteSpace: 'pre-wrap', fontSize: 14 }}>
                    {r.notes}
                  </Typography>
                )}
              </Box>
              <Button
                size="small"
                aria-label={t('editLabel', { deal: t(`deals.${r.deal}`) })}
                onClick={() => setEditing(r)}
              >
                {t('edit')}
              </Button>
              <Button
                size="small"
                color="error"
                disabled={remove.isPending}
                aria-label={t('deleteLabel', { deal: t(`deals.${r.deal}`) })}
                onClick={() => {
                  if (window.confirm(t('deleteConfirm'))) remove.mutate(r.id);
                }}
              >
                {t('delete')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {editing && (
        <RequirementDialog
          entityId={entityId}
          requirement={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}

/** Types, size, cities and ceiling in words. */
function RequirementSummary({ requirement }: { requirement: Requirement }) {
  return <>{useRequirementWords().summary(requirement)}</>;
}

function RequirementDialog({
  entityId,
  requirement,
  onClose,
}: {
  entityId: string;
  requirement: Requirement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('requirements');
  const policy = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const form = useForm<RequirementFormValues, unknown, RequirementCreate>({
    resolver: requirementResolver,
    defaultValues: requirement ? toRequirementForm(requirement) : EMPTY_REQUIREMENT,
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (body: RequirementCreate) =>
      requirement ? saveRequirement(requirement.id, body) : addRequirement(entityId, body),
    onSuccess: async () => {
      await policy.requirementsChanged(entityId);
      notify(t('saved'), 'success');
      onClose();
    },
    onError: (error) => {
      // The server's field messages go on their fields; anything else is a notice.
      const fields = error instanceof ApiError ? Object.entries(error.fieldKeys) : [];
      for (const [name, key] of fields)
        if (name in EMPTY_REQUIREMENT) form.setError(name as keyof RequirementFormValues, { message: key });
      if (fields.length === 0) notify(errorText(error));
    },
  });
  const message = (name: keyof RequirementFormValues) => {
    const text = errors[name]?.message;
    return text ? fieldMessage(String(text)) : undefined;
  };
  const numberField = (name: 'min_sqft' | 'max_sqft' | 'price_max') => (
    <TextField
      id={`requirement-${name}`}
      label={t(`fields.${name}`)}
      inputMode="decimal"
      {...form.register(name)}
      error={Boolean(errors[name])}
      helperText={message(name)}
      size="small"
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="requirement-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="requirement-dialog-title">{t(requirement ? 'dialog.edit' : 'dialog.add')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="requirement-form"
          noValidate
          onSubmit={form.handleSubmit((body) => save.mutate(body))}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <Controller
            control={form.control}
            name="deal"
            render={({ field }) => (
              <TextField
                id="requirement-deal"
                select
                size="small"
                label={t('fields.deal')}
                value={field.value}
                onChange={field.onChange}
                error={Boolean(errors.deal)}
                helperText={message('deal')}
              >
                {REQUIREMENT_DEALS.map((deal) => (
                  <MenuItem key={deal} value={deal}>
                    {t(`deals.${deal}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="property_types"
            render={({ field }) => (
              <FormControl component="fieldset" error={Boolean(errors.property_types)}>
                <FormLabel component="legend">{t('fields.property_types')}</FormLabel>
                <FormGroup row>
                  {PROPERTY_TYPES.map((type) => (
                    <FormControlLabel
                      key={type}
                      label={t(`types.${type}`)}
                      control={
                        <Checkbox
                          checked={field.value.includes(type)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, type]
                                : field.value.filter((v) => v !== type),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {message('property_types') && <FormHelperText>{message('property_types')}</FormHelperText>}
              </FormControl>
            )}
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {numberField('min_sqft')}
            {numberField('max_sqft')}
          </Box>
          <TextField
            id="requirement-cities"
            size="small"
            label={t('fields.cities')}
            {...form.register('cities')}
            error={Boolean(errors.cities)}
            helperText={message('cities') ?? t('fields.citiesHelp')}
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {numberField('price_max')}
            <Controller
              control={form.control}
              name="price_basis"
              render={({ field }) => (
                <TextField
                  id="requirement-price-basis"
                  select
                  size="small"
                  label={t('fields.price_basis')}
                  value={field.value}
                  onChange={field.onChange}
                  error={Boolean(errors.price_basis)}
                  helperText={message('price_basis')}
                  sx={{ minWidth: 180 }}
                >
                  <MenuItem value="">{t('none')}</MenuItem>
                  {PRICE_BASES.map((basis) => (
                    <MenuItem key={basis} value={basis}>
                      {t(`bases.${basis}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Box>
          <TextField
            id="requirement-notes"
            size="small"
            label={t('fields.notes')}
            multiline
            minRows={2}
            {...form.register('notes')}
            error={Boolean(errors.notes)}
            helperText={message('notes')}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button type="submit" form="requirement-form" variant="contained" disabled={save.isPending}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
