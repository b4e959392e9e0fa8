// The inbox's client items (issue 29). A sign-up ('signup'): "Give client access…" ties the
// account to a contact chosen here (found by name, the linked contact first), or "Refuse". A
// client's message ('client_message'): the thread of answers (each sent by email to the client
// and kept on the thread the client sees) and the box to answer.
import type { InboxItemDetail } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../i18n/format';
import { useCachePolicy } from '../../portal/cache-policy';
import { LoadFailed } from '../../portal/load-failed';
import { useNotify } from '../../portal/notify';
import { useErrorText } from '../../portal/use-message';
import { getReplies, giveClientAccess, refuseSignup, repliesKey, reply } from './client-access-api';

/** Contacts found by name (the route gives the link picker's ranked search). */
export type FindContacts = (text: string) => {
  results: readonly { id: string; label: string; detail?: string | null }[];
};

function SignupActions({ item, useFindContacts }: { item: InboxItemDetail; useFindContacts: FindContacts }) {
  const { t } = useTranslation('clientAccess');
  const cache = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(item.name ?? '');
  const [chosen, setChosen] = useState(item.entity_id ?? '');
  const found = useFindContacts(text).results;
  const linked = item.entity_id ? [{ id: item.entity_id, label: item.entity_name ?? '', detail: null }] : [];
  const choices = [...linked, ...found.filter((c) => c.id !== item.entity_id)];
  const give = useMutation({
    mutationFn: () => giveClientAccess(item.id, chosen),
    onSuccess: async () => {
      notify(t('inbox.given'), 'success');
      setOpen(false);
      await cache.inboxItemChanged();
    },
  });
  const refuse = useMutation({
    mutationFn: () => refuseSignup(item.id),
    onSuccess: async () => {
      notify(t('inbox.refused'), 'success');
      await cache.inboxItemChanged();
    },
    onError: (error) => notify(errorText(error)),
  });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('inbox.giveAccess')}
      </Button>
      <Button variant="outlined" color="error" onClick={() => refuse.mutate()} disabled={refuse.isPending}>
        {t('inbox.refuse')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby={`${id}-title`}
      >
        <DialogTitle id={`${id}-title`}>{t('inbox.giveTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('inbox.giveBody')}</DialogContentText>
          {give.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(give.error)}
            </Alert>
          )}
          <TextField
            label={t('inbox.contact')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            fullWidth
            type="search"
          />
          <RadioGroup
            aria-label={t('inbox.contact')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {choices.map((contact) => (
              <FormControlLabel
                key={contact.id}
                value={contact.id}
                control={<Radio />}
                label={contact.detail ? `${contact.label} · ${contact.detail}` : contact.label}
              />
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('panel.cancel')}</Button>
          <Button variant="contained" onClick={() => give.mutate()} disabled={!chosen || give.isPending}>
            {t('inbox.give')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function Thread({ item }: { item: InboxItemDetail }) {
  const { t } = useTranslation('clientAccess');
  const date = useDateFormat();
  const cache = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const [body, setBody] = useState('');
  const replies = useQuery({
    queryKey: repliesKey(item.id),
    queryFn: ({ signal }) => getReplies(item.id, signal),
  });
  const send = useMutation({
    mutationFn: () => reply(item.id, body.trim()),
    onSuccess: async () => {
      setBody('');
      notify(t('inbox.sent'), 'success');
      await cache.inboxReplied(item.id);
    },
  });
  return (
    <>
      {replies.isError ? (
        <LoadFailed
          message={errorText(replies.error)}
          retry={t('panel.loading')}
          onRetry={() => void replies.refetch()}
        />
      ) : !replies.data ? (
        <Typography role="status">{t('panel.loading')}</Typography>
      ) : replies.data.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('inbox.noReplies')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {replies.data.data.map((r) => (
            <Box
              component="li"
              key={r.id}
              sx={{ pl: 1.5, borderLeft: '3px solid', borderColor: 'primary.light' }}
            >
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('inbox.replied', { author: r.author, date: date.dateTime(r.created_at) })}
                {r.emailed && ` · ${t('inbox.emailed')}`}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.body}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (body.trim()) send.mutate();
        }}
        sx={{ display: 'grid', gap: 1, mt: 2 }}
      >
        {send.isError && <Alert severity="error">{errorText(send.error)}</Alert>}
        <TextField
          label={t('inbox.reply')}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={send.isPending || !body.trim()}>
            {t('inbox.send')}
          </Button>
        </Box>
      </Box>
    </>
  );
}

export function InboxClientSection({
  item,
  useFindContacts,
}: {
  item: InboxItemDetail;
  useFindContacts: FindContacts;
}) {
  const { t } = useTranslation('clientAccess');
  const id = useId();
  if (item.kind !== 'signup' && item.kind !== 'client_message') return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, my: 2 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {item.kind === 'signup' ? t('panel.title') : t('inbox.thread')}
      </Typography>
      {item.kind === 'signup' ? (
        <SignupActions item={item} useFindContacts={useFindContacts} />
      ) : (
        <Thread item={item} />
      )}
    </Paper>
  );
}
