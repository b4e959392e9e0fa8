// The "Client portal" panel of a person's contact page (issue 29): where they stand (no access;
// invited on … (expires …); active since …, last sign-in …; revoked), Invite in a language / Send
// again / Revoke (confirmed), the companies they represent (chosen among the candidates the server
// offers: the companies they own or work for), and "Post an update" / "Share a document" for them.
import type { ClientAccessStatus } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../i18n/format';
import { useCachePolicy } from '../../portal/cache-policy';
import { LoadFailed } from '../../portal/load-failed';
import { useNotify } from '../../portal/notify';
import { useErrorText } from '../../portal/use-message';
import {
  accessKey,
  getAccess,
  getClientProperties,
  invite,
  propertiesKey,
  revoke,
  saveCompanies,
} from './client-access-api';
import { DocumentDialog } from './document-dialog';
import { UpdateDialog } from './update-dialog';

type Open = 'invite' | 'revoke' | 'update' | 'document' | null;

/** The status line, in words. */
export function useStatusWords() {
  const { t } = useTranslation('clientAccess');
  const date = useDateFormat();
  return (access: ClientAccessStatus): string[] => {
    switch (access.status) {
      case 'invited':
        return [
          t('panel.status.invited', {
            date: access.invited_at ? date.date(access.invited_at) : '',
            expires: access.invite_expires_at ? date.date(access.invite_expires_at) : '',
          }),
        ];
      case 'active':
        return [
          t('panel.status.active', { date: access.granted_at ? date.date(access.granted_at) : '' }),
          access.last_sign_in_at
            ? t('panel.lastSignIn', { date: date.dateTime(access.last_sign_in_at) })
            : t('panel.neverSignedIn'),
        ];
      case 'revoked':
        return [t('panel.status.revoked', { date: access.revoked_at ? date.date(access.revoked_at) : '' })];
      default:
        return [t('panel.status.none')];
    }
  };
}

function Companies({ entityId, access }: { entityId: string; access: ClientAccessStatus }) {
  const { t } = useTranslation('clientAccess');
  const policy = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const id = useId();
  const [chosen, setChosen] = useState(() => new Set(access.companies.map((c) => c.id)));
  const save = useMutation({
    mutationFn: () => saveCompanies(entityId, [...chosen]),
    onSuccess: async (answer) => {
      await policy.clientAccessChanged(entityId, answer);
      notify(t('panel.companiesSaved'), 'success');
    },
    onError: (error) => notify(errorText(error)),
  });
  // Every company offered or already chosen (one no longer offered can still be unticked).
  const all = [
    ...access.candidates,
    ...access.companies.filter((c) => !access.candidates.some((o) => o.id === c.id)),
  ];
  if (all.length === 0)
    return (
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {t('panel.noCandidates')}
      </Typography>
    );
  return (
    <FormControl component="fieldset" sx={{ mt: 2, display: 'block' }}>
      <FormLabel component="legend" id={`${id}-companies`}>
        {t('panel.companies')}
      </FormLabel>
      <FormGroup>
        {all.map((company) => (
          <FormControlLabel
            key={company.id}
            label={company.name}
            control={
              <Checkbox
                checked={chosen.has(company.id)}
                onChange={(event) =>
                  setChosen((old) => {
                    const next = new Set(old);
                    if (event.target.checked) next.add(company.id);
                    else next.delete(company.id);
                    return next;
                  })
                }
              />
            }
          />
        ))}
      </FormGroup>
      <Button size="small" variant="outlined" onClick={() => save.mutate()} disabled={save.isPending}>
        {t('panel.saveCompanies')}
      </Button>
    </FormControl>
  );
}

export function ClientPortalPanel({ entityId, name }: { entityId: string; name: string }) {
  const { t, i18n } = useTranslation('clientAccess');
  const policy = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const statusWords = useStatusWords();
  const id = useId();
  const [open, setOpen] = useState<Open>(null);
  const [lang, setLang] = useState<'en' | 'fr'>(i18n.language === 'fr' ? 'fr' : 'en');
  const access = useQuery({
    queryKey: accessKey(entityId),
    queryFn: ({ signal }) => getAccess(entityId, signal),
  });
  // Read when the dialog opens: a document may be about one of the client's properties.
  const properties = useQuery({
    queryKey: propertiesKey(entityId),
    queryFn: ({ signal }) => getClientProperties(entityId, signal),
    enabled: open === 'document',
  });
  const close = () => setOpen(null);
  const sendInvite = useMutation({
    mutationFn: () => invite(entityId, lang),
    onSuccess: async (answer) => {
      await policy.clientAccessChanged(entityId, answer);
      notify(t('panel.invited'), 'success');
      close();
    },
    onError: (error) => notify(errorText(error)),
  });
  const end = useMutation({
    mutationFn: () => revoke(entityId),
    onSuccess: async () => {
      await policy.clientAccessChanged(entityId);
      notify(t('panel.revoked'), 'success');
      close();
    },
    onError: (error) => notify(errorText(error)),
  });

  const data = access.data;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-heading`} sx={{ p: 2, my: 3 }}>
      <Typography variant="h6" component="h2" id={`${id}-heading`} sx={{ mb: 1 }}>
        {t('panel.title')}
      </Typography>
      {access.isError ? (
        <LoadFailed
          message={errorText(access.error)}
          retry={t('panel.loading')}
          onRetry={() => void access.refetch()}
        />
      ) : !data ? (
        <Typography role="status">{t('panel.loading')}</Typography>
      ) : (
        <>
          <Box data-testid="client-access-status">
            {statusWords(data).map((line) => (
              <Typography key={line}>{line}</Typography>
            ))}
          </Box>
          {!data.email && data.status !== 'active' && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {t('panel.noEmail')}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
            {data.status !== 'active' && (
              <Button
                variant="outlined"
                size="small"
                disabled={!data.email}
                onClick={() => setOpen('invite')}
              >
                {data.status === 'invited' ? t('panel.sendAgain') : t('panel.invite')}
              </Button>
            )}
            {(data.status === 'active' || data.status === 'invited') && (
              <Button variant="outlined" color="error" size="small" onClick={() => setOpen('revoke')}>
                {t('panel.revoke')}
              </Button>
            )}
            {data.status === 'active' && (
              <>
                <Button variant="outlined" size="small" onClick={() => setOpen('update')}>
                  {t('update.post')}
                </Button>
                <Button variant="outlined" size="small" onClick={() => setOpen('document')}>
                  {t('document.share')}
                </Button>
              </>
            )}
          </Box>
          {(data.status === 'active' || data.status === 'invited') && (
            <Companies key={data.companies.map((c) => c.id).join()} entityId={entityId} access={data} />
          )}

          <Dialog open={open === 'invite'} onClose={close} aria-labelledby={`${id}-invite`}>
            <DialogTitle id={`${id}-invite`}>{t('panel.inviteTitle')}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>
                {t('panel.inviteBody', { email: data.email ?? '' })}
              </DialogContentText>
              <FormControl>
                <FormLabel id={`${id}-lang`}>{t('panel.lang')}</FormLabel>
                <RadioGroup
                  aria-labelledby={`${id}-lang`}
                  value={lang}
                  onChange={(event) => setLang(event.target.value === 'fr' ? 'fr' : 'en')}
                >
                  <FormControlLabel value="en" control={<Radio />} label={t('panel.langs.en')} />
                  <FormControlLabel value="fr" control={<Radio />} label={t('panel.langs.fr')} />
                </RadioGroup>
              </FormControl>
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t('panel.cancel')}</Button>
              <Button variant="contained" onClick={() => sendInvite.mutate()} disabled={sendInvite.isPending}>
                {t('panel.send')}
              </Button>
            </DialogActions>
          </Dialog>

          <Dialog open={open === 'revoke'} onClose={close} aria-labelledby={`${id}-revoke`}>
            <DialogTitle id={`${id}-revoke`}>{t('panel.revokeTitle')}</DialogTitle>
            <DialogContent>
              <DialogContentText>{t('panel.revokeBody', { name })}</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t('panel.cancel')}</Button>
              <Button variant="contained" color="error" onClick={() => end.mutate()} disabled={end.isPending}>
                {t('panel.revokeConfirm')}
              </Button>
            </DialogActions>
          </Dialog>

          <UpdateDialog target={{ audience: 'client', entityId }} open={open === 'update'} onClose={close} />
          <DocumentDialog
            target={{ kind: 'entity', id: entityId }}
            properties={properties.data?.data.map((p) => ({ id: p.id, name: p.address })) ?? []}
            open={open === 'document'}
            onClose={close}
          />
        </>
      )}
    </Paper>
  );
}

/** On an address's page: post an update to, or share a document with, every client of the property. */
export function PropertyClientsActions({ addressId }: { addressId: string }) {
  const { t } = useTranslation('clientAccess');
  const [open, setOpen] = useState<'update' | 'document' | null>(null);
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-heading`} sx={{ p: 2, my: 3 }}>
      <Typography variant="h6" component="h2" id={`${id}-heading`} sx={{ mb: 1 }}>
        {t('panel.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" size="small" onClick={() => setOpen('update')}>
          {t('update.postProperty')}
        </Button>
        <Button variant="outlined" size="small" onClick={() => setOpen('document')}>
          {t('document.shareProperty')}
        </Button>
      </Box>
      <UpdateDialog
        target={{ audience: 'property', addressId }}
        open={open === 'update'}
        onClose={() => setOpen(null)}
      />
      <DocumentDialog
        target={{ kind: 'address', id: addressId }}
        open={open === 'document'}
        onClose={() => setOpen(null)}
      />
    </Paper>
  );
}
