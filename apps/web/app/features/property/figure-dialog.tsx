// A year's figures, added or edited (issue 26): the year (fixed once entered: it is the row's key)
// and its three amounts, judged by the shared schemas before anything is sent, then written with
// PUT /addresses/{id}/figures/{year}. A refusal puts the server's messages on their fields.
import type { PropertyFigure } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { useNotify } from '../../portal/notify';
import { useErrorText, useFieldMessage } from '../../portal/use-message';
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
  const fieldMessage = useFieldMessage();
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
      if (fields.length === 0) notify(errorText(error));
    },
  });
  const submit = form.handleSubmit((checked) => {
    // PUT writes over a stored year: adding one already entered is refused here, not overwritten.
    if (!figure && years.includes(checked.year)) {
      form.setError('year', { message: t('figures.dialog.taken', { year: checked.year }) });
      return;
    }
    save.mutate(checked);
  });
  const message = (name: keyof FigureFormValues) => {
    const text = errors[name]?.message;
    return text ? fieldMessage(String(text)) : undefined;
  };
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
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby="figure-dialog-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="figure-dialog-title">
        {figure ? t('figures.dialog.edit', { year: figure.year }) : t('figures.dialog.add')}
      </DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="figure-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          {field('year')}
          {field('noi', t('figures.dialog.noiHelp'))}
          {field('opex')}
          {field('taxes')}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('figures.cancel')}
        </Button>
        <Button type="submit" form="figure-form" variant="contained" disabled={save.isPending}>
          {t('figures.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
