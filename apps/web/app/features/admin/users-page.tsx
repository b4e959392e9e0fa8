import type { SessionUser } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCachePolicy } from '../../portal/cache-policy';
import { usePageTitle } from '../../portal/page-title';
import { queryKeys } from '../../portal/query-keys';
import { useErrorText } from '../../portal/use-message';
import { FailureView } from '../../ui/failure-view';
import { SecuritySettingsBlock } from './security-settings';
import { type UserAction, UserCards, UserTable } from './user-list';
import { disableUser, enableUser, listUsers, type SearchField, setRole, type UserRow } from './users-api';

const PAGE_SIZES = [10, 25, 50];

/** The server call behind each action of the list. */
const CALLS: Record<UserAction, (userId: string) => Promise<unknown>> = {
  grant: (userId) => setRole(userId, 'staff'),
  revoke: (userId) => setRole(userId, 'user'),
  disable: disableUser,
  enable: enableUser,
};

type Feedback = { severity: 'success' | 'error'; text: string };

/** /admin/users (administrators): list and search users page by page, grant or revoke staff,
 * disable (after a confirmation) and re-enable. Every change reloads the page of users. */
export function UsersPage({ user: self }: { user: SessionUser }) {
  const { t } = useTranslation(['admin', 'auth']);
  const messageOf = useErrorText();
  const cache = useCachePolicy();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [draft, setDraft] = useState({ search: '', field: 'email' as SearchField });
  const [query, setQuery] = useState({ search: '', field: 'email' as SearchField, page: 0, pageSize: 10 });
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [confirming, setConfirming] = useState<UserRow | null>(null);
  usePageTitle(t('users.title'));

  const users = useQuery({
    queryKey: queryKeys.users(query),
    queryFn: () => listUsers(query),
    placeholderData: keepPreviousData,
  });

  const change = useMutation({
    mutationFn: ({ action, user }: { action: UserAction; user: UserRow }) => CALLS[action](user.id),
    onSuccess: (_data, { action, user }) =>
      setFeedback({ severity: 'success', text: t(`users.done.${action}`, { email: user.email }) }),
    onError: (error) => {
      console.error('User change failed', error);
      setFeedback({ severity: 'error', text: messageOf(error) });
    },
    onSettled: () => cache.userChanged(),
  });

  const onAction = (action: UserAction, user: UserRow) => {
    setFeedback(null);
    if (action === 'disable') setConfirming(user);
    else change.mutate({ action, user });
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, ...draft, page: 0 });
  };
  const clear = () => {
    setDraft({ ...draft, search: '' });
    setQuery({ ...query, search: '', page: 0 });
  };

  const list = users.data?.users ?? [];
  const listProps = { users: list, selfId: self.id, busy: change.isPending, onAction };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 1 }}>
        {t('users.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('users.intro')}</Typography>
      <SecuritySettingsBlock />

      <Box
        component="form"
        role="search"
        onSubmit={search}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
      >
        <TextField
          id="users-search"
          label={t('users.search')}
          type="search"
          size="small"
          value={draft.search}
          onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          sx={{ flex: '1 1 240px', bgcolor: '#ffffff' }}
        />
        <TextField
          id="users-search-field"
          select
          label={t('users.searchIn')}
          size="small"
          value={draft.field}
          onChange={(event) => setDraft({ ...draft, field: event.target.value as SearchField })}
          sx={{ minWidth: 140, bgcolor: '#ffffff' }}
        >
          <MenuItem value="email">{t('users.searchFields.email')}</MenuItem>
          <MenuItem value="name">{t('users.searchFields.name')}</MenuItem>
        </TextField>
        <Button type="submit" variant="contained">
          {t('users.submitSearch')}
        </Button>
        {query.search && <Button onClick={clear}>{t('users.clear')}</Button>}
      </Box>

      {feedback && (
        <Alert
          severity={feedback.severity}
          onClose={() => setFeedback(null)}
          closeText={t('auth:dialog.close')}
          sx={{ mb: 2 }}
        >
          {feedback.text}
        </Alert>
      )}

      {users.isError ? (
        <FailureView error={users.error} area="portal" onReload={() => void users.refetch()} />
      ) : (
        <Paper variant="outlined" aria-busy={users.isFetching}>
          {users.isPending ? (
            <Typography role="status" sx={{ p: 3 }}>
              {t('users.loading')}
            </Typography>
          ) : list.length === 0 ? (
            <Typography role="status" sx={{ p: 3 }}>
              {t('users.empty')}
            </Typography>
          ) : wide ? (
            <UserTable {...listProps} />
          ) : (
            <Box sx={{ p: 1.5 }}>
              <UserCards {...listProps} />
            </Box>
          )}
          <TablePagination
            component="div"
            count={users.data?.total ?? 0}
            page={query.page}
            rowsPerPage={query.pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_event, page) => setQuery({ ...query, page })}
            onRowsPerPageChange={(event) =>
              setQuery({ ...query, page: 0, pageSize: Number(event.target.value) })
            }
            labelRowsPerPage={t('users.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('users.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) => t(`users.${type}Page`)}
          />
        </Paper>
      )}

      <Dialog
        open={!!confirming}
        onClose={() => setConfirming(null)}
        aria-labelledby="disable-title"
        aria-describedby="disable-text"
      >
        <DialogTitle id="disable-title">{t('users.confirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="disable-text">
            {t('users.confirm.body', { email: confirming?.email ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} autoFocus>
            {t('users.confirm.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (confirming) change.mutate({ action: 'disable', user: confirming });
              setConfirming(null);
            }}
          >
            {t('users.confirm.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
