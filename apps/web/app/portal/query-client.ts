import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http/client';
import { checkMustEnrol } from '../session/account-security';
import { refreshSession } from '../session/session';

/** A 401 or 403 means the session ended or the role changed: the session is checked again, and the
 * portal's guard then shows what fits (login, access pending, access denied, two-factor enrolment
 * when the administrators have just required it). */
const recheckSession = (error: unknown) => {
  if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return;
  void refreshSession().then(({ user }) => {
    if (user && error.code === 'two_factor_required') void checkMustEnrol(user.id);
  });
};

/** One client for every portal page. */
export const portalQueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: recheckSession }),
  mutationCache: new MutationCache({ onError: recheckSession }),
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      // A refusal (4xx) will not change on a retry; an outage might.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
    },
  },
});
