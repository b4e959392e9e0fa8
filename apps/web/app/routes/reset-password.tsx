import { portalMeta } from '../features/auth/page-title';
import { ResetPasswordPage } from '../features/auth/reset-password-page';

export const meta = () => portalMeta('auth:meta.resetPassword');

/** /reset-password?token=…: the link of the password-reset mail. */
export default ResetPasswordPage;
