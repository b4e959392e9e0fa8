// My day's "contacts due for a call" (issue 25): what the call lists give (`call-list-source.tsx`),
// each contact a link to its page and a "Log call" button. One click logs a call with the contact,
// now; the call moves the contact's next call date on every call list it is on, so it leaves this
// section. A fuller note of the call (outcome, notes) is the contact page's "Log activity".
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCachePolicy } from '../../portal/cache-policy';
import { useNotify } from '../../portal/notify';
import { type DueContact, useCallListSource } from './call-list-source';
import { Loading } from './loading';
import { logCallWith } from './today-api';

export function DueCalls() {
  const { t } = useTranslation('admin');
  const source = useCallListSource();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('today.calls')}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('today.calls')}
      </Typography>
      {source ? (
        <SourcedCalls useDueContacts={source.useDueContacts} />
      ) : (
        <Typography sx={{ color: 'text.secondary' }} data-testid="today-calls-unavailable">
          {t('today.callsUnavailable')}
        </Typography>
      )}
    </Paper>
  );
}

type CallHook = NonNullable<ReturnType<typeof useCallListSource>>['useDueContacts'];

function SourcedCalls({ useDueContacts }: { useDueContacts: CallHook }) {
  const { t } = useTranslation('admin');
  const { contacts, loading } = useDueContacts();
  if (loading) return <Loading text={t('today.loading')} />;
  if (contacts.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('today.callsNone')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="today-calls">
      {contacts.map((contact) => (
        <DueRow key={contact.id} contact={contact} />
      ))}
    </Box>
  );
}

function DueRow({ contact }: { contact: DueContact }) {
  const { t } = useTranslation('admin');
  const policy = useCachePolicy();
  const notify = useNotify();
  const call = useMutation({
    mutationFn: () => logCallWith(contact.id, t('today.callWith', { name: contact.name })),
    onSuccess: async () => {
      notify(t('today.callWithLogged', { name: contact.name }), 'success');
      await policy.activitySaved({ kind: 'entity', id: contact.id });
    },
    onError: () => notify(t('today.failed')),
  });
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Link to={`/admin/contacts/${contact.id}`}>{contact.name}</Link>
        {contact.reason && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {contact.reason}
          </Typography>
        )}
      </Box>
      <Button
        size="small"
        variant="outlined"
        disabled={call.isPending}
        aria-label={t('today.callWithLabel', { name: contact.name })}
        onClick={() => call.mutate()}
      >
        {t('today.logCall')}
      </Button>
    </Box>
  );
}
