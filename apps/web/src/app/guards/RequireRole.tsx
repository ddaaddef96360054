import type { TRole } from '@roteiro/domain/auth/roles';
import { Navigate, Outlet } from 'react-router';
import { SessionGate } from './SessionGate.tsx';

type TRequireRoleProps = { roles: readonly TRole[] };

/** Visitors go to /login, signed-in users of another role to /home (operations.md §6). */
export function RequireRole({ roles }: TRequireRoleProps) {
  return (
    <SessionGate>
      {(user) => {
        if (!user) {
          return <Navigate to="/login" replace />;
        }
        return roles.includes(user.role) ? <Outlet /> : <Navigate to="/home" replace />;
      }}
    </SessionGate>
  );
}
