// /admin/contacts/new (route newEntity, spec §2): a new contact's main fields, name required.
// A name that is already a contact's is flagged 'exists!' with a link to it, and Create is refused
// while it stands (spec §8: flag the duplicate instead of saving it). Created, the app opens the
// new contact's page.
import type { Entity, EntityCreate } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordFormFrame } from '../../portal/editing/record-form-frame';
import { useRecordEditor } from '../../portal/editing/use-record-editor';
import { ExistsFlag } from '../../portal/exists-flag';
import { usePageTitle } from '../../portal/page-title';
import { detailPath } from '../../portal/record-kinds';
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
  // The duplicate the check before Create found (it may lie beyond what the live lookup reads).
  const [refused, setRefused] = useState<Entity | null>(null);
  const editor = useRecordEditor<'entity', EntityFormValues, EntityCreate>({
    kind: 'entity',
    blank: EMPTY,
    resolver: entityCreateResolver,
    toBody: filledIn,
    // The name may have been typed faster than the last lookup: check once more.
    beforeCreate: async (body) => {
      const found = await lookup.confirm(body.name);
      if (!found) return true;
      setRefused(found);
      editor.form.setError('name', { type: 'exists', message: 'exists.entity' }, { shouldFocus: true });
      return false;
    },
  });
  const name = useWatch({ control: editor.form.control, name: 'name' }) ?? '';
  const lookup = useExistingContact(name);
  const existing = lookup.existing ?? (refused && sameName(refused.name, name) ? refused : null);

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
        onSubmit={editor.onSubmit}
        canSubmit={editor.dirty && !existing && !editor.busy}
        submitLabel={t('crm:actions.create')}
      >
        <ContactFields
          form={editor.form}
          idPrefix="new-entity"
          portfolio={false}
          nameAdornment={
            // Announced as it appears: the flag is the reason Create is disabled.
            <Box aria-live="polite">{duplicate}</Box>
          }
        />
      </RecordFormFrame>
      {editor.dialogs}
    </>
  );
}
