import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type CompleteRecord, type LinkKind, recordId, recordLabel } from '../../portal/record-kinds';
import { AddIcon } from './icons';
import { type LinkList, listsOf, type RecordRef } from './link-kinds';
import { LinkRowItem } from './link-row';

export interface LinksSectionProps<K extends LinkKind = LinkKind> {
  /** The record whose links show: an entity lists its entities, addresses, emails and numbers;
   * an address, email or number lists its entities. */
  kind: K;
  record: CompleteRecord[K];
}

const ADD_SEGMENT = { entity: 'entity', address: 'address', email: 'email', number: 'number' } as const;

/** The linked records of a detail page (spec §2/§4): rows to view, retag, delete and add. After a
 * change it refreshes the record's query (recordKey), so counters and rows stay true. */
export function LinksSection({ kind, record }: LinksSectionProps) {
  const location = useLocation();
  // Spec §2: the plus buttons hide while an add/… child route is open.
  const adding = location.pathname.split('/').includes('add');
  // `<kind>:<id>` of the one row in edit mode.
  const [editing, setEditing] = useState<string | null>(null);
  const owner: RecordRef = { kind, id: recordId(kind, record), etag: record.etag };
  const ownerLabel = recordLabel(kind, record);
  const focusKind = (location.state as { linksFocus?: LinkKind } | null)?.linksFocus;

  return (
    <Box sx={{ display: 'grid', gap: 3, mt: 3 }} data-testid="links-section">
      {listsOf(kind, record).map((list) => (
        <LinkListCard
          key={list.otherKind}
          owner={owner}
          ownerLabel={ownerLabel}
          list={list}
          adding={adding}
          editing={editing}
          setEditing={setEditing}
          focusAdd={!adding && focusKind === list.otherKind ? location.key : null}
        />
      ))}
    </Box>
  );
}

function LinkListCard({
  owner,
  ownerLabel,
  list,
  adding,
  editing,
  setEditing,
  focusAdd,
}: {
  owner: RecordRef;
  ownerLabel: string;
  list: LinkList;
  adding: boolean;
  editing: string | null;
  setEditing: (key: string | null) => void;
  /** The navigation (location key) after which the plus button takes the focus, if any. */
  focusAdd: string | null;
}) {
  const { t } = useTranslation('links');
  const headingId = `links-${list.otherKind}`;
  const addButton = useRef<HTMLAnchorElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusAdd) addButton.current?.focus();
  }, [focusAdd]);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`links-${list.otherKind}`}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}>
        <Typography id={headingId} ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t(`lists.${list.otherKind}`)} ({list.count})
        </Typography>
        {!adding && (
          <Tooltip title={t(`add.${list.otherKind}`)}>
            <IconButton
              ref={addButton}
              component={Link}
              to={`add/${ADD_SEGMENT[list.otherKind]}`}
              color="primary"
              data-testid={`link-add-${list.otherKind}`}
            >
              <AddIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      {list.rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t(`empty.${list.otherKind}`)}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.rows.map((row) => {
            const key = `${row.other.kind}:${row.other.id}`;
            return (
              <LinkRowItem
                key={key}
                owner={owner}
                ownerLabel={ownerLabel}
                row={row}
                editing={editing === key}
                onEdit={() => setEditing(key)}
                onClose={() => setEditing(null)}
                // The row is gone: its list's heading keeps the keyboard's place.
                onRemoved={() => heading.current?.focus()}
              />
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
