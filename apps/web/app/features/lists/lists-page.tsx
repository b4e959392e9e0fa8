// /admin/lists (issue 25): the lists, and the one chosen (?list=id): its settings (name, cadence),
// its members a page at a time with their next call, and for a static list adding and removing
// contacts. A dynamic list's members are its search, run again on each visit.
import { type ContactList, type ListFilters, SPACE_USES } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCachePolicy } from '../../portal/cache-policy';
import { useNotify } from '../../portal/notify';
import { usePageTitle } from '../../portal/page-title';
import { queryKeys } from '../../portal/query-keys';
import { detailPath } from '../../portal/record-kinds';
import { useErrorText } from '../../portal/use-message';
import { FailureView } from '../../ui/failure-view';
import { LeasesExpiringButton } from './leases-expiring-dialog';
import { ListNameFields } from './list-name-fields';
import {
  addMembers,
  createList,
  deleteList,
  describeFilters,
  getList,
  listLists,
  listMembers,
  MEMBERS_PAGE_SIZE,
  removeMember,
  updateList,
} from './lists-api';

/** Contacts whose name matches what staff type (the route module hands the link picker's search
 * in: feature folders never import each other). */
export type ContactSearch = (text: string) => {
  settled: string;
  searching: boolean;
  results: readonly { id: string; label: string; detail?: string | null }[];
  failed: boolean;
};

/** A cadence as typed: empty is none, else a whole number of days. */
const cadenceOf = (text: string) => (text.trim() ? Number(text) : null);

export function ListsPage({ useContactSearch }: { useContactSearch: ContactSearch }) {
  const { t } = useTranslation('lists');
  usePageTitle(t('meta.title'));
  const [params, setParams] = useSearchParams();
  const chosen = params.get('list');
  const choose = (id: string | null) => setParams(id ? { list: id } : {}, { replace: true });
  const lists = useQuery({ queryKey: queryKeys.lists.list({}), queryFn: ({ signal }) => listLists(signal) });
  const [creating, setCreating] = useState(false);

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="outlined" sx={{ mb: 2 }} onClick={() => setCreating(true)}>
          {t('create.open')}
        </Button>
        <LeasesExpiringButton onCreated={choose} />
      </Box>
      {creating && (
        <CreateListDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            choose(id);
          }}
        />
      )}
      {lists.isError ? (
        <FailureView error={lists.error} area="portal" onReload={() => void lists.refetch()} />
      ) : lists.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{t('loading')}</Typography>
        </Box>
      ) : lists.data.data.length === 0 ? (
        <Typography role="status">{t('empty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { md: '280px 1fr' }, gap: 3, alignItems: 'start' }}>
          <Paper variant="outlined">
            <List aria-label={t('label')} dense>
              {lists.data.data.map((list) => (
                <ListItemButton key={list.id} selected={list.id === chosen} onClick={() => choose(list.id)}>
                  <ListItemText primary={list.name} secondary={<ListFacts list={list} />} />
                </ListItemButton>
              ))}
            </List>
          </Paper>
          {chosen ? (
            <ListDetail
              key={chosen}
              id={chosen}
              useContactSearch={useContactSearch}
              onDeleted={() => choose(null)}
            />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('detail.choose')}</Typography>
          )}
        </Box>
      )}
    </>
  );
}

/** Kind, members of a static list, cadence, owner. */
function ListFacts({ list }: { list: ContactList }) {
  const { t } = useTranslation('lists');
  return [
    t(`kinds.${list.kind}`),
    list.n_members === null ? null : t('members', { count: list.n_members }),
    list.call_every_days === null ? null : t('callEvery', { count: list.call_every_days }),
    list.owner_name ? t('owner', { name: list.owner_name }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function CreateListDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation('lists');
  const policy = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [cadence, setCadence] = useState('');
  const create = useMutation({
    mutationFn: () => createList({ name, kind: 'static', call_every_days: cadenceOf(cadence) }),
    onSuccess: async (list) => {
      await policy.listChanged();
      notify(t('create.created'), 'success');
      onCreated(list.id);
    },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="create-list-title" fullWidth maxWidth="xs">
      <DialogTitle id="create-list-title">{t('create.title')}</DialogTitle>
      <DialogContent>
        <ListNameFields
          idPrefix="create-list"
          name={name}
          onName={setName}
          cadence={cadence}
          onCadence={setCadence}
          error={create.isError ? errorText(create.error) : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('create.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!name.trim() || create.isPending}
          onClick={() => create.mutate()}
        >
          {t('create.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A filter in words, `name: value`, the value of a use or a number of months translated. */
function useSayFilter() {
  const { t } = useTranslation('lists');
  const wordFor = (name: keyof ListFilters, value: unknown) => {
    const use = name === 'lease_use' ? SPACE_USES.find((u) => u === value) : undefined;
    if (use) return t(`uses.${use}`);
    if (name === 'lease_expiring_months') return t('expiring.monthsOption', { count: Number(value) });
    return String(value);
  };
  return (name: keyof ListFilters, value: unknown) =>
    t('detail.filter', { name: t(`filterNames.${name}`), value: wordFor(name, value) });
}

function ListDetail({
  id,
  useContactSearch,
  onDeleted,
}: {
  id: string;
  useContactSearch: ContactSearch;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('lists');
  const sayFilter = useSayFilter();
  const list = useQuery({ queryKey: queryKeys.lists.one(id), queryFn: ({ signal }) => getList(id, signal) });
  if (list.isError)
    return <FailureView error={list.error} area="portal" onReload={() => void list.refetch()} />;
  if (list.isPending)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{t('loading')}</Typography>
      </Box>
    );
  return (
    <Box component="section" aria-labelledby="list-heading">
      <Typography variant="h5" component="h2" id="list-heading" sx={{ mb: 1 }}>
        {list.data.name}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        <ListFacts list={list.data} />
        {list.data.kind === 'dynamic' &&
          ` · ${t('detail.search', { search: describeFilters(list.data.filters, sayFilter) || t('detail.anySearch') })}`}
      </Typography>
      <ListSettings
        key={`${list.data.name}:${list.data.call_every_days}`}
        list={list.data}
        onDeleted={onDeleted}
      />
      {list.data.kind === 'static' && <AddMember list={list.data} useContactSearch={useContactSearch} />}
      <Members list={list.data} />
    </Box>
  );
}

/** Name and cadence, saved together; and deleting the list. */
function ListSettings({ list, onDeleted }: { list: ContactList; onDeleted: () => void }) {
  const { t } = useTranslation('lists');
  const policy = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const [name, setName] = useState(list.name);
  const [cadence, setCadence] = useState(list.call_every_days === null ? '' : String(list.call_every_days));
  const save = useMutation({
    mutationFn: () => updateList(list.id, { name, call_every_days: cadenceOf(cadence) }),
    onSuccess: async () => {
      await policy.listChanged();
      notify(t('detail.saved'), 'success');
    },
    onError: (error) => notify(errorText(error)),
  });
  const remove = useMutation({
    mutationFn: () => deleteList(list.id),
    onSuccess: async () => {
      onDeleted();
      await policy.listChanged();
      notify(t('detail.deleted'), 'success');
    },
    onError: (error) => notify(errorText(error)),
  });
  return (
    <Box
      component="form"
      aria-label={t('detail.settings')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 3 }}
    >
      <TextField
        id="list-name"
        size="small"
        label={t('detail.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
      />
      <TextField
        id="list-cadence"
        size="small"
        type="number"
        label={t('detail.cadence')}
        helperText={t('detail.cadenceHelp')}
        value={cadence}
        onChange={(event) => setCadence(event.target.value)}
        slotProps={{ htmlInput: { min: 1, max: 365 } }}
      />
      <Button type="submit" variant="contained" disabled={!name.trim() || save.isPending}>
        {t('detail.saveSettings')}
      </Button>
      <Button
        color="error"
        disabled={remove.isPending}
        onClick={() => {
          if (window.confirm(t('detail.deleteConfirm', { name: list.name }))) remove.mutate();
        }}
      >
        {t('detail.delete')}
      </Button>
    </Box>
  );
}

/** Find a contact by name and add it to a static list. */
function AddMember({ list, useContactSearch }: { list: ContactList; useContactSearch: ContactSearch }) {
  const { t } = useTranslation('lists');
  const policy = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const search = useContactSearch(text);
  const found = search.settled === '' ? [] : search.results;
  const add = useMutation({
    mutationFn: (contact: { id: string; label: string }) => addMembers(list.id, [contact.id]),
    onSuccess: async ({ added }, contact) => {
      await policy.listChanged();
      notify(t(added ? 'add.added' : 'add.already', { name: contact.label }), added ? 'success' : 'info');
    },
    onError: (error) => notify(errorText(error)),
  });
  const status = search.failed
    ? t('add.failed')
    : search.searching
      ? t('add.searching')
      : search.settled !== '' && found.length === 0
        ? t('add.none')
        : '';
  return (
    <Box component="section" aria-label={t('add.label')} sx={{ mb: 3 }}>
      <TextField
        id="list-add-contact"
        size="small"
        label={t('add.label')}
        placeholder={t('add.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ minWidth: 280 }}
      />
      <Typography role="status" sx={{ color: 'text.secondary', fontSize: 14, mt: 0.5 }}>
        {status}
      </Typography>
      {found.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {found.map((contact) => (
            <Box
              component="li"
              key={contact.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
            >
              <Typography>
                {contact.label}
                {contact.detail ? ` (${contact.detail})` : ''}
              </Typography>
              <Button
                size="small"
                disabled={add.isPending}
                aria-label={t('add.add', { name: contact.label })}
                onClick={() => add.mutate(contact)}
              >
                +
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The members a page at a time, with their last and next call; a static list's can be removed. */
function Members({ list }: { list: ContactList }) {
  const { t } = useTranslation('lists');
  const policy = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const [offset, setOffset] = useState(0);
  const members = useQuery({
    queryKey: queryKeys.lists.members(list.id, offset),
    queryFn: ({ signal }) => listMembers(list.id, offset, signal),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (member: { entity_id: string; name: string }) => removeMember(list.id, member.entity_id),
    onSuccess: async (_none, member) => {
      await policy.listChanged();
      notify(t('members.removed', { name: member.name }), 'success');
    },
    onError: (error) => notify(errorText(error)),
  });
  if (members.isError)
    return <FailureView error={members.error} area="portal" onReload={() => void members.refetch()} />;
  if (members.isPending) return <Typography role="status">{t('members.loading')}</Typography>;
  const rows = members.data.data;
  return (
    <Box component="section" aria-labelledby="members-heading">
      <Typography variant="h6" component="h3" id="members-heading" sx={{ mb: 1 }}>
        {t('members.label')}
      </Typography>
      {rows.length === 0 ? (
        <Typography role="status">{t('members.empty')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="members-heading">
          <TableHead>
            <TableRow>
              <TableCell>{t('members.name')}</TableCell>
              <TableCell>{t('members.company')}</TableCell>
              <TableCell>{t('members.lastCalled')}</TableCell>
              <TableCell>{t('members.nextCall')}</TableCell>
              {list.kind === 'static' && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((member) => (
              <TableRow key={member.entity_id}>
                <TableCell>
                  <Link to={detailPath('entity', member.entity_id)}>{member.name}</Link>
                </TableCell>
                <TableCell>{member.company_name}</TableCell>
                <TableCell>{member.last_called_at ?? t('members.never')}</TableCell>
                <TableCell>{member.next_call_on}</TableCell>
                {list.kind === 'static' && (
                  <TableCell align="right">
                    <Button
                      size="small"
                      color="error"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(member)}
                    >
                      {t('members.remove', { name: member.name })}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box component="nav" aria-label={t('members.pages')} sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - MEMBERS_PAGE_SIZE))}>
          {t('members.previous')}
        </Button>
        <Button
          disabled={rows.length < MEMBERS_PAGE_SIZE}
          onClick={() => setOffset(offset + MEMBERS_PAGE_SIZE)}
        >
          {t('members.next')}
        </Button>
      </Box>
    </Box>
  );
}
