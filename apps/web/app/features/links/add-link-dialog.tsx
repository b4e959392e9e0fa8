import { type ContactType, emailField, entityName, type MessageKey, phoneField } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isStale } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { ExistsFlag } from '../../portal/exists-flag';
import { useNotify } from '../../portal/notify';
import { detailPath, type LinkKind } from '../../portal/record-kinds';
import { useMessage } from '../../portal/use-message';
import { type Choice, createRecord, isNetworkError, linkRecords, refusalKey } from './link-api';
import { newContactIsPerson, type RecordRef, tagField } from './link-kinds';
import { type Picked, PickerChoices } from './picker-choices';
import { TagSelect, useTagLabel } from './tag-select';
import { usePickerSearch } from './use-picker-search';

/** The shared rule of a new record's value, so the picker and the API give the same message. */
const NEW_VALUE = { entity: entityName, email: emailField, number: phoneField } as const;

type Errors = { text?: string; choice?: string; tag?: string; person?: string; form?: string };

/** The add/… picker (spec §2): search the records of `kind` as you type or create one, choose the
 * link's tag, and link it to `owner`. `linked` holds the ids already linked, `onClose` returns to
 * the detail page. What was typed and chosen stays until the link is saved or the picker closed. */
export function AddLinkDialog({
  owner,
  ownerLabel,
  kind,
  linked,
  onClose,
}: {
  owner: RecordRef;
  ownerLabel: string;
  kind: LinkKind;
  linked: ReadonlySet<string>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['links', 'crm']);
  const tv = useMessage();
  const notify = useNotify();
  const cache = useCachePolicy();
  const tagLabel = useTagLabel();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Picked>(null);
  const [tag, setTag] = useState('');
  // A new contact is a person or a company: the user's choice, else what the link's tag implies.
  const [personChoice, setPersonChoice] = useState<boolean | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const search = usePickerSearch(kind, text);
  const field = tagField(owner.kind, kind);
  const creatable = kind !== 'address';
  // An email or number equal to what was typed: link it rather than create a duplicate (§8).
  const existing = search.existing;
  const choice = picked === 'new' && existing ? null : picked;
  const isPerson = personChoice ?? (kind === 'entity' ? newContactIsPerson(owner.kind, tag) : null);
  const asksPerson = choice === 'new' && kind === 'entity';

  const save = useMutation({
    mutationFn: async (target: Choice | 'new') => {
      let record: Choice;
      if (target === 'new') {
        record = await createRecord(
          kind as 'entity' | 'email' | 'number',
          text.trim(),
          defaultType(field, tag),
          kind === 'entity' ? isPerson : null,
        );
        // Created: a retry after a failed link must link it, not create it again.
        setPicked(record);
      } else record = target;
      await linkRecords(owner, { kind, id: record.id }, tag);
      return record;
    },
    onSuccess: async (record) => {
      await cache.linksChanged(owner, { kind, id: record.id });
      notify(t('links:done.linked'), 'success');
      onClose();
    },
    onError: (error, target) => {
      console.error('Link save failed', error);
      const key = refusalKey(error);
      if (isStale(error)) {
        // The page's record changed meanwhile: show it as it is now; the choice stays for a retry.
        setErrors({ form: t('links:err.stale') });
        void cache.linksChanged(owner);
      } else if (target === 'new' && error instanceof ApiError && error.status === 409) {
        // Someone else created it meanwhile: the exists! flag appears and offers it.
        setPicked(null);
        void search.refetchExisting();
        setErrors({ text: tv(key ?? 'exists.record') });
      } else if (key) setErrors({ form: tv(fieldKey(error) ?? key) });
      else setErrors({ form: isNetworkError(error) ? t('links:err.network') : t('links:err.save') });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!choice) found.choice = t('links:picker.chooseRecord');
    if (choice === 'new') {
      const parsed = NEW_VALUE[kind as 'entity' | 'email' | 'number'].safeParse(text);
      if (!parsed.success) found.text = tv((parsed.error.issues[0]?.message ?? 'val.required') as MessageKey);
    }
    if (!tag) found.tag = t(`links:picker.chooseTag.${field}`);
    if (asksPerson && isPerson === null) found.person = t('links:picker.choosePerson');
    setErrors(found);
    if (choice && Object.keys(found).length === 0) save.mutate(choice);
  };

  const onText = (value: string) => {
    setText(value);
    setErrors((e) => ({ ...e, text: undefined, form: undefined }));
    // A new record is named by the text: editing it keeps "new" chosen; an existing one stays.
  };
  const choose = (value: Picked) => {
    setPicked(value);
    setErrors((e) => ({ ...e, choice: undefined, form: undefined }));
  };

  const otherLabel = choice === 'new' ? text.trim() : choice?.label;
  const dirty = text !== '' || tag !== '' || picked !== null || personChoice !== null;
  const busy = save.isPending;

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        // A stray click beside the picker must not throw away what was typed.
        if (busy || (reason === 'backdropClick' && dirty)) return;
        onClose();
      }}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="add-link-title"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
      data-testid="add-link-dialog"
    >
      <DialogTitle id="add-link-title" sx={{ overflowWrap: 'anywhere' }}>
        {t(`links:picker.title.${kind}`, { owner: ownerLabel })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <TextField
          id="add-link-text"
          label={t(`links:picker.field.${kind}`)}
          value={text}
          onChange={(event) => onText(event.target.value)}
          autoFocus
          fullWidth
          autoComplete="off"
          error={!!errors.text}
          helperText={errors.text ?? t(`links:picker.hint.${kind}`)}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        {existing && (kind === 'email' || kind === 'number') && (
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
            data-testid="add-link-exists"
          >
            <ExistsFlag to={detailPath(kind, existing.id)} />
            <Typography variant="body2" sx={{ flex: '1 1 14rem' }}>
              {t(`links:picker.exists.${kind}`)}
            </Typography>
            <Button size="small" variant="outlined" onClick={() => choose(existing)}>
              {t('links:picker.useExisting')}
            </Button>
          </Box>
        )}
        <PickerChoices
          kind={kind}
          search={search}
          text={text.trim()}
          creatable={creatable && !existing}
          exclude={owner.kind === kind ? owner.id : undefined}
          linked={linked}
          value={choice}
          onChange={choose}
          error={errors.choice}
        />
        <TagSelect
          a={owner.kind}
          b={kind}
          id="add-link-tag"
          label={t(`links:tag.${field}`)}
          required
          value={tag}
          onChange={(value) => {
            setTag(value);
            setErrors((e) => ({ ...e, tag: undefined, form: undefined }));
          }}
          placeholder={t('links:picker.placeholder')}
          error={!!errors.tag}
          helperText={
            errors.tag ??
            (field === 'relationship' && tag && otherLabel
              ? t('links:picker.sentence', {
                  owner: ownerLabel,
                  relation: tagLabel(owner.kind, kind, tag).toLowerCase(),
                  other: otherLabel,
                })
              : undefined)
          }
          fullWidth
        />
        {asksPerson && (
          <FormControl component="fieldset" error={!!errors.person} data-testid="add-link-person">
            <FormLabel component="legend">{t('links:picker.newIs')}</FormLabel>
            <RadioGroup
              row
              name="add-link-person"
              value={isPerson === null ? '' : isPerson ? 'person' : 'company'}
              onChange={(event) => {
                setPersonChoice(event.target.value === 'person');
                setErrors((e) => ({ ...e, person: undefined, form: undefined }));
              }}
            >
              <FormControlLabel value="person" control={<Radio />} label={t('links:picker.person')} />
              <FormControlLabel value="company" control={<Radio />} label={t('links:picker.company')} />
            </RadioGroup>
            {errors.person && <FormHelperText>{errors.person}</FormHelperText>}
          </FormControl>
        )}
        {errors.form && (
          <Alert severity="error" data-testid="add-link-error">
            {errors.form}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('crm:actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('links:picker.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A new email or number takes the link's type as its default type. */
const defaultType = (field: string, tag: string) => (field === 'type' ? (tag as ContactType) : null);

/** The message key of the first refused field, when the API named one. */
function fieldKey(error: unknown): MessageKey | null {
  return error instanceof ApiError ? (Object.values(error.fieldKeys)[0] ?? null) : null;
}
