// A listing's fields, in the parts of a broker's listing editor: Basics (title, web address, sale or
// lease, asking price or rent, terms, highlights), the public page's sections, the contact sheet
// and the confidentiality agreement (its version, and what saving a changed text does). The bar at
// the bottom stays in view while the form scrolls: whether something is unsaved, Discard and Save.
//
// The form is long (fourteen text areas): each part is rendered again only for its own fields'
// values and messages (each input subscribes to its own, see live-fields.ts), never because the
// page's unsaved state flipped or a photo moved.
import { LISTING_HIGHLIGHTS_MAX, LISTING_KINDS, LISTING_SECTIONS, type ListingAgreement } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { memo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../i18n/format';
import { sameValue } from '../../portal/editing/diff';
import { FieldGrid, SelectField } from '../../portal/editing/fields';
import { detailPath } from '../../portal/record-kinds';
import { BilingualFields } from './bilingual-fields';
import { publicUrl } from './listing-words';
import type { LoadedListing } from './listings-api';
import { type ListingForm as Form, useLiveFieldProps, useLiveForm } from './live-fields';
import { Part } from './panel';
import type { ListingEditor } from './use-listing-editor';

const RemoveIcon = createSvgIcon(
  <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />,
  'Close',
);

const ID = 'listing';

export function ListingForm({ editor, listing }: { editor: ListingEditor; listing: LoadedListing }) {
  const { t } = useTranslation('listings');
  const { form } = editor;
  return (
    <Paper
      component="form"
      id="listing-form"
      aria-label={t('editor.form')}
      noValidate
      variant="outlined"
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 4 }}>
        <Basics
          form={form}
          addressId={listing.address_id}
          address={listing.address}
          dealId={listing.deal_id}
        />
        <PageSections form={form} />
        <ContactSheet form={form} />
        <Agreement form={form} agreement={editor.base.agreement} />
      </Box>
      <SaveBar dirty={editor.dirty} busy={editor.busy} onDiscard={editor.discard} />
    </Paper>
  );
}

const Basics = memo(function Basics({
  form,
  addressId,
  address,
  dealId,
}: {
  form: Form;
  addressId: string | null;
  address: string | null;
  dealId: string | null;
}) {
  const { t } = useTranslation('listings');
  const live = useLiveForm(form, ['kind']);
  return (
    <Part id="listing-basics" title={t('editor.basics')}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {addressId && (
          <MuiLink component={Link} to={detailPath('address', addressId)}>
            {t('editor.place', { address: address ?? addressId })}
          </MuiLink>
        )}
        {dealId && (
          <>
            {addressId && ' · '}
            <MuiLink component={Link} to={detailPath('deal', dealId)}>
              {t('editor.placeDeal')}
            </MuiLink>
          </>
        )}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BilingualFields form={form} idPrefix={ID} name="title" label={t('field.title')} required />
        <FieldGrid>
          <SlugField form={form} />
          <SelectField
            form={live}
            name="kind"
            label={t('field.kind')}
            idPrefix={ID}
            required
            choices={LISTING_KINDS.map((k) => [k, t(`kinds.${k}`)] as const)}
          />
          <AskingField form={form} />
        </FieldGrid>
        <BilingualFields form={form} idPrefix={ID} name="terms" label={t('field.terms')} rows={2} />
        <Highlights form={form} />
      </Box>
    </Part>
  );
});

/** The web address, the public page's URL beneath it as typed. */
function SlugField({ form }: { form: Form }) {
  const { t } = useTranslation('listings');
  const field = useLiveFieldProps(form, ID, ['slug']);
  const slug = useWatch({ control: form.control, name: 'slug' });
  return (
    <TextField
      {...field('slug', t('field.slug'), {
        required: true,
        hint: slug
          ? t('field.slugHint', { url: publicUrl(slug.trim().toLowerCase()) })
          : t('field.slugEmpty'),
      })}
      slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
    />
  );
}

/** A sale's asking price, a lease's asking rent. */
function AskingField({ form }: { form: Form }) {
  const { t } = useTranslation('listings');
  const field = useLiveFieldProps(form, ID, ['price', 'rent']);
  const kind = useWatch({ control: form.control, name: 'kind' });
  return kind === 'sale' ? (
    <TextField key="price" {...field('price', t('field.price'))} inputMode="decimal" />
  ) : (
    <TextField key="rent" {...field('rent', t('field.rent'))} inputMode="decimal" />
  );
}

function Highlights({ form }: { form: Form }) {
  const { t } = useTranslation('listings');
  const list = useFieldArray({ control: form.control, name: 'highlights' });
  const full = list.fields.length >= LISTING_HIGHLIGHTS_MAX;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500, mb: 1, p: 0 }}>
        {t('editor.highlights')}
      </Typography>
      {list.fields.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('editor.noHighlights')}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {list.fields.map((item, i) => (
          <Box component="li" key={item.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <BilingualFields
                form={form}
                idPrefix={ID}
                name={`highlights.${i}`}
                label={t('editor.highlight', { n: i + 1 })}
                required
              />
            </Box>
            <IconButton
              aria-label={t('editor.removeHighlight', { n: i + 1 })}
              onClick={() => list.remove(i)}
              sx={{ mt: 1 }}
            >
              <RemoveIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1.5 }}>
        <Button
          variant="outlined"
          size="small"
          disabled={full}
          onClick={() => list.append({ en: '', fr: '' })}
        >
          {t('editor.addHighlight')}
        </Button>
        {full && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('editor.highlightsMax', { max: LISTING_HIGHLIGHTS_MAX })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

const PageSections = memo(function PageSections({ form }: { form: Form }) {
  const { t } = useTranslation('listings');
  return (
    <Part id="listing-sections" title={t('editor.pageSections')} intro={t('editor.pageSectionsIntro')}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {LISTING_SECTIONS.map((key) => (
          <Box key={key} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500, mb: 1, p: 0 }}>
              {t(`editor.sectionNames.${key}`)}
            </Typography>
            <BilingualFields
              form={form}
              idPrefix={ID}
              name={`sections.${key}`}
              label={t(`editor.sectionNames.${key}`)}
              rows={4}
            />
          </Box>
        ))}
      </Box>
    </Part>
  );
});

const ContactSheet = memo(function ContactSheet({ form }: { form: Form }) {
  const { t } = useTranslation('listings');
  const field = useLiveFieldProps(form, ID, ['contact']);
  return (
    <Part id="listing-contact" title={t('editor.contact')} intro={t('editor.contactIntro')}>
      <FieldGrid>
        <TextField {...field('contact.name', t('editor.contactName'))} autoComplete="off" />
        <TextField {...field('contact.email', t('editor.contactEmail'))} type="email" autoComplete="off" />
        <TextField {...field('contact.phone', t('editor.contactPhone'))} type="tel" autoComplete="off" />
      </FieldGrid>
    </Part>
  );
});

const Agreement = memo(function Agreement({ form, agreement }: { form: Form; agreement: ListingAgreement }) {
  const { t } = useTranslation('listings');
  const { date } = useDateFormat();
  const words = { version: agreement.version, next: agreement.version + 1 };
  return (
    <Part id="listing-agreement" title={t('editor.agreement')}>
      <Typography sx={{ fontWeight: 500 }} data-testid="agreement-version">
        {t('editor.agreementVersion', { version: agreement.version, date: date(agreement.created_at) })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('editor.agreementHint', words)}
      </Typography>
      <AgreementChanged form={form} agreement={agreement} />
      <BilingualFields
        form={form}
        idPrefix={ID}
        name="agreement"
        label={t('field.agreement')}
        required
        rows={8}
      />
    </Part>
  );
});

/** Said as soon as the text differs from the current version's: saving makes the next one. */
function AgreementChanged({ form, agreement }: { form: Form; agreement: ListingAgreement }) {
  const { t } = useTranslation('listings');
  const typed = useWatch({ control: form.control, name: 'agreement' });
  if (sameValue(typed, { en: agreement.en, fr: agreement.fr })) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {t('editor.agreementChanged', { version: agreement.version, next: agreement.version + 1 })}
    </Alert>
  );
}

/** Whether something is unsaved, and the buttons that settle it; in view while the form scrolls. */
function SaveBar({ dirty, busy, onDiscard }: { dirty: boolean; busy: boolean; onDiscard: () => void }) {
  const { t } = useTranslation('listings');
  return (
    <Box
      data-testid="listing-save-bar"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
        px: { xs: 2, md: 3 },
        py: 1.5,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        borderRadius: '0 0 4px 4px',
      }}
    >
      <Typography
        variant="body2"
        role="status"
        sx={{ mr: 'auto', color: dirty ? 'warning.dark' : 'text.secondary' }}
      >
        {dirty ? t('editor.unsaved') : t('editor.allSaved')}
      </Typography>
      <Button onClick={onDiscard} disabled={!dirty || busy}>
        {t('editor.discard')}
      </Button>
      <Button type="submit" variant="contained" disabled={!dirty || busy}>
        {t('editor.save')}
      </Button>
    </Box>
  );
}
