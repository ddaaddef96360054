// Where to go right after a successful sign-in. RequireSignedOut owns that redirect (it would otherwise
// send the freshly signed-in user to /home), so the sign-in mutation leaves the destination here for it.
let pending: string | null = null;

export function setPendingSignInRedirect(path: string): void {
  pending = path;
}

export function pendingSignInRedirect(): string | null {
  return pending;
}

export function clearPendingSignInRedirect(): void {
  pending = null;
}
