// One contact's levels on the listings' deal rooms (issue 28): for each listing they are a lead of,
// its title (to its page), its status, when they accepted the agreement, and a two-way toggle,
// "Agreement signed" / "Approved", that sets the level at once. A rise mails the lead: the row then
// says whether they were emailed; a lowering says they were not told; a refusal says why.
import type { ContactListingLead, LeadLevelName } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../i18n/format';
import { useCachePolicy } from '../../portal/cache-policy';
import { useErrorText } from '../../portal/use-message';
import { setLeadLevel } from './lead-levels-api';

const RANK: Record<LeadLevelName, number> = { agreement: 1, approved: 2 };

/** The listing's page in the portal. */
export const listingPath = (id: string) => `/admin/listings/${encodeURIComponent(id)}`;

export interface LeadContact {
  id: string;
  name: string;
}

/** The contact's leads, the listing `focusListingId` names first and marked (an inbox item's). */
export function LeadLevelControl({
  contact,
  leads,
  focusListingId,
}: {
  contact: LeadContact;
  leads: readonly ContactListingLead[];
  focusListingId?: string | null;
}) {
  const { t } = useTranslation('leads');
  const ordered = focusListingId
    ? [
        ...leads.filter((l) => l.listing_id === focusListingId),
        ...leads.filter((l) => l.listing_id !== focusListingId),
      ]
    : leads;
  return (
    <Box
      component="ul"
      aria-label={t('listOf', { name: contact.name })}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      data-testid="lead-levels"
    >
      {ordered.map((lead) => (
        <LeadRow
          key={lead.listing_id}
          contact={contact}
          lead={lead}
          focused={lead.listing_id === focusListingId}
        />
      ))}
    </Box>
  );
}

type Note = { kind: 'emailed' | 'notEmailed' | 'lowered' } | { kind: 'error'; text: string };

function LeadRow({
  contact,
  lead,
  focused,
}: {
  contact: LeadContact;
  lead: ContactListingLead;
  focused: boolean;
}) {
  const { t, i18n } = useTranslation('leads');
  const { date } = useDateFormat();
  const cache = useCachePolicy();
  const errorText = useErrorText();
  const [note, setNote] = useState<Note | null>(null);
  const title = i18n.language === 'fr' ? lead.title.fr : lead.title.en;
  const save = useMutation({
    mutationFn: ({ level }: { level: LeadLevelName; from: LeadLevelName }) =>
      setLeadLevel(lead.listing_id, contact.id, level),
    onMutate: () => setNote(null),
    onSuccess: async (answer, { level, from }) => {
      setNote({
        kind: answer.emailed ? 'emailed' : RANK[level] > RANK[from] ? 'notEmailed' : 'lowered',
      });
      // Pending until the lists on screen show the new level, so the toggle never flips back.
      await cache.leadLevelChanged();
    },
    onError: (error) => {
      console.error('Lead level change failed', error);
      setNote({ kind: 'error', text: errorText(error) });
    },
  });
  const shown = save.isPending ? save.variables.level : lead.level;
  const facts = [
    t(`status.${lead.status}`),
    lead.accepted_at ? t('accepted', { date: date(lead.accepted_at) }) : t('notAccepted'),
    lead.updated_by === 'public:listing' ? null : t('changed', { date: date(lead.updated_at) }),
  ].filter(Boolean);

  return (
    <Box component="li" data-testid="lead-level" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
        <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <MuiLink
              component={Link}
              to={listingPath(lead.listing_id)}
              sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
            >
              {title}
            </MuiLink>
            {focused && <Chip size="small" color="primary" variant="outlined" label={t('thisRequest')} />}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {facts.join(' · ')}
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={shown}
          aria-label={t('levelOf', { name: contact.name, listing: title })}
          aria-busy={save.isPending}
          // The selected one clicked again answers null: nothing to change. Never disabled while
          // saving (a disabled button drops the keyboard focus): a click then waits its turn.
          onChange={(_event, next: LeadLevelName | null) => {
            if (!next || next === shown || save.isPending) return;
            save.mutate({ level: next, from: lead.level });
          }}
        >
          <ToggleButton value="agreement">{t('level.agreement')}</ToggleButton>
          <ToggleButton value="approved">{t('level.approved')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {/* Always there, so what it says next is announced. */}
      <Box role="status">
        {save.isPending ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('saving')}
          </Typography>
        ) : note && note.kind !== 'error' ? (
          <Typography
            variant="body2"
            data-testid="lead-level-note"
            sx={{ color: note.kind === 'emailed' ? 'success.main' : 'text.secondary', mt: 0.5 }}
          >
            {t(note.kind)}
          </Typography>
        ) : null}
      </Box>
      {note?.kind === 'error' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {note.text}
        </Alert>
      )}
    </Box>
  );
}
