// A paid booking of the demo data, found as its traveller would find it: used by `npm run bench:web` (to audit
// Manage your booking) and by the browser tests.

/**
 * A paid booking of the demo data served at `base`, with its manage token: the admin's Bookings Stats gives its
 * reference and e-mail, and Manage your booking's find (reference and e-mail) answers with the token its e-mail
 * link carries.
 */
export async function paidDemoBooking(base) {
  const signIn = await fetch(`${base}/api/session/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'admin@roteiro.test', password: 'roteiro-demo' }),
  });
  if (!signIn.ok) {
    throw new Error(`the demo admin could not sign in: ${signIn.status}`);
  }
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const list = await fetch(`${base}/api/admin/bookings?status=paid`, { headers: { cookie } });
  const row = (await list.json()).items?.[0];
  if (!row) {
    throw new Error('the demo data has no paid booking');
  }
  const found = await fetch(`${base}/api/bookings/find`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ reference: row.reference, email: row.clientEmail }),
  });
  const view = await found.json();
  if (!found.ok || !view.token) {
    throw new Error(`the demo booking could not be found: ${found.status}`);
  }
  return { reference: row.reference, token: view.token };
}

/** The booking's "Manage your booking" link, as its confirmation e-mail carries it (a path). */
export function manageBookingPath({ reference, token }) {
  return `/manage-booking/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`;
}
