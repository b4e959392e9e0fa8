import type { InboxItemDetail, InboxItemUpdate } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { hasStatus } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { NotFoundCard } from '../../portal/not-found-card';
import { useNotify } from '../../portal/notify';
import { usePageTitle } from '../../portal/page-title';
import { queryKeys } from '../../portal/query-keys';
import { useErrorText } from '../../portal/use-message';
import { FailureView } from '../../ui/failure-view';
import type { ContactSearch } from './contact-search';
import { createContactFromItem, getInboxItem, updateInboxItem } from './inbox-api';
import { useInboxLabels } from './inbox-labels';
import { ItemContact } from './item-contact';
import { Facts } from './item-facts';

/** /admin/inbox/:id: an item's full content, its NDA evidence (showcase requests), the contact it
 * is linked to or the contacts matching its sender (link one, any other found by name, or create
 * one from the item), what the route adds below (a listing request's deal room), and its status
 * (mark handled, reopen). */
export function InboxItemPage({
  id,
  useContactSearch,
  actions,
  sections,
}: {
  id: string;
  useContactSearch: ContactSearch;
  /** What the route module adds beside the item's facts for its linked contact (null when none):
   * the deals feature's "New deal". */
  actions?: (contact: { id: string; label: string } | null) => ReactNode;
  /** What the route module shows below the item's contact: the lead-levels feature's deal room
   * (a listing's access request). */
  sections?: (item: InboxItemDetail) => ReactNode;
}) {
  const { t, date, headline, kind, status } = useInboxLabels();
  const messageOf = useErrorText();
  const notify = useNotify();
  const cache = useCachePolicy();
  const contactHeading = useRef<HTMLHeadingElement>(null);
  const item = useQuery({
    queryKey: queryKeys.inbox.item(id),
    queryFn: ({ signal }) => getInboxItem(id, signal),
  });
  usePageTitle(item.data ? headline(item.data, item.data.nda?.showcase_slug) : t('meta.item'));

  const done = async (message: string, joined = false) => {
    notify(message, 'success');
    await (joined ? cache.inboxItemJoinedContact() : cache.inboxItemChanged());
  };
  const failed = (error: unknown) => {
    console.error('Inbox change failed', error);
    notify(messageOf(error));
    void cache.inboxItemChanged();
  };
  const update = useMutation({
    mutationFn: ({ change }: { change: InboxItemUpdate; message: string }) =>
      updateInboxItem(Number(id), change),
    onSuccess: async (_answer, { change, message }) => {
      // The sender's email and number joined a contact: its page and the counts change too.
      await done(message, change.add_sender === true);
      if (change.entity_id !== undefined) contactHeading.current?.focus();
    },
    onError: failed,
  });
  const create = useMutation({
    mutationFn: () => createContactFromItem(Number(id)),
    onSuccess: async (answer) => {
      await done(t('item.contact.created', { name: answer.entity_name ?? '' }), true);
      contactHeading.current?.focus();
    },
    onError: failed,
  });
  const busy = update.isPending || create.isPending;

  if (item.isPending)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{t('item.loading')}</Typography>
      </Box>
    );
  if (item.isError)
    return hasStatus(item.error, 400, 404) ? (
      <NotFoundCard messageKey="lookup.inbox" id={id} />
    ) : (
      <FailureView error={item.error} area="portal" onReload={() => void item.refetch()} />
    );

  const data: InboxItemDetail = item.data;
  const handled = data.status === 'handled';
  return (
    <>
      <Button component={Link} to="/admin/inbox" sx={{ mb: 2 }}>
        {t('item.back')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main', overflowWrap: 'anywhere' }}>
        {headline(data, data.nda?.showcase_slug)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1.5 }}>
        <Chip size="small" variant="outlined" label={kind(data.kind)} />
        <Chip
          size="small"
          data-testid="inbox-status"
          label={status(data.status)}
          color={handled ? 'default' : 'primary'}
        />
        <Typography sx={{ color: 'text.secondary' }}>
          {t('item.received', { date: date(data.created_at) })}
        </Typography>
        {actions?.(data.entity_id ? { id: data.entity_id, label: data.entity_name ?? '' } : null)}
      </Box>

      <Facts item={data} />

      <ItemContact
        item={data}
        busy={busy}
        headingRef={contactHeading}
        onLink={(entityId, name, addSender) =>
          update.mutate({
            change: { entity_id: entityId, ...(entityId && addSender ? { add_sender: true } : {}) },
            message: !entityId
              ? t('item.contact.unlinked')
              : t(addSender ? 'item.contact.linkedWithSender' : 'item.contact.linked', { name }),
          })
        }
        onCreate={() => create.mutate()}
        useContactSearch={useContactSearch}
      />

      {sections?.(data)}

      {/* Room below the last button: the bottom snackbar must not cover it on a phone. */}
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="inbox-status-title"
        sx={{ p: 2, mb: { xs: 10, md: 2 } }}
      >
        <Typography id="inbox-status-title" variant="h6" component="h2">
          {t('item.status')}
        </Typography>
        {handled && data.handled_at && (
          <Typography sx={{ my: 1 }} data-testid="inbox-handled">
            {t('item.handledBy', {
              who: data.handled_by_name ?? data.handled_by ?? '',
              date: date(data.handled_at),
            })}
          </Typography>
        )}
        <Button
          variant={handled ? 'outlined' : 'contained'}
          sx={{ mt: 1 }}
          // Never disabled while saving: a disabled button drops the keyboard focus.
          onClick={() =>
            !busy &&
            update.mutate({
              change: { status: handled ? 'new' : 'handled' },
              message: t(handled ? 'item.reopened' : 'item.markedHandled'),
            })
          }
        >
          {t(handled ? 'item.reopen' : 'item.markHandled')}
        </Button>
      </Paper>
    </>
  );
}
