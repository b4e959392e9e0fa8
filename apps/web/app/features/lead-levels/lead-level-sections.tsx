// Where staff set a lead's level (issue 28), each a section around LeadLevelControl:
// - a contact's page: the listings the contact is a lead of, or a line saying there are none;
// - an inbox item from a listing's access request: its contact's, the request's listing first (or,
//   while the item is linked to no contact, what to do first);
// - a deal's page: each party who is a lead of a listing marketing the deal (nothing when none is).
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../portal/load-failed';
import { detailPath } from '../../portal/record-kinds';
import { type LeadContact, LeadLevelControl } from './lead-level-control';
import { contactLeadsQuery, dealLeadsQuery } from './lead-levels-api';

function Section({ title, sx, children }: { title: string; sx?: SxProps<Theme>; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      data-testid="lead-levels-section"
      sx={[{ p: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A contact's leads: the control, or loading, a failed load, the empty line. */
function ContactLeads({ contact, focusListingId }: { contact: LeadContact; focusListingId?: string | null }) {
  const { t } = useTranslation('leads');
  const query = useQuery(contactLeadsQuery(contact.id));
  if (query.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (query.isError)
    return <LoadFailed message={t('failed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  if (query.data.data.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('empty')}</Typography>;
  return <LeadLevelControl contact={contact} leads={query.data.data} focusListingId={focusListingId} />;
}

/** The "Deal rooms" section of a contact's page. */
export function ContactLeadLevels({ entityId, name }: { entityId: string; name: string }) {
  const { t } = useTranslation('leads');
  return (
    <Section title={t('title')} sx={{ my: 3 }}>
      <ContactLeads contact={{ id: entityId, name }} />
    </Section>
  );
}

/** An inbox item's deal room: the level of the item's contact, the request's listing first. */
export function InboxLeadLevels({
  contact,
  listingId,
}: {
  /** The contact the item is linked to, null while it is linked to none. */
  contact: LeadContact | null;
  listingId: string;
}) {
  const { t } = useTranslation('leads');
  return (
    <Section title={t('title')} sx={{ mb: 2 }}>
      {contact ? (
        <ContactLeads contact={contact} focusListingId={listingId} />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('linkFirst')}</Typography>
      )}
    </Section>
  );
}

/** A deal's parties who are leads of the listings marketing it, each with their levels; nothing
 * at all for a deal no listing markets or whose parties are no leads. */
export function DealLeadLevels({ dealId }: { dealId: string }) {
  const { t } = useTranslation('leads');
  const query = useQuery(dealLeadsQuery(dealId));
  if (query.isPending || (query.data && query.data.data.length === 0)) return null;
  return (
    <Section title={t('dealTitle')} sx={{ my: 3 }}>
      {query.isError ? (
        <LoadFailed message={t('failed')} retry={t('retry')} onRetry={() => void query.refetch()} />
      ) : (
        query.data.data.map((party) => (
          <Box key={party.entity_id} sx={{ mt: 1.5 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
              <MuiLink component={Link} to={detailPath('entity', party.entity_id)}>
                {party.name}
              </MuiLink>
            </Typography>
            <LeadLevelControl contact={{ id: party.entity_id, name: party.name }} leads={party.leads} />
          </Box>
        ))
      )}
    </Section>
  );
}
