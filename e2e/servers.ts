/**
 * The run's servers, one per worker (e2e/run.mjs takes a free port for each: E2E_PORTS="31xx,31yy"; by hand,
 * E2E_PORT or 3100 alone).
 */
export function serverPorts(): number[] {
  const ports = (process.env.E2E_PORTS ?? process.env.E2E_PORT ?? '3100')
    .split(',')
    .map((port) => Number(port.trim()))
    .filter((port) => Number.isInteger(port) && port > 0);
  return ports.length > 0 ? ports : [3100];
}

export const serverURL = (port: number) => `http://localhost:${port}`;

export const serverURLs = () => serverPorts().map(serverURL);

/**
 * The browser the run drives: Debian's Chromium. E2E_CHROMIUM names another build of it to compare with (Debian's
 * chromium-headless-shell: docs/developing.md has the measurements); the suite's default stays /usr/bin/chromium.
 */
export const chromiumPath = () => process.env.E2E_CHROMIUM || '/usr/bin/chromium';
