import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import {
  clearPendingSignInRedirect,
  pendingSignInRedirect,
} from '../../features/session/pendingSignInRedirect.ts';
import { SessionGate } from './SessionGate.tsx';

/**
 * Sign-in pages: a signed-in user goes to /home, or, right after signing in here, to the page the
 * sign-in asked for.
 */
export function RequireSignedOut() {
  useEffect(() => clearPendingSignInRedirect, []);
  return (
    <SessionGate>
      {(user) => (user ? <Navigate to={pendingSignInRedirect() ?? '/home'} replace /> : <Outlet />)}
    </SessionGate>
  );
}
