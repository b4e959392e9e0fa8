// /admin/contacts/{id} (spec §2/§3/§4): the contact's name as heading, the summary a broker reads
// first (issue 25), its linked-record counters and the form of every field, edited through the
// confirm dialog.
import { ENTITY_COUNTERS, type EntityComplete } from '@crm/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { describeChanges } from '../../portal/editing/change-values';
import { RecordFormFrame, useRecordValueWords } from '../../portal/editing/record-form-frame';
import { useRecordEditor } from '../../portal/editing/use-record-editor';
import { ContactFields, useEntityLabel } from './contact-fields';
import { ENTITY_FORM_ORDER, entityUpdateResolver, toEntityForm } from './contact-form-model';
import { ContactSummary, type ContactSummaryProps } from './contact-summary';
import { VcardLink } from './vcard-link';

const toForm = (record: EntityComplete) => toEntityForm(record);

/** The full form, one action away from the summary: scrolled into view, its first field focused. */
function showForm() {
  document.getElementById('entity-form')?.scrollIntoView({ block: 'start' });
  document.getElementById('entity-name')?.focus({ preventScroll: true });
}

export function ContactDetail({
  record,
  id,
  nextTask,
  lastActivity,
}: { record: EntityComplete; id: string } & Pick<ContactSummaryProps, 'nextTask' | 'lastActivity'>) {
  const { t } = useTranslation(['records', 'crm']);
  const labelOf = useEntityLabel();
  const words = useRecordValueWords();
  const editor = useRecordEditor({
    kind: 'entity',
    id,
    record,
    toForm,
    resolver: entityUpdateResolver,
    describe: (body) => describeChanges(body, ENTITY_FORM_ORDER, labelOf, words),
  });

  return (
    <>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {t('records:title.entity')}
      </Typography>
      <Typography variant="h4" component="h1" id="entity-heading" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
        {record.name}
      </Typography>
      <ContactSummary record={record} nextTask={nextTask} lastActivity={lastActivity} onEdit={showForm} />
      <LinkedCounters record={record} />
      <Box sx={{ mb: 2 }}>
        <VcardLink id={id} />
      </Box>
      <RecordFormFrame
        id="entity-form"
        labelledBy="entity-heading"
        onSubmit={editor.onSubmit}
        canSubmit={editor.dirty && !editor.busy}
        submitLabel={t('crm:actions.update')}
      >
        <ContactFields form={editor.form} idPrefix="entity" />
      </RecordFormFrame>
      {editor.dialogs}
    </>
  );
}

/** Read-only n_linked_* counters (spec §3), kept by the server as links come and go. */
function LinkedCounters({ record }: { record: EntityComplete }) {
  const { t } = useTranslation('records');
  return (
    <Box
      component="dl"
      data-testid="linked-counters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 3 }, m: 0, mb: 2 }}
    >
      {ENTITY_COUNTERS.map((counter) => (
        <Box key={counter} sx={{ display: 'flex', gap: 0.75 }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {t(`counters.${counter}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
            {record[counter]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
