// /admin/listings/new (issue 28): a listing starts from its property (a building or a space, picked
// by typing part of its address) and, when there is one, the deal it markets (one of the
// property's deals; `?deal={id}` starts from that deal, `?address={id}` from that property). Sale or lease, its title in both
// languages, its web address (suggested from the title until edited, the public URL shown beneath)
// and its confidentiality agreement's first version; created as a draft, its editor opens. The
// shared ListingCreate judges the form, so its messages are the API's; a web address another
// listing has (409) is said on its field.
import { LISTING_KINDS, ListingCreate, type ListingKind } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, type FieldPath, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, crm } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { sameValue } from '../../portal/editing/diff';
import { useFieldError, useFieldProps } from '../../portal/editing/fields';
import { schemaResolver } from '../../portal/editing/schema-resolver';
import { useNotify } from '../../portal/notify';
import { usePageTitle } from '../../portal/page-title';
import { queryKeys } from '../../portal/query-keys';
import { completeQuery } from '../../portal/record-kinds';
import type { Choice } from '../../portal/record-lookups';
import { RecordPicker } from '../../portal/record-picker';
import { useErrorText } from '../../portal/use-message';
import { useUnsavedChangesPrompt } from '../../portal/use-unsaved-changes';
import { BilingualFields } from './bilingual-fields';
import type { Bilingual } from './listing-form-model';
import { slugify } from './listing-form-model';
import { publicUrl } from './listing-words';
import { createListing } from './listings-api';
import { Part } from './panel';

export type NewListingValues = {
  address_id: Choice | null;
  /** '' for none. */
  deal_id: string;
  kind: ListingKind;
  title: Bilingual;
  slug: string;
  agreement: Bilingual;
};

const BLANK: NewListingValues = {
  address_id: null,
  deal_id: '',
  kind: 'sale',
  title: { en: '', fr: '' },
  slug: '',
  agreement: { en: '', fr: '' },
};

/** What ListingCreate parses: the picked address's id, no deal as none, a draft. */
export const newListingInput = (v: NewListingValues) => ({
  address_id: v.address_id?.id ?? null,
  deal_id: v.deal_id || null,
  kind: v.kind,
  title: v.title,
  slug: v.slug,
  agreement: v.agreement,
  status: 'draft',
});

const resolver = schemaResolver<NewListingValues, ListingCreate>(ListingCreate, newListingInput);

const ID = 'new-listing';

type NewListingForm = UseFormReturn<NewListingValues, unknown, ListingCreate>;

/** The property picked; a listing is most often titled by its address, offered while both titles
 * are empty. */
function fillProperty(form: NewListingForm, choice: Choice | null) {
  form.setValue('address_id', choice, { shouldValidate: form.formState.isSubmitted });
  const title = form.getValues('title');
  if (choice && !title.en && !title.fr) form.setValue('title', { en: choice.label, fr: choice.label });
}
const DEALS_SHOWN = 50;

export function NewListingPage() {
  const { t } = useTranslation('listings');
  usePageTitle(t('meta.new'));
  const navigate = useNavigate();
  const notify = useNotify();
  const cache = useCachePolicy();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const fromDeal = params.get('deal');
  const fromAddress = fromDeal ? null : params.get('address');
  const form = useForm<NewListingValues, unknown, ListingCreate>({
    defaultValues: BLANK,
    resolver,
    mode: 'onTouched',
  });
  const field = useFieldProps(form, ID);
  const error = useFieldError(form);
  const values = useWatch({ control: form.control }) as NewListingValues;
  const [createdId, setCreatedId] = useState<string | null>(null);
  const create = useMutation({ mutationFn: (body: ListingCreate) => createListing(body) });

  // What leaving would lose is what the user changed of where the form started.
  const [start, setStart] = useState(BLANK);
  // Started from a deal: its property and the deal itself, once it loads (not the user's work).
  const deal = useQuery({ ...completeQuery('deal', fromDeal ?? ''), enabled: !!fromDeal });
  const started = deal.data ?? null;
  useEffect(() => {
    if (!started) return;
    if (started.address_id)
      fillProperty(form, { id: started.address_id, label: started.address ?? started.address_id });
    form.setValue('deal_id', started.id);
    setStart(form.getValues());
  }, [started, form]);
  // Started from a property's page (a building or a space): that property, once it loads.
  const property = useQuery({ ...completeQuery('address', fromAddress ?? ''), enabled: !!fromAddress });
  const startedAt = property.data ?? null;
  useEffect(() => {
    if (!startedAt) return;
    fillProperty(form, { id: startedAt.uuid, label: startedAt.address });
    setStart(form.getValues());
  }, [startedAt, form]);

  // The web address follows the title until the user writes their own.
  const suggested = useRef('');
  const titleEn = values.title?.en ?? '';
  const titleFr = values.title?.fr ?? '';
  useEffect(() => {
    const next = slugify(titleEn || titleFr);
    if (form.getValues('slug') === suggested.current && next !== suggested.current)
      form.setValue('slug', next, { shouldValidate: form.formState.isSubmitted });
    suggested.current = next;
  }, [titleEn, titleFr, form]);

  const onProperty = (choice: Choice | null) => {
    fillProperty(form, choice);
    form.setValue('deal_id', started && choice?.id === started.address_id ? started.id : '');
  };

  const submit = form.handleSubmit(async (checked) => {
    try {
      const created = await create.mutateAsync(checked);
      void cache.listingCreated();
      notify(t('create.created'), 'success');
      setCreatedId(created.id);
    } catch (failure) {
      console.error('Listing create failed', failure);
      const api = failure instanceof ApiError ? failure : null;
      const fields = Object.entries(api?.fieldKeys ?? {});
      fields.forEach(([name, key], i) => {
        form.setError(
          name as FieldPath<NewListingValues>,
          { type: 'server', message: key },
          { shouldFocus: i === 0 },
        );
      });
      // A refusal of one field is said on it; anything else in the snackbar.
      if (fields.length === 0 || api?.status !== 409) notify(errorText(failure));
    }
  });

  const edited = !sameValue(start, values);
  const leavePrompt = useUnsavedChangesPrompt(edited && !createdId);
  useEffect(() => {
    if (createdId) navigate(`/admin/listings/${createdId}`);
  }, [createdId, navigate]);

  const slug = values.slug?.trim().toLowerCase() ?? '';
  return (
    <>
      <Button component={Link} to="/admin/listings" sx={{ mb: 2, ml: -1 }}>
        {t('editor.back')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 1 }}>
        {t('create.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: 760 }}>{t('create.intro')}</Typography>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        aria-label={t('create.title')}
        onSubmit={(event) => void submit(event)}
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 4 }}
      >
        <Part id="new-listing-place" title={t('create.place')}>
          {started && (
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              {t('create.fromDeal', { name: started.name })}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2 }}>
            <RecordPicker
              kind="address"
              id={`${ID}-address_id`}
              label={t('field.property')}
              value={values.address_id ?? null}
              onChange={onProperty}
              required
              error={!!error('address_id')}
              helperText={error('address_id') ?? t('create.propertyHint')}
            />
            <DealSelect form={form} addressId={values.address_id?.id ?? null} started={started} />
          </Box>
        </Part>
        <Part id="new-listing-offer" title={t('create.offer')}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Controller
              control={form.control}
              name="kind"
              render={({ field: kind }) => (
                <FormControl component="fieldset">
                  <FormLabel component="legend">{t('field.kind')}</FormLabel>
                  <RadioGroup row name={kind.name} value={kind.value} onChange={kind.onChange}>
                    {LISTING_KINDS.map((k) => (
                      <FormControlLabel key={k} value={k} control={<Radio />} label={t(`kinds.${k}`)} />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
            <BilingualFields form={form} idPrefix={ID} name="title" label={t('field.title')} required />
            <TextField
              {...field('slug', t('field.slug'), {
                required: true,
                hint: slug ? t('field.slugHint', { url: publicUrl(slug) }) : t('field.slugEmpty'),
              })}
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
              sx={{ maxWidth: 560 }}
            />
          </Box>
        </Part>
        <Part id="new-listing-agreement" title={t('create.agreement')} intro={t('create.agreementIntro')}>
          <BilingualFields
            form={form}
            idPrefix={ID}
            name="agreement"
            label={t('field.agreement')}
            required
            rows={6}
          />
        </Part>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button component={Link} to="/admin/listings">
            {t('create.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending || !!createdId}>
            {t('create.submit')}
          </Button>
        </Box>
      </Paper>
      {leavePrompt}
    </>
  );
}

/** The deals at the property picked (and the deal the page started from): the listing may market
 * one of them. Shown once there is one. */
function DealSelect({
  form,
  addressId,
  started,
}: {
  form: NewListingForm;
  addressId: string | null;
  started: { id: string; name: string } | null;
}) {
  const { t } = useTranslation('listings');
  const error = useFieldError(form);
  const query = { address_id: addressId ?? '', limit: DEALS_SHOWN };
  const deals = useQuery({
    queryKey: queryKeys.deals.list(query),
    queryFn: ({ signal }) => crm('GET /deals', { query, signal }),
    enabled: !!addressId,
  });
  const listed = addressId ? (deals.data?.data ?? []) : [];
  const offered = started && !listed.some((d) => d.id === started.id) ? [started, ...listed] : listed;
  if (offered.length === 0) return null;
  return (
    <Controller
      control={form.control}
      name="deal_id"
      render={({ field }) => (
        <TextField
          id={`${ID}-deal_id`}
          select
          fullWidth
          label={t('create.deal')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={!!error('deal_id')}
          helperText={error('deal_id') ?? t('create.dealHint')}
        >
          <MenuItem value="">{t('create.noDeal')}</MenuItem>
          {offered.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
