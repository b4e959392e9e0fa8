// A year's figures, added or edited (issue 26): the year (fixed once entered: it is the row's key)
// and its three amounts, judged by the shared schemas before anything is sent, then written with
// PUT /addresses/{id}/figures/{year}. A refusal puts the server's messages on their fields, else
// above them.
import type { PropertyFigure } from '@crm/shared';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { useFieldError } from '../../portal/editing/fields';
import { FormDialog } from '../../portal/editing/form-dialog';
import { useNotify } from '../../portal/notify';
import { useErrorText } from '../../portal/use-message';
import {
  AMOUNTS,
  blankFigure,
  type FigureChecked,
  type FigureFormValues,
  figureResolver,
  toFigureForm,
} from './figure-form-model';
import { putFigure } from './property-api';

export function FigureDialog({
  addressId,
  figure,
  years,
  onClose,
}: {
  addressId: string;
  /** The year edited; none to add one. */
  figure: PropertyFigure | null;
  /** The years already entered (a new year must be another). */
  years: readonly number[];
  onClose: () => void;
}) {
  const { t } = useTranslation('property');
  const policy = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<FigureFormValues, unknown, FigureChecked>({
    resolver: figureResolver,
    defaultValues: figure ? toFigureForm(figure) : blankFigure(years),
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: ({ year, ...amounts }: FigureChecked) => putFigure(addressId, year, amounts),
    onSuccess: async () => {
      await policy.figuresChanged(addressId);
      notify(t('figures.saved'), 'success');
      onClose();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? Object.entries(error.fieldKeys) : [];
      for (const [name, key] of fields)
        if (name === 'year' || (AMOUNTS as readonly string[]).includes(name))
          form.setError(name as keyof FigureFormValues, { message: key });
      if (fields.length === 0) setRefusal(errorText(error));
    },
  });
  const submit = form.handleSubmit((checked) => {
    // PUT writes over a stored year: adding one already entered is refused here, not overwritten.
    if (!figure && years.includes(checked.year)) {
      form.setError('year', { message: t('figures.dialog.taken', { year: checked.year }) });
      return;
    }
    setRefusal(null);
    save.mutate(checked);
  });
  const message = useFieldError(form);
  const field = (name: keyof FigureFormValues, hint?: string) => (
    <TextField
      id={`figure-${name}`}
      label={t(`figures.dialog.${name}`)}
      {...form.register(name)}
      disabled={name === 'year' && !!figure}
      error={Boolean(errors[name])}
      helperText={message(name) ?? hint}
      size="small"
      slotProps={{ htmlInput: { inputMode: name === 'year' ? 'numeric' : 'decimal' } }}
    />
  );
  return (
    <FormDialog
      title={figure ? t('figures.dialog.edit', { year: figure.year }) : t('figures.dialog.add')}
      busy={save.isPending}
      dirty={form.formState.isDirty}
      refusal={refusal}
      cancel={t('figures.cancel')}
      save={t('figures.save')}
      maxWidth="xs"
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {field('year')}
      {field('noi', t('figures.dialog.noiHelp'))}
      {field('opex')}
      {field('taxes')}
    </FormDialog>
  );
}
