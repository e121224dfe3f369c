import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
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

/** Signed-out only (login, signup): a signed-in visitor goes on to the origin path or /. */
export function RequireGuest() {
  const { data, isPending } = useSession();
  const [params] = useSearchParams();
  if (isPending) return <PageSpinner />;
  if (data) return <Navigate to={safeRedirectPath(params.get('redirect'))} replace />;
  return <Outlet />;
}
