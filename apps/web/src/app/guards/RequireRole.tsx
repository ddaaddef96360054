import type { TRole } from '@roteiro/domain/auth/roles';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SessionGate } from './SessionGate.tsx';

type TRequireRoleProps = { roles: readonly TRole[] };

/**
 * Visitors go to /login, signed-in users of another role to /home (operations.md §6). The sign-in page is told
 * where the visitor was going (`redirect`), so a link from an e-mail or a session that ended leads back there.
 */
export function RequireRole({ roles }: TRequireRoleProps) {
  const { pathname, search, hash } = useLocation();
  return (
    <SessionGate>
      {(user) => {
        if (!user) {
          return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search + hash)}`} replace />;
        }
        return roles.includes(user.role) ? <Outlet /> : <Navigate to="/home" replace />;
      }}
    </SessionGate>
  );
}
