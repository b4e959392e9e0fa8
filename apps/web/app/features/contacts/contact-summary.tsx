// The top of a contact's page (issue 25): what a broker reads in one glance, before the full form.
// Phone and email come right under the name, so on a phone they are on the first screen.
import { type EntityComplete, phoneHref, ROLE_FLAGS } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../i18n/format';
import { knownText } from '../../i18n/keys';
import { displayPhone } from '../../portal/phone-display';
import { detailPath } from '../../portal/record-kinds';
import { useStaffOptions } from '../../portal/staff';
import { visuallyHidden } from '../../ui/visually-hidden';
import {
  employerOf,
  type LastActivity,
  type NextTask,
  primaryAddress,
  primaryEmail,
  primaryPhone,
} from './contact-summary-model';

export interface ContactSummaryProps {
  record: EntityComplete;
  /** Its earliest open task (the timeline's `useGlance`); nothing shows without one. */
  nextTask?: NextTask;
  /** Its latest activity; nothing shows without one. */
  lastActivity?: LastActivity;
  /** Takes the user to the full form (below the summary). */
  onEdit?: () => void;
}

export function ContactSummary({ record, nextTask, lastActivity, onEdit }: ContactSummaryProps) {
  const { t, i18n } = useTranslation(['records', 'crm']);
  const format = useDateFormat();
  const staff = useStaffOptions();
  const { links } = record;
  const employer = employerOf(links);
  const phone = primaryPhone(links);
  const email = primaryEmail(links);
  const address = primaryAddress(links);
  const representative = record.representative_id
    ? staff.find((member) => member.id === record.representative_id)
    : undefined;
  const roles = ROLE_FLAGS.filter((flag) => record[flag]);
  const company = employer ? (
    <MuiLink component={Link} to={detailPath('entity', employer.entity_id)}>
      {employer.name}
    </MuiLink>
  ) : (
    record.company_name
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="entity-summary" sx={{ p: 2, mb: 3 }}>
      <Typography component="h2" id="entity-summary" sx={visuallyHidden}>
        {t('records:summary.title')}
      </Typography>
      <Box component="dl" data-testid="contact-summary" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {(record.job_title || company) && (
          <Row label={t('records:summary.company')}>
            {record.job_title}
            {record.job_title && company && ' · '}
            {company}
          </Row>
        )}
        {phone && (
          <Row label={t('records:summary.phone')}>
            <MuiLink href={phoneHref(phone.phone_number)} data-testid="summary-phone">
              {displayPhone(phone.phone_number)}
            </MuiLink>
          </Row>
        )}
        {email && (
          <Row label={t('records:summary.email')}>
            <MuiLink
              href={`mailto:${email.email}`}
              sx={{ overflowWrap: 'anywhere' }}
              data-testid="summary-email"
            >
              {email.email}
            </MuiLink>
          </Row>
        )}
        {address && (
          <Row label={t('records:summary.address')}>
            <MuiLink
              component={Link}
              to={detailPath('address', address.address_id)}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {address.address}
            </MuiLink>
          </Row>
        )}
        {representative && (
          <Row label={t('records:summary.representative')}>{representative.name || representative.email}</Row>
        )}
        <Row label={t('records:summary.roles')}>
          <Box
            component="span"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
            data-testid="summary-roles"
          >
            <Chip
              size="small"
              variant="outlined"
              label={record.is_person ? t('records:summary.person') : t('records:summary.organisation')}
            />
            {roles.map((flag) => (
              <Chip key={flag} size="small" color="primary" label={t(`crm:roleFlags.${flag}`)} />
            ))}
          </Box>
        </Row>
        {nextTask && (
          <Row label={t('records:summary.nextTask')}>
            {t('records:summary.due', { title: nextTask.title, date: format.date(nextTask.due_on) })}
          </Row>
        )}
        {lastActivity && (
          <Row label={t('records:summary.lastActivity')}>
            {t('records:summary.activity', {
              subject: lastActivity.subject,
              kind:
                knownText(i18n, `records:summary.activityKinds.${lastActivity.kind}`) ?? lastActivity.kind,
              date: format.dateTime(lastActivity.at),
            })}
          </Row>
        )}
      </Box>
      {onEdit && (
        <Button size="small" onClick={onEdit} sx={{ mt: 1, ml: -0.5 }}>
          {t('records:summary.edit')}
        </Button>
      )}
    </Paper>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '7.5rem 1fr', sm: '10rem 1fr' }, gap: 1 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', pt: '2px' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}
