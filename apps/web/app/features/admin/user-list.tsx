import { hasStaffAccess, isAdmin } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserRow } from './users-api';

export type UserAction = 'grant' | 'revoke' | 'disable' | 'enable';

interface ListProps {
  users: UserRow[];
  /** The signed-in administrator: no action on their own row. */
  selfId: string;
  busy: boolean;
  onAction: (action: UserAction, user: UserRow) => void;
}

/** What an administrator may do to `user`: staff ⇄ user (administrators keep their role), and
 * disable or re-enable. */
function actionsOf(user: UserRow): UserAction[] {
  const actions: UserAction[] = [];
  if (!hasStaffAccess(user.role)) actions.push('grant');
  else if (!isAdmin(user.role)) actions.push('revoke');
  actions.push(user.banned ? 'enable' : 'disable');
  return actions;
}

const ROLE_KEYS = {
  admin: 'users.roles.admin',
  staff: 'users.roles.staff',
  user: 'users.roles.user',
} as const;

function useLabels() {
  const { t } = useTranslation('admin');
  const role = (value: string | null): string => {
    const key = ROLE_KEYS[(value || 'user') as keyof typeof ROLE_KEYS];
    return key ? t(key) : (value ?? '');
  };
  return { t, role };
}

function Status({ banned }: { banned: boolean | null }) {
  const { t } = useTranslation('admin');
  return banned ? (
    <Chip label={t('users.states.disabled')} color="error" variant="outlined" size="small" />
  ) : (
    <Chip label={t('users.states.active')} color="success" variant="outlined" size="small" />
  );
}

function Actions({ user, selfId, busy, onAction }: Omit<ListProps, 'users'> & { user: UserRow }) {
  const { t } = useTranslation('admin');
  if (user.id === selfId) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actionsOf(user).map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'disable' ? 'outlined' : 'contained'}
          color={action === 'disable' ? 'error' : 'secondary'}
          disabled={busy}
          onClick={() => onAction(action, user)}
          aria-label={t('users.actionsFor', { action: t(`users.${action}`), email: user.email })}
        >
          {t(`users.${action}`)}
        </Button>
      ))}
    </Stack>
  );
}

function Email({ user, selfId }: { user: UserRow; selfId: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Box component="span" sx={{ wordBreak: 'break-all' }}>
        {user.email}
      </Box>
      {user.id === selfId && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' '}
          ({t('users.you')})
        </Box>
      )}
    </>
  );
}

/** Desktop: a table. */
export function UserTable({ users, ...props }: ListProps) {
  const { t, role } = useLabels();
  return (
    <Table aria-label={t('users.table')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('users.email')}</TableCell>
          <TableCell>{t('users.name')}</TableCell>
          <TableCell>{t('users.role')}</TableCell>
          <TableCell>{t('users.status')}</TableCell>
          <TableCell>{t('users.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} data-testid="user-row" data-email={user.email}>
            <TableCell>
              <Email user={user} selfId={props.selfId} />
            </TableCell>
            <TableCell>{user.name}</TableCell>
            <TableCell>{role(user.role)}</TableCell>
            <TableCell>
              <Status banned={user.banned} />
            </TableCell>
            <TableCell>
              <Actions user={user} {...props} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Phones: one card per user, the same facts and actions stacked. */
export function UserCards({ users, ...props }: ListProps) {
  const { t, role } = useLabels();
  return (
    <Box component="ul" aria-label={t('users.table')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {users.map((user) => (
        <Paper
          component="li"
          variant="outlined"
          key={user.id}
          data-testid="user-row"
          data-email={user.email}
          sx={{ p: 2, mb: 1.5 }}
        >
          <Typography sx={{ fontWeight: 500 }}>
            <Email user={user} selfId={props.selfId} />
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, columnGap: 2, my: 1.5 }}
          >
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('users.name')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {user.name}
            </Typography>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('users.role')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {role(user.role)}
            </Typography>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('users.status')}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <Status banned={user.banned} />
            </Box>
          </Box>
          <Actions user={user} {...props} />
        </Paper>
      ))}
    </Box>
  );
}
