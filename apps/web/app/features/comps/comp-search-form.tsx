// The Comps page's filters, as typed; sent to the URL only once the shared CompQuery accepts them,
// else each refused field shows the schema's message.
import { type CompQuery, PROPERTY_TYPES } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUrlSearchForm, WHITE_INPUT } from '../../portal/use-url-search-form';
import { type CompSearchValues, compSearchResolver, searchFrom, valuesFrom } from './comp-search';

export function CompSearchForm({
  paramString,
  onSearch,
}: {
  paramString: string;
  onSearch: (query: CompQuery) => void;
}) {
  const { t } = useTranslation('comps');
  const { form, message } = useUrlSearchForm<CompSearchValues, CompQuery>(paramString, {
    resolver: compSearchResolver,
    valuesFrom,
    searchFrom,
  });
  const { errors } = form.formState;
  const text = (name: 'city' | 'min_sqft' | 'max_sqft' | 'from' | 'to', label: string, date = false) => (
    <TextField
      id={`comps-search-${name}`}
      size="small"
      label={label}
      type={date ? 'date' : 'text'}
      inputMode={name.endsWith('sqft') ? 'numeric' : undefined}
      {...form.register(name)}
      error={Boolean(errors[name])}
      helperText={message(name)}
      slotProps={date ? { inputLabel: { shrink: true } } : undefined}
      sx={{ width: 170, ...WHITE_INPUT }}
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
      {text('city', t('search.city'))}
      <Controller
        control={form.control}
        name="property_type"
        render={({ field }) => (
          <TextField
            id="comps-search-property_type"
            select
            size="small"
            label={t('search.type')}
            value={field.value}
            onChange={field.onChange}
            error={Boolean(errors.property_type)}
            helperText={message('property_type')}
            // "Any" shows as a choice, not as an empty field under its label.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180, ...WHITE_INPUT }}
          >
            <MenuItem value="">{t('search.anyType')}</MenuItem>
            {PROPERTY_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {text('min_sqft', t('search.minSqft'))}
      {text('max_sqft', t('search.maxSqft'))}
      {text('from', t('search.from'), true)}
      {text('to', t('search.to'), true)}
      <Button type="submit" variant="contained">
        {t('search.submit')}
      </Button>
    </Box>
  );
}
