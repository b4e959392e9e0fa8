import { LoginPage } from '../features/auth/login-page';
import { portalMeta } from '../portal/page-title';
import { MuiTheme } from '../theme/mui-theme';

export const meta = () => portalMeta('auth:meta.login');

/** /login: signed-out only (spec §2); not prerendered, in the remembered language. */
export default function Route() {
  return (
    <MuiTheme>
      <LoginPage />
    </MuiTheme>
  );
}
