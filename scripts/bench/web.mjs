// `npm run bench:web`: the storefront as a phone on a slow network sees it. Builds the app, serves it with
// the demo data (production mode, on a free port, a throwaway data directory), and runs Lighthouse's mobile
// audit in Debian's Chromium on home, discover and an activity's details page; also prints each page's
// first-load weight. Budget (issue 10): Lighthouse performance >= 90 on each page.
//   npm run bench:web              prints the results
//   npm run bench:web -- --write   also writes them into docs/benchmarks.md
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { FIRST_LOAD_BUDGET, firstLoad, STOREFRONT_PAGES } from '../../apps/web/scripts/first-load.mjs';

const root = join(import.meta.dirname, '../..');
const write = process.argv.includes('--write');
const SCORE_BUDGET = 90;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function sh(command, args) {
  if (spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed`);
  }
}

async function waitForHealth(url, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

sh('npm', ['run', 'build']);
sh('node', ['apps/server/build.mjs']);
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'roteiro-bench-web-'));
const server = spawn('node', ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  },
});
const base = `http://127.0.0.1:${port}`;
let chrome;
try {
  await waitForHealth(`${base}/api/health`, server);
  const { items } = await (await fetch(`${base}/api/activities`)).json();
  const first = items[0];
  const pages = [
    { name: 'home', path: '/', module: STOREFRONT_PAGES.home },
    { name: 'discover', path: '/discover', module: STOREFRONT_PAGES.discover },
    { name: 'details', path: `/details/${first.id}/${first.slug}`, module: STOREFRONT_PAGES.details },
  ];
  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows = [];
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      results.push(lhr);
    }
    const score = median(results.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100)));
    const lhr =
      results.find((r) => Math.round((r.categories.performance.score ?? 0) * 100) === score) ?? results[0];
    const metric = (id) => lhr.audits[id]?.displayValue ?? '—';
    const load = firstLoad(join(root, 'apps/web/dist'), page.module);
    rows.push({
      ...page,
      score,
      scores: results.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lcp: metric('largest-contentful-paint'),
      fcp: metric('first-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      js: load.js,
      css: load.css,
    });
    console.log(
      `${page.name}: performance ${score} (runs ${rows.at(-1).scores.join(', ')}), LCP ${metric('largest-contentful-paint')}`,
    );
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const report = [
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: Lighthouse ${lighthouseVersion()} (mobile, simulated slow 4G and 4× CPU slowdown), Debian Chromium, ${cpus().length} × ${cpus()[0]?.model.trim()}; the median of ${runs} runs per page; the demo data on PGlite, production build.`,
    '',
    '| Page | Performance | Accessibility | LCP | FCP | TBT | CLS | first-load JS (brotli / gzip) | first-load CSS (brotli / gzip) | budget |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const meets =
        r.score >= SCORE_BUDGET &&
        r.js.brotli <= FIRST_LOAD_BUDGET.js &&
        r.css.brotli <= FIRST_LOAD_BUDGET.css;
      return `| ${r.name} | ${r.score} | ${r.accessibility} | ${r.lcp} | ${r.fcp} | ${r.tbt} | ${r.cls} | ${kb(r.js.brotli)} / ${kb(r.js.gzip)} | ${kb(r.css.brotli)} / ${kb(r.css.gzip)} | ${meets ? 'met' : '**not met**'} |`;
    }),
  ].join('\n');
  console.log(`\n${report}\n`);
  if (write) {
    const file = join(root, 'docs/benchmarks.md');
    const text = readFileSync(file, 'utf8');
    const [before, rest] = text.split('<!-- web:start -->');
    const after = rest?.split('<!-- web:end -->')[1];
    if (before === undefined || after === undefined) {
      throw new Error('docs/benchmarks.md has no web markers');
    }
    writeFileSync(file, `${before}<!-- web:start -->\n${report}\n<!-- web:end -->${after}`);
  }
  process.exitCode = rows.every((r) => r.score >= SCORE_BUDGET) ? 0 : 1;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
