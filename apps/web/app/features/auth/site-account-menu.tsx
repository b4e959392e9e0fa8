// The account menu as the public header loads it (lazily, once someone is signed in): with MUI's
// theme, which the public pages do not otherwise load (ADR 0013).
import type { SessionUser } from '@crm/shared';
import { MuiTheme } from '../../theme/mui-theme';
import AccountMenu from './account-menu';

export default function SiteAccountMenu({ user }: { user: SessionUser }) {
  return (
    <MuiTheme baseline={false}>
      <AccountMenu user={user} />
    </MuiTheme>
  );
}
