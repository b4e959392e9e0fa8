import { ROLE_FLAGS, USER_TYPES } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../i18n/format';
import { knownText, textOf } from '../../i18n/keys';
import { useNumberFormat } from '../../i18n/numbers';
import { displayValue } from '../../portal/editing/change-values';
import { useRecordValueWords } from '../../portal/editing/record-form-frame';
import { LoadFailed } from '../../portal/load-failed';
import { displayPhone } from '../../portal/phone-display';
import { detailPath, type RecordKind } from '../../portal/record-kinds';
import { type Described, describeEntry, type FieldChange, whoOf } from './describe-entry';
import { type FigureAmount, figureText, figureYear } from './figure-values';
import { historyQuery } from './history-api';
import { type FieldWords, MergedValues, ValueList } from './merged-values';

/** A record's History section (issue 14), below its links: each entry with when, who and what,
 * newest first, a page of 20 at a time. */
export function HistorySection({ kind, id }: { kind: RecordKind; id: string }) {
  const { t } = useTranslation('history');
  const query = useInfiniteQuery(historyQuery(kind, id));
  const entries = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Paper
      component="section"
      aria-labelledby="history-title"
      sx={{ p: { xs: 2, md: 3 }, mt: 3 }}
      data-testid="history-section"
    >
      <Typography id="history-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      {query.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
          <CircularProgress size={20} aria-hidden="true" />
          <span>{t('loading')}</span>
        </Box>
      ) : query.isError && entries.length === 0 ? (
        <LoadFailed message={t('err.load')} retry={t('err.retry')} onRetry={() => void query.refetch()} />
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) => (
            <HistoryEntry
              key={entry.seq}
              kind={kind}
              entry={describeEntry(entry, id)}
              at={entry.at}
              who={whoOf(entry)}
            />
          ))}
        </Box>
      )}
      {query.hasNextPage && (
        <Button sx={{ mt: 2 }} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('more')}
        </Button>
      )}
    </Paper>
  );
}

/** How the section names a field and shows a value: the record form's labels, the portal's
 * formatting (flags Yes/No, numbers and dates in the user's language, phone numbers national). */
function useFieldWords(kind: RecordKind): FieldWords {
  const { t, i18n } = useTranslation(['history', 'crm', 'property']);
  const words = useRecordValueWords();
  const { amount } = useNumberFormat();
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const figureWords = { label: (a: FigureAmount) => t(`property:figures.series.${a}`), amount };
  return {
    date,
    label: (field) => {
      const year = figureYear(field);
      return year
        ? t('history:fields.figures', { year })
        : fieldLabel(kind, field, (key) => knownText(i18n, key));
    },
    value: (field, v) => {
      if (figureYear(field)) return figureText(v, figureWords) || t('history:empty_value');
      if (field === 'phone_number' && typeof v === 'string') return displayPhone(v);
      if (field.endsWith('_at') && typeof v === 'string' && !Number.isNaN(Date.parse(v))) return date(v);
      if (Array.isArray(v)) return v.join(', ') || t('history:empty_value');
      return displayValue(field, v, words) || t('history:empty_value');
    },
  };
}

function HistoryEntry({
  kind,
  entry,
  at,
  who,
}: {
  kind: RecordKind;
  entry: Described;
  at: string;
  who: ReturnType<typeof whoOf>;
}) {
  const { t, i18n } = useTranslation(['history', 'links', 'crm']);
  const words = useFieldWords(kind);
  const whoText =
    who.by === 'staff'
      ? (who.name ?? t('history:actor.staff'))
      : who.by === 'other'
        ? who.name
        : who.by === 'apiKey' || who.by === 'import'
          ? t(`history:actor.${who.by}`, { name: who.name, id: who.name })
          : t(`history:actor.${who.by}`);
  const tagText = (field: string, tag: string | null, direction: 'out' | 'in') => {
    if (tag === null) return t('history:empty_value');
    if (field === 'relationship') {
      const both = `links:relationship.${tag}.both`;
      const key = i18n.exists(both) ? both : `links:relationship.${tag}.${direction}`;
      return knownText(i18n, key) ?? tag;
    }
    const key = field === 'role' ? `crm:addressRoles.${tag}` : `crm:contactTypes.${tag}`;
    return knownText(i18n, key) ?? tag;
  };

  let headline: React.ReactNode;
  let changes: FieldChange[] = [];
  let below: React.ReactNode = null;
  switch (entry.what) {
    case 'created':
    case 'imported':
    case 'deleted':
      headline = t(`history:action.${entry.what}`);
      break;
    case 'changed':
      headline = t('history:action.changed');
      changes = entry.changes;
      break;
    case 'merge':
      headline = t('history:action.merge', { count: Math.max(entry.merged.length, 1) });
      changes = entry.changes;
      below = <MergedValues kind={kind} ids={entry.merged} words={words} />;
      break;
    case 'merged':
      // Only contacts and addresses merge: the survivor is a record of this page's kind.
      headline = entry.into ? (
        <>
          {t('history:action.merged')}{' '}
          <MuiLink component={Link} to={detailPath(kind, entry.into)}>
            {entry.into}
          </MuiLink>
        </>
      ) : (
        t(`history:action.mergedGone.${kind === 'address' ? 'address' : 'entity'}`)
      );
      below = <ValueList values={entry.values} words={words} />;
      break;
    default: {
      const other = entry.other;
      const name = other
        ? (other.label ?? (other.kind === 'number' ? displayPhone(other.id) : other.id))
        : t('history:gone');
      const tag =
        entry.what === 'retagged'
          ? t('history:change', {
              field: textOf(i18n, `links:tag.${entry.field}`),
              old: tagText(entry.field, entry.old, entry.direction),
              new: tagText(entry.field, entry.new, entry.direction),
            })
          : tagText(entry.field, entry.what === 'linked' ? entry.new : entry.old, entry.direction);
      headline = (
        <>
          {t(`history:action.${entry.what}`)}{' '}
          {other?.label !== null && other ? (
            <MuiLink component={Link} to={detailPath(other.kind, other.id)} sx={{ overflowWrap: 'anywhere' }}>
              {other.kind === 'number' ? displayPhone(other.id) : name}
            </MuiLink>
          ) : (
            name
          )}{' '}
          ({tag})
        </>
      );
    }
  }

  return (
    <Box component="li" data-testid="history-entry" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={at}>{words.date(at)}</time> · {whoText}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{headline}</Typography>
      {changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {changes.map((change) => (
            <Typography component="li" variant="body2" key={change.field} sx={{ overflowWrap: 'anywhere' }}>
              {t('history:change', {
                field: words.label(change.field),
                old: words.value(change.field, change.old),
                new: words.value(change.field, change.new),
              })}
            </Typography>
          ))}
        </Box>
      )}
      {below}
    </Box>
  );
}

/** The portal's label of a record's field, from the namespace its form uses. */
function fieldLabel(kind: RecordKind, field: string, lookup: (key: string) => string | undefined): string {
  const keys =
    kind === 'entity'
      ? (ROLE_FLAGS as readonly string[]).includes(field)
        ? [`crm:roleFlags.${field}`]
        : (USER_TYPES as readonly string[]).includes(field)
          ? [`crm:userTypes.${field}`]
          : [`records:entity.${field}`, `records:counters.${field}`]
      : kind === 'address'
        ? [`addresses:fields.${field}`]
        : [`records:point.${field}`];
  // The timestamps no form shows: the history names them itself.
  keys.push(`history:fields.${field}`);
  for (const key of keys) {
    const text = lookup(key);
    if (text) return text;
  }
  return field;
}
