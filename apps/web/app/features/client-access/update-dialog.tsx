// "Post an update" (issue 29): a title and a text in English and French (one language is enough:
// a client reads the other when theirs is missing), attachments, sent to one client, to every
// client of a property, or to every client.
import type { UpdateInput } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../portal/notify';
import { useErrorText } from '../../portal/use-message';
import { postUpdate } from './client-access-api';

type Lang = 'en' | 'fr';
type Texts = Record<Lang, { title: string; body: string }>;
const EMPTY: Texts = { en: { title: '', body: '' }, fr: { title: '', body: '' } };

/** Who receives it: one client (their contact), a property's clients, or every client. */
export type UpdateAudience =
  | { audience: 'client'; entityId: string }
  | { audience: 'property'; addressId: string };

/** The update as the API takes it; null when no language has both a title and a text. */
export function toUpdate(target: UpdateAudience, texts: Texts): UpdateInput | null {
  const langs = (['en', 'fr'] as const).filter((l) => texts[l].title.trim() && texts[l].body.trim());
  if (langs.length === 0) return null;
  const pick = (part: 'title' | 'body') => Object.fromEntries(langs.map((l) => [l, texts[l][part].trim()]));
  return {
    audience: target.audience,
    ...(target.audience === 'client' ? { entity_id: target.entityId } : { address_id: target.addressId }),
    title: pick('title'),
    body: pick('body'),
  };
}

export function UpdateDialog({
  target,
  open,
  onClose,
}: {
  target: UpdateAudience;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('clientAccess');
  const notify = useNotify();
  const errorText = useErrorText();
  const id = useId();
  const [lang, setLang] = useState<Lang>('en');
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  const post = useMutation({
    mutationFn: (update: UpdateInput) => postUpdate(update, files),
    onSuccess: (answer) => {
      notify(t('update.posted', { recipients: answer.recipients, emailed: answer.emailed }), 'success');
      setTexts(EMPTY);
      setFiles([]);
      onClose();
    },
  });
  const set = (part: 'title' | 'body', value: string) =>
    setTexts((old) => ({ ...old, [lang]: { ...old[lang], [part]: value } }));
  const submit = () => {
    const update = toUpdate(target, texts);
    setMissing(!update);
    if (update) post.mutate(update);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t('update.title')}</DialogTitle>
      <DialogContent>
        {missing && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('update.needText')}
          </Alert>
        )}
        {post.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(post.error)}
          </Alert>
        )}
        <Tabs value={lang} onChange={(_, value: Lang) => setLang(value)} sx={{ mb: 2 }}>
          <Tab
            value="en"
            label={t('update.english')}
            lang="en"
            id={`${id}-tab-en`}
            aria-controls={`${id}-panel`}
          />
          <Tab
            value="fr"
            label={t('update.french')}
            lang="fr"
            id={`${id}-tab-fr`}
            aria-controls={`${id}-panel`}
          />
        </Tabs>
        <Box
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${lang}`}
          sx={{ display: 'grid', gap: 2 }}
        >
          <TextField
            label={t('update.heading')}
            value={texts[lang].title}
            onChange={(event) => set('title', event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200, lang } }}
          />
          <TextField
            label={t('update.body')}
            value={texts[lang].body}
            onChange={(event) => set('body', event.target.value)}
            multiline
            minRows={5}
            slotProps={{ htmlInput: { lang } }}
          />
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('update.attachments')}
        </Typography>
        {files.map((file) => (
          <Box key={`${file.name}|${file.size}`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('update.remove', { name: file.name })}
              onClick={() => setFiles((old) => old.filter((f) => f !== file))}
            >
              ×
            </IconButton>
          </Box>
        ))}
        <Button component="label" variant="outlined" size="small" sx={{ mt: 1 }}>
          {t('update.addFiles')}
          <input
            type="file"
            multiple
            hidden
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              setFiles((old) => [...old, ...chosen]);
              event.target.value = '';
            }}
          />
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('panel.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={post.isPending}>
          {t('update.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
