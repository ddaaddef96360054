import { REFERRAL_CHECK_INTERVAL_MS } from '@roteiro/domain/referral/referral';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  parseStoredReferral,
  REFERRAL_STORAGE_KEY,
  referralAfterNavigation,
  searchWithReferral,
} from './referral.ts';

function readStored(now: number) {
  try {
    const referral = parseStoredReferral(window.localStorage.getItem(REFERRAL_STORAGE_KEY), now);
    if (referral === null) {
      window.localStorage.removeItem(REFERRAL_STORAGE_KEY);
    }
    return referral;
  } catch {
    return null;
  }
}

/**
 * Captures `?referral=CODE` on every navigation (kept 4 h in localStorage), drops stale entries at start
 * and hourly, and keeps the active code in the URL (operations.md §2, §4).
 */
export function useReferralCapture(): void {
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    readStored(Date.now());
    const timer = window.setInterval(() => readStored(Date.now()), REFERRAL_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    const now = Date.now();
    const { referral, isNew } = referralAfterNavigation(search, readStored(now), now);
    if (referral === null) {
      return;
    }
    if (isNew) {
      try {
        window.localStorage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(referral));
      } catch {
        // storage full or blocked: the referral still rides along in the URL
      }
    }
    const decorated = searchWithReferral(search, referral.code);
    if (decorated !== null) {
      // Straight on the history entry, not through the router: a router navigation here would cancel
      // a redirect (e.g. a guard's) that is still loading its page.
      window.history.replaceState(window.history.state, '', `${pathname}${decorated}${hash}`);
    }
  }, [pathname, search, hash]);
}
