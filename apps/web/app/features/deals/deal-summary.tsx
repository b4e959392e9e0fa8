// The top of a deal's page (issue 27): what a broker reads first. Its pipeline and stage (with the
// move), property or requirement, parties by role, value, commission and its splits, probability
// (the stage's unless overridden, which it says), weighted commission, expected close, key dates,
// and why it was lost or when it was won.
import { DEAL_DATES, type Deal } from '@crm/shared';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { crm } from '../../http/client';
import { useDateFormat } from '../../i18n/format';
import { useNumberFormat } from '../../i18n/numbers';
import { usePipelines, usePipelineWords } from '../../portal/pipelines';
import { queryKeys } from '../../portal/query-keys';
import { detailPath } from '../../portal/record-kinds';
import { useRequirementWords } from '../../portal/requirement-words';
import { visuallyHidden } from '../../ui/visually-hidden';

type Fact = readonly [label: string, value: ReactNode];

export function DealSummary({ deal, action }: { deal: Deal; action?: ReactNode }) {
  const { t } = useTranslation('deals');
  const { amount, percent, number } = useNumberFormat();
  const { date } = useDateFormat();
  const words = usePipelineWords();
  const pipeline = usePipelines().find((p) => p.id === deal.pipeline_id);
  const stage = pipeline?.stages.find((s) => s.id === deal.stage_id);
  const money = (v: number | null) => (v === null ? null : amount(v));
  const commission =
    deal.commission === null
      ? null
      : deal.commission_amount !== null
        ? amount(deal.commission)
        : `${amount(deal.commission)} (${percent(deal.commission_pct ?? 0)})`;
  const probability = deal.probability_overridden
    ? t('page.overridden', { value: percent(deal.probability), stage: percent(stage?.probability ?? 0) })
    : t('page.stageDefault', { value: percent(deal.probability) });
  const value =
    deal.value === null
      ? null
      : deal.value_computed
        ? t('page.computed', { value: amount(deal.value) })
        : amount(deal.value);
  const facts: Fact[] = [
    [t('field.pipeline'), pipeline ? words.pipeline(pipeline) : null],
    [t('field.stage'), stage ? words.stage(stage) : deal.stage_name],
    [
      t('field.property'),
      deal.address_id ? (
        <MuiLink key="property" component={Link} to={detailPath('address', deal.address_id)}>
          {deal.address ?? t('page.openProperty')}
        </MuiLink>
      ) : null,
    ],
    [
      t('field.requirement'),
      deal.requirement_id ? <RequirementLink key="requirement" id={deal.requirement_id} /> : null,
    ],
    [t('field.value'), value],
    [
      t('field.area_sqft'),
      deal.area_sqft !== null && deal.rent_sqft_year !== null && deal.term_months !== null
        ? t('page.leaseTerms', {
            area: number(deal.area_sqft),
            rent: amount(deal.rent_sqft_year),
            term: number(deal.term_months),
          })
        : null,
    ],
    [t('field.commission'), commission],
    [t('field.probability'), probability],
    [t('field.weighted'), money(deal.weighted_commission)],
    [t('field.expected_close_on'), deal.expected_close_on ? date(deal.expected_close_on) : null],
    [t('field.owner'), deal.owner_name],
    [
      t('field.lost_reason'),
      deal.outcome === 'lost' && deal.lost_reason
        ? [t(`lostReasons.${deal.lost_reason}`), deal.lost_note].filter(Boolean).join(' — ')
        : null,
    ],
    [t('field.closed_on'), deal.closed_on ? date(deal.closed_on) : null],
    ...DEAL_DATES.map((d): Fact => [t(`dates.${d}`), deal.dates[d] ? date(deal.dates[d]) : null]),
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="deal-summary-title" sx={{ p: 2, mb: 3 }}>
      <Typography component="h2" id="deal-summary-title" sx={visuallyHidden}>
        {t('page.summary')}
      </Typography>
      {action && <Box sx={{ mb: 2 }}>{action}</Box>}
      <Box
        component="dl"
        data-testid="deal-summary"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {facts
          .filter(([, v]) => v !== null && v !== '')
          .map(([label, v]) => (
            <Box key={label} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {v}
              </Typography>
            </Box>
          ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 2 }}>
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('field.parties')}
          </Typography>
          {deal.parties.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('page.noParties')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="deal-parties">
              {deal.parties.map((p) => (
                <li key={p.entity_id}>
                  <MuiLink component={Link} to={detailPath('entity', p.entity_id)}>
                    {p.name}
                  </MuiLink>{' '}
                  — {t(`roles.${p.role}`)}
                </li>
              ))}
            </Box>
          )}
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('field.splits')}
          </Typography>
          {deal.splits.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('page.noSplits')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="deal-splits">
              {deal.splits.map((s) => (
                <li key={s.staff_id}>
                  {s.name ?? s.staff_id} — {percent(s.pct)}
                  {deal.commission !== null && ` (${amount((deal.commission * s.pct) / 100)})`}
                </li>
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

/** The requirement a deal serves, in words, leading to its contact's page (where requirements
 * live). Its own component: the requirements' words load only for a deal that has one. */
function RequirementLink({ id }: { id: string }) {
  const words = useRequirementWords();
  const requirement = useQuery({
    queryKey: queryKeys.deals.requirement(id),
    queryFn: ({ signal }) => crm('GET /requirements/:id/complete', { params: [id], signal }),
  });
  if (!requirement.data) return null;
  return (
    <MuiLink component={Link} to={detailPath('entity', requirement.data.entity_id)}>
      {words.summary(requirement.data)}
    </MuiLink>
  );
}
