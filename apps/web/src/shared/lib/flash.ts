const KEY = 'roteiro.flash';

/** Keeps a success message to show once after the next page load (e.g. "You have been signed out!"). */
export function rememberFlash(text: string): void {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    // Storage refused (private mode): the message is a courtesy, the action itself is done.
  }
}

/** The message kept for this page load, once; null when there is none. */
export function takeFlash(): string | null {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return text;
  } catch {
    return null;
  }
}
