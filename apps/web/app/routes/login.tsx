import { LoginPage } from '../features/auth/login-page';
import { portalMeta } from '../features/auth/page-title';

export const meta = () => portalMeta('auth:meta.login');

/** /login: signed-out only (spec §2); not prerendered, in the remembered language. */
export default LoginPage;
