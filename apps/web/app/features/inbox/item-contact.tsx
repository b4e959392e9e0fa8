import type { InboxItemDetail } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type RefObject, useState } from 'react';
import { Link } from 'react-router';
import { detailPath } from '../../portal/record-kinds';
import { type ContactSearch, ContactSearchPanel } from './contact-search';
import { useInboxLabels } from './inbox-labels';
import { ItemMatches } from './item-matches';

interface Props {
  item: InboxItemDetail;
  busy: boolean;
  /** Focus comes back here after a link, unlink or creation (the button pressed is gone). */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** `addSender`: also link the sender's email and phone number to that contact. */
  onLink: (entityId: string | null, name: string, addSender?: boolean) => void;
  onCreate: () => void;
  useContactSearch: ContactSearch;
}

/** The contact the item belongs to: the one it is linked to (open or unlink it), else the
 * contacts sharing the sender's email or phone number (link one, ItemMatches), "create the
 * contact", and a search of every contact by name (link any). */
export function ItemContact({ item, busy, headingRef, onLink, onCreate, useContactSearch }: Props) {
  const { t } = useInboxLabels();
  // Staff's choice, off by default: the sender's email and number join the contact they link.
  const [addSender, setAddSender] = useState(false);
  const link = (entityId: string, name: string) => onLink(entityId, name, addSender);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="inbox-contact-title" sx={{ p: 2, mb: 2 }}>
      <Typography
        id="inbox-contact-title"
        ref={headingRef}
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ mb: 1 }}
      >
        {t('item.contact.title')}
      </Typography>
      {item.entity_id ? (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
          data-testid="inbox-linked"
        >
          <Typography>{t('item.contact.linkedTo')}</Typography>
          <Link to={detailPath('entity', item.entity_id)}>{item.entity_name ?? item.entity_id}</Link>
          <Button size="small" disabled={busy} onClick={() => onLink(null, item.entity_name ?? '')}>
            {t('item.contact.unlink')}
          </Button>
        </Box>
      ) : (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
            {t('item.contact.candidates')}
          </Typography>
          <ItemMatches
            item={item}
            busy={busy}
            addSender={addSender}
            onAddSender={setAddSender}
            onLink={link}
          />
          {item.name && (
            <Button variant="contained" color="secondary" disabled={busy} onClick={onCreate} sx={{ mt: 1 }}>
              {t('item.contact.create')}
            </Button>
          )}
          <ContactSearchPanel useContactSearch={useContactSearch} busy={busy} onLink={link} />
        </>
      )}
    </Paper>
  );
}
