import { Navigate, Outlet, useLocation } from 'react-router';
import { useSearchParams } from '../lib/use-search-params.ts';
import { safeRedirectPath } from '../../shared/redirect.ts';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useSession } from '../lib/session.ts';

/** Signed-in only: a signed-out visitor goes to /login carrying where they were going. */
export function RequireAuth() {
  const { data, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!data) {
    const origin = location.pathname + location.search + location.hash;
    return <Navigate to={`/login?redirect=${encodeURIComponent(origin)}`} replace />;
  }
  return <Outlet />;
}

/**
 * Signed-out only (login, signup): a signed-in visitor goes on to the origin
 * path or /. While the session loads the form is shown, not a spinner: these
 * pages are prerendered with it, and a spinner the form then replaces moved
 * the footer by 140 px on a phone (CLS 0.073); nearly every visitor
 * of /login is signed out, and the rare signed-in one is sent on as soon as
 * the session arrives.
 */
export function RequireGuest() {
  const { data } = useSession();
  const [params] = useSearchParams();
  if (data) return <Navigate to={safeRedirectPath(params.get('redirect'))} replace />;
  return <Outlet />;
}
