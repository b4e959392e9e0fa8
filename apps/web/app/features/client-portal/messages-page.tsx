// /portal/messages (issue 29): the client's representative (name, photo, a tel: and a mailto:
// link), the form to write to them, and the messages sent with the answers staff gave.
import type { ClientMe } from '@crm/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../portal/load-failed';
import { usePageTitle } from '../../portal/page-title';
import { clientKeys, getMessages } from './client-api';
import { useClientFormat } from './client-format';
import { MessageForm } from './message-form';

function Representative({ me }: { me: ClientMe }) {
  const { t } = useTranslation('clientPortal');
  const rep = me.representative;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="representative" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h5" component="h2" id="representative" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('messages.representative')}
      </Typography>
      {rep ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Avatar
            src={rep.image ?? undefined}
            alt={rep.image ? t('messages.photo', { name: rep.name }) : ''}
            sx={{ width: 64, height: 64, bgcolor: 'secondary.main' }}
          >
            {rep.name.charAt(0)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{rep.name}</Typography>
            {rep.phone && (
              <Link
                href={`tel:${rep.phone}`}
                sx={{ display: 'block' }}
                aria-label={t('messages.call', { phone: rep.phone })}
              >
                {rep.phone}
              </Link>
            )}
            <Link
              href={`mailto:${rep.email}`}
              sx={{ display: 'block', overflowWrap: 'anywhere' }}
              aria-label={t('messages.email', { email: rep.email })}
            >
              {rep.email}
            </Link>
          </Box>
        </Box>
      ) : (
        <Typography>{t('messages.noRepresentative')}</Typography>
      )}
    </Paper>
  );
}

function Thread() {
  const { t } = useTranslation('clientPortal');
  const f = useClientFormat();
  const messages = useQuery({ queryKey: clientKeys.messages, queryFn: ({ signal }) => getMessages(signal) });
  return (
    <Box component="section" aria-labelledby="my-messages" sx={{ mt: 4 }}>
      <Typography variant="h5" component="h2" id="my-messages" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('messages.thread')}
      </Typography>
      {messages.isError ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void messages.refetch()} />
      ) : !messages.data ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : messages.data.data.length === 0 ? (
        <Typography>{t('messages.none')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {messages.data.data.map((message) => (
            <Paper component="li" variant="outlined" key={message.id} sx={{ p: 2 }}>
              <Typography variant="subtitle2" component="h3">
                {t(`messages.topics.${message.topic}`)}
                {message.property && ` · ${message.property.address}`}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {t('messages.sentOn', { date: f.date(message.created_at) })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {message.body}
              </Typography>
              {message.replies.length === 0 ? (
                <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>
                  {t('messages.noReply')}
                </Typography>
              ) : (
                message.replies.map((reply) => (
                  <Box
                    key={reply.id}
                    sx={{ mt: 1.5, pl: 1.5, borderLeft: '3px solid', borderColor: 'primary.light' }}
                  >
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('messages.reply', { author: reply.author, date: f.date(reply.created_at) })}
                    </Typography>
                    <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {reply.body}
                    </Typography>
                  </Box>
                ))
              )}
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function MessagesPage({ me }: { me: ClientMe }) {
  const { t } = useTranslation('clientPortal');
  usePageTitle(t('meta.messages'));
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ color: 'primary.main', mb: 2, fontSize: { xs: '1.625rem', md: '2.125rem' } }}
      >
        {t('messages.title')}
      </Typography>
      <Representative me={me} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <MessageForm />
      </Paper>
      <Thread />
    </>
  );
}
