export const CHROMIUM: string;
/** Installs Chromium when it is missing (as root); exits with a clear message when it cannot. */
export function ensureChromium(purpose?: string): void;
