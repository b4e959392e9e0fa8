import type { InboxItemDetail } from '@crm/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useInboxLabels } from './inbox-labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

const LIST_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
  gap: { xs: 0.25, sm: 1 },
  m: 0,
};

/** The sender as they wrote (for a showcase request, with the type and the kinds of email and
 * number they chose; for a contact-form message, their phone and "I am" when given), the message itself and, for a showcase request, the NDA acceptance kept as
 * evidence (when, from where, with which browser, which version of the text). */
export function Facts({ item }: { item: InboxItemDetail }) {
  const { t, date } = useInboxLabels();
  return (
    <>
      <Paper variant="outlined" component="section" aria-labelledby="inbox-from-title" sx={{ p: 2, mb: 2 }}>
        <Typography id="inbox-from-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('item.from')}
        </Typography>
        <Box component="dl" sx={LIST_SX}>
          {item.name && <Fact label={t('item.name')}>{item.name}</Fact>}
          {item.visitor_type && (
            <Fact label={t('item.visitorType')}>{t(`item.visitorTypes.${item.visitor_type}`)}</Fact>
          )}
          {item.visitor_role && (
            <Fact label={t('item.visitorRole')}>{t(`item.visitorRoles.${item.visitor_role}`)}</Fact>
          )}
          {item.email && (
            <Fact label={t('item.email')}>
              <a href={`mailto:${item.email}`}>{item.email}</a>
              {item.email_type && ` (${t(`item.emailTypes.${item.email_type}`)})`}
            </Fact>
          )}
          {item.phone && (
            <Fact label={t('item.phone')}>
              <a href={`tel:${item.phone}`}>{item.phone}</a>
              {item.phone_type && ` (${t(`item.phoneTypes.${item.phone_type}`)})`}
            </Fact>
          )}
          {item.company && <Fact label={t('item.company')}>{item.company}</Fact>}
        </Box>
      </Paper>

      {item.body != null && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="inbox-message-title"
          sx={{ p: 2, mb: 2 }}
        >
          <Typography id="inbox-message-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('item.message')}
          </Typography>
          {item.subject && (
            <Typography sx={{ fontWeight: 500, mb: 1, overflowWrap: 'anywhere' }}>{item.subject}</Typography>
          )}
          <Typography data-testid="inbox-body" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.body}
          </Typography>
        </Paper>
      )}

      {item.nda && (
        <Paper variant="outlined" component="section" aria-labelledby="inbox-nda-title" sx={{ p: 2, mb: 2 }}>
          <Typography id="inbox-nda-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('item.nda.title')}
          </Typography>
          <Box component="dl" sx={LIST_SX}>
            <Fact label={t('item.nda.showcase')}>{item.nda.showcase_slug}</Fact>
            <Fact label={t('item.nda.acceptedAt')}>
              <time dateTime={item.nda.accepted_at}>{date(item.nda.accepted_at)}</time>
            </Fact>
            <Fact label={t('item.nda.ip')}>{item.nda.ip}</Fact>
            {item.nda.user_agent && <Fact label={t('item.nda.userAgent')}>{item.nda.user_agent}</Fact>}
            <Fact label={t('item.nda.version')}>{item.nda.nda_version}</Fact>
          </Box>
        </Paper>
      )}
    </>
  );
}
