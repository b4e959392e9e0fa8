// /admin/requirements (issue 25): who wants what. A broker asks for a deal, a kind of property, a
// size and a city ("industrial over 20,000 sq ft in Montréal") and gets the matching requirements
// with their contacts, a page at a time.
import { PROPERTY_TYPES, REQUIREMENT_DEALS, type RequirementQuery } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../portal/load-failed';
import { PageNav } from '../../portal/page-nav';
import { usePageTitle } from '../../portal/page-title';
import { queryKeys } from '../../portal/query-keys';
import { useUrlSearchForm, WHITE_INPUT } from '../../portal/use-url-search-form';
import { RequirementMatches } from './requirement-matches';
import {
  REQUIREMENTS_PAGE_SIZE,
  type RequirementSearch,
  type RequirementSearchValues,
  requirementSearchResolver,
  searchFrom,
  toSearchParams,
  valuesFrom,
} from './requirement-search';
import { searchRequirements } from './requirements-api';

export function RequirementsPage() {
  const { t } = useTranslation('requirements');
  usePageTitle(t('meta.title'));
  const [params, setParams] = useSearchParams();
  const paramString = params.toString();
  const search = searchFrom(params);
  const results = useQuery({
    queryKey: queryKeys.requirementSearch.page(search ?? {}),
    queryFn: search ? ({ signal }) => searchRequirements(search, signal) : skipToken,
    // The last page stays on screen while the next loads; a contact renamed or merged since shows
    // as it is now on each visit.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  // A search pushes a history entry, so Back returns to the one before.
  const go = (next: Omit<RequirementSearch, 'limit'>) => setParams(toSearchParams(next));

  const rows = results.data?.data ?? [];
  const offset = search?.offset ?? 0;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 1 }}>
        {t('search.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('search.intro')}</Typography>
      <SearchForm paramString={paramString} onSearch={(query) => go({ ...query, offset: 0 })} />
      {/* A link the schema refuses sends nothing: the form's messages say why. */}
      {search &&
        (results.isError ? (
          <LoadFailed
            message={t('search.failed')}
            retry={t('search.retry')}
            onRetry={() => void results.refetch()}
          />
        ) : results.isPending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
            <CircularProgress size={24} aria-hidden="true" />
            <Typography>{t('search.loading')}</Typography>
          </Box>
        ) : rows.length === 0 ? (
          <Typography role="status" sx={{ py: 2 }}>
            {t(offset > 0 ? 'search.noMore' : 'search.empty')}
          </Typography>
        ) : (
          <RequirementMatches rows={rows} busy={results.isFetching} />
        ))}
      {search && results.isSuccess && (
        <PageNav
          offset={offset}
          count={rows.length}
          size={REQUIREMENTS_PAGE_SIZE}
          onOffset={(next) => go({ ...search, offset: next })}
          label={t('search.pages')}
          previous={t('search.previous')}
          next={t('search.next')}
          range={(from, to) => t('search.range', { from, to })}
        />
      )}
    </>
  );
}

/** The filters, as typed; sent to the URL only once the shared schema accepts them. */
function SearchForm({
  paramString,
  onSearch,
}: {
  paramString: string;
  onSearch: (query: RequirementQuery) => void;
}) {
  const { t } = useTranslation('requirements');
  const { form, message } = useUrlSearchForm<RequirementSearchValues, RequirementQuery>(paramString, {
    resolver: requirementSearchResolver,
    valuesFrom,
    searchFrom,
  });
  const { errors } = form.formState;
  const select = <T extends string>(
    name: 'deal' | 'type',
    any: string,
    options: readonly T[],
    label: (option: T) => string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          id={`requirements-search-${name}`}
          select
          size="small"
          label={t(`search.${name}`)}
          value={field.value}
          onChange={field.onChange}
          error={Boolean(errors[name])}
          helperText={message(name)}
          // "Any" shows as a choice, not as an empty field under its label.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180, ...WHITE_INPUT }}
        >
          <MenuItem value="">{any}</MenuItem>
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {label(option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('search.label')}
      noValidate
      onSubmit={form.handleSubmit(onSearch)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      {select('deal', t('search.anyDeal'), REQUIREMENT_DEALS, (deal) => t(`deals.${deal}`))}
      {select('type', t('search.anyType'), PROPERTY_TYPES, (type) => t(`types.${type}`))}
      <TextField
        id="requirements-search-size"
        size="small"
        label={t('search.size')}
        inputMode="numeric"
        {...form.register('size')}
        error={Boolean(errors.size)}
        helperText={message('size') ?? t('search.sizeHelp')}
        sx={{ width: 180, ...WHITE_INPUT }}
      />
      <TextField
        id="requirements-search-city"
        size="small"
        label={t('search.city')}
        {...form.register('city')}
        error={Boolean(errors.city)}
        helperText={message('city')}
        sx={WHITE_INPUT}
      />
      <Button type="submit" variant="contained">
        {t('search.submit')}
      </Button>
    </Box>
  );
}
