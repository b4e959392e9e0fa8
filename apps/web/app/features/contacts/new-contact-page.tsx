// /admin/contacts/new (route newEntity, spec §2): a new contact's main fields, name required.
// A name that is already a contact's is flagged 'exists!' with a link to it, and Create is refused
// while it stands (spec §8: flag the duplicate instead of saving it). Created, the app opens the
// new contact's page.
import type { Entity, EntityCreate } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, crm } from '../../http/client';
import { sameValue } from '../../portal/editing/diff';
import { RecordFormFrame } from '../../portal/editing/record-form-frame';
import { ExistsFlag } from '../../portal/exists-flag';
import { useNotify } from '../../portal/notify';
import { usePageTitle } from '../../portal/page-title';
import { detailPath } from '../../portal/record-kinds';
import { useUnsavedChangesPrompt } from '../../portal/use-unsaved-changes';
import { ContactFields } from './contact-fields';
import { type EntityFormValues, entityCreateResolver, toEntityForm } from './contact-form-model';
import { sameName, useExistingContact } from './use-existing-contact';

const EMPTY = toEntityForm();

/** Only what was filled in is sent: empty text, unset numbers and unticked flags are defaults. */
const filledIn = (body: EntityCreate) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== false));

export function NewContactPage() {
  const { t } = useTranslation(['records', 'crm']);
  usePageTitle(t('records:title.newEntity'));
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const form = useForm<EntityFormValues, unknown, EntityCreate>({
    defaultValues: EMPTY,
    resolver: entityCreateResolver,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as EntityFormValues;
  const [createdId, setCreatedId] = useState<string | null>(null);
  // A mutation, so the portal's client rechecks the session after a 401 or 403.
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) => crm<Entity>('/entities', { method: 'POST', body }),
  });
  // Set while the name is checked once more and the contact created.
  const [creating, setCreating] = useState(false);
  const lookup = useExistingContact(values.name ?? '');
  // The duplicate the check before Create found (it may lie beyond what the live lookup reads).
  const [refused, setRefused] = useState<Entity | null>(null);
  const existing = lookup.existing ?? (refused && sameName(refused.name, values.name ?? '') ? refused : null);
  const dirty = !createdId && !sameValue(EMPTY, values);
  const leavePrompt = useUnsavedChangesPrompt(dirty);

  // Navigate once the form no longer counts as changed, so the leave prompt lets the app go.
  useEffect(() => {
    if (createdId) navigate(detailPath('entity', createdId));
  }, [createdId, navigate]);

  const submit = form.handleSubmit(async (body) => {
    setCreating(true);
    try {
      // The name may have been typed faster than the last lookup: check once more.
      const duplicate = await lookup.confirm(body.name);
      if (duplicate) {
        setRefused(duplicate);
        form.setError('name', { type: 'exists', message: 'exists.entity' }, { shouldFocus: true });
        return;
      }
      const entity = await create.mutateAsync(filledIn(body));
      void queryClient.invalidateQueries();
      notify(t('crm:created'), 'success');
      setCreatedId(entity.uuid);
    } catch (error) {
      console.error('Create failed', error);
      notify(t(error instanceof ApiError && error.isNetwork ? 'crm:err.network' : 'crm:err.save'));
      if (error instanceof ApiError)
        for (const [field, key] of Object.entries(error.fieldKeys))
          form.setError(field as keyof EntityFormValues, { type: 'server', message: key });
    } finally {
      setCreating(false);
    }
  });

  const duplicate = existing && (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      <ExistsFlag to={detailPath('entity', existing.uuid)} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('records:newEntity.duplicate')}
      </Typography>
    </Box>
  );

  return (
    <>
      <Button component={Link} to="/admin" sx={{ mb: 2, ml: -1 }}>
        {t('crm:actions.toSearch')}
      </Button>
      <Typography variant="h4" component="h1" id="new-entity-heading" sx={{ mb: 1 }}>
        {t('records:title.newEntity')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('records:newEntity.intro')}</Typography>
      <RecordFormFrame
        id="new-entity-form"
        labelledBy="new-entity-heading"
        onSubmit={(event) => void submit(event)}
        canSubmit={dirty && !existing && !creating}
        submitLabel={t('crm:actions.create')}
      >
        <ContactFields
          form={form}
          idPrefix="new-entity"
          portfolio={false}
          nameAdornment={
            // Announced as it appears: the flag is the reason Create is disabled.
            <Box aria-live="polite">{duplicate}</Box>
          }
        />
      </RecordFormFrame>
      {leavePrompt}
    </>
  );
}
