import type { OwnSession } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/language';
import { useCachePolicy } from '../../portal/cache-policy';
import { useNotify } from '../../portal/notify';
import { queryKeys } from '../../portal/query-keys';
import { useErrorText } from '../../portal/use-message';
import { deviceOf } from './device';
import { Section } from './section';
import { endOtherSessions, endSession, listSessions } from './security-api';

/** The account's live sessions (this device first): device, client address, last activity; end one,
 * or every other. */
export function SessionsSection() {
  const { t } = useTranslation('auth');
  const { lang } = useLanguage();
  const notify = useNotify();
  const errorText = useErrorText();
  const cache = useCachePolicy();
  const sessions = useQuery({ queryKey: queryKeys.sessions, queryFn: listSessions });
  const when = (iso: string) => formatDateTime(iso, lang);
  const deviceText = (session: OwnSession) => {
    const device = deviceOf(session.userAgent);
    return device ? t('security.sessions.device', device) : t('security.sessions.unknownDevice');
  };

  const settle = () => cache.sessionsChanged();
  const endOne = useMutation({
    mutationFn: endSession,
    onSuccess: () => notify(t('security.sessions.ended'), 'success'),
    onError: (error) => notify(errorText(error)),
    onSettled: settle,
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => notify(t('security.sessions.endedOthers'), 'success'),
    onError: (error) => notify(errorText(error)),
    onSettled: settle,
  });

  const list = sessions.data?.sessions ?? [];
  return (
    <Section title={t('security.sessions.heading')}>
      {sessions.isPending ? (
        <Typography role="status">{t('security.sessions.loading')}</Typography>
      ) : sessions.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => sessions.refetch()}>
              {t('security.sessions.retry')}
            </Button>
          }
        >
          {t('security.sessions.loadFailed')} {errorText(sessions.error)}
        </Alert>
      ) : (
        <>
          <List disablePadding aria-busy={sessions.isFetching} data-testid="sessions">
            {list.map((session) => (
              <ListItem
                key={session.id}
                divider
                data-testid="session"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 0 }}
              >
                <Box sx={{ flex: '1 1 260px' }}>
                  <Typography sx={{ fontWeight: 500 }}>
                    {deviceText(session)}{' '}
                    {session.current && (
                      <Chip
                        size="small"
                        color="primary"
                        label={t('security.sessions.thisDevice')}
                        sx={{ ml: 1 }}
                      />
                    )}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {session.ipAddress
                      ? t('security.sessions.address', { ip: session.ipAddress })
                      : t('security.sessions.unknownAddress')}
                    {' · '}
                    {t('security.sessions.lastActive', { when: when(session.lastActiveAt) })}
                  </Typography>
                </Box>
                {!session.current && (
                  <Button
                    variant="outlined"
                    color="error"
                    size="small"
                    disabled={endOne.isPending}
                    onClick={() => endOne.mutate(session.id)}
                    aria-label={t('security.sessions.endLabel', {
                      device: deviceText(session),
                      when: when(session.lastActiveAt),
                    })}
                  >
                    {t('security.sessions.end')}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
          <Box sx={{ mt: 2 }}>
            {list.length > 1 ? (
              <Button
                variant="outlined"
                color="error"
                disabled={endOthers.isPending}
                onClick={() => endOthers.mutate()}
              >
                {t('security.sessions.endOthers')}
              </Button>
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>{t('security.sessions.onlyThis')}</Typography>
            )}
          </Box>
        </>
      )}
    </Section>
  );
}
