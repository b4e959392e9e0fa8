import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { portalMeta } from '../portal/page-title';
import { MuiTheme } from '../theme/mui-theme';

export const meta = () => portalMeta('auth:meta.resetPassword');

/** /reset-password?token=…: the link of the password-reset mail. */
export default function Route() {
  return (
    <MuiTheme>
      <ResetPasswordPage />
    </MuiTheme>
  );
}
