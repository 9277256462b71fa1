/// <reference lib="dom" />
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Debian's chromium (installed by .ci/run); playwright-core never downloads a browser. */
const CHROMIUM = process.env.CARDLAB_CHROMIUM ?? '/usr/bin/chromium';
const HOSTILE = '<script>alert(1)</script>';
/** A card set file whose name is markup too: it titles its reports. */
const HOSTILE_FILE = '<img src=x onerror=alert(2)>.yaml';

function cardlab(...args: string[]) {
  const run = spawnSync(process.execPath, ['bin/cardlab.js', ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`cardlab ${args.join(' ')} failed (${run.status}): ${run.stderr}`);
  return run.stdout;
}

/** What a person's browser did while opening a report from file://. */
interface Visit {
  page: Page;
  requests: string[];
  errors: string[];
  dialogs: string[];
}

let browser: Browser;
const root = mkdtempSync(join(tmpdir(), 'cardlab-browser-'));
const mainReports = join(root, 'reports');
/**
 * The main job of `npm start` (reports --all) on a set of each kind per game, with fewer plate appearances: every kind
 * of report each game writes (a walk-through's round robin, a built set's season against its league, a set too small
 * for a grade shift or a season), sooner.
 */
const SETS = [
  'cards/pinetar/walkthrough.yaml',
  'cards/pinetar/2016-cubs.yaml',
  'cards/strat/walkthrough.yaml',
  'cards/strat/2016-cubs.yaml',
  'cards/pbc/walkthrough.yaml',
  'cards/pbc/2016-cubs.yaml',
];
const hostileReports = join(root, 'hostile');
/** Screenshots of every report, for a person to look at (the path is printed). */
const screenshots = join(root, 'screenshots');

async function visit(file: string): Promise<Visit> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const url = pathToFileURL(file).href;
  const requests: string[] = [];
  const errors: string[] = [];
  const dialogs: string[] = [];
  // The page itself and its folder's stylesheet are the only files it may load.
  const stylesheet = new URL('cardlab-report.css', url).href;
  page.on('request', (request) => {
    if (request.url() !== url && request.url() !== stylesheet) requests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, requests, errors, dialogs };
}

const reportFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .sort();

beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `no browser at ${CHROMIUM}: install Debian's chromium (apt-get ` +
        `install chromium), as .ci/run does, or set CARDLAB_CHROMIUM`,
    );
  // The main job of `npm start` (reports --all), with fewer plate appearances: the same reports, sooner.
  cardlab(
    'reports',
    ...SETS,
    '--out',
    mainReports,
    '--pa',
    '20000',
    '--grades-pa',
    '5000',
    '--season-games',
    '100',
    '--rules-games',
    '20',
  );
  const walkthrough = readFileSync('cards/pinetar/walkthrough.yaml', 'utf8');
  const hostileSet = walkthrough.replace('name: Anthony Rizzo', `name: "${HOSTILE}"`);
  expect(hostileSet).not.toBe(walkthrough);
  const hostileFile = join(root, HOSTILE_FILE);
  writeFileSync(hostileFile, hostileSet);
  cardlab(
    'reports',
    hostileFile,
    '--out',
    hostileReports,
    '--pa',
    '5000',
    '--grades-pa',
    '2000',
    '--season-games',
    '20',
    '--rules-games',
    '10',
  );
  mkdirSync(screenshots, { recursive: true });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  process.stdout.write(`report screenshots: ${screenshots}\n`);
});

describe('every report of npm start, opened from file:// in Chromium', () => {
  it(
    'has the nineteen reports (accuracy of each set; grade shift of each set with pitchers to ' +
      "grade; a season of each set that fields teams; each game's optional rules; Replay's charts) and the index",
    () => {
      expect(reportFiles(mainReports)).toEqual([
        'check-pbc-2016-cubs.html',
        'check-pbc-walkthrough.html',
        'check-pinetar-2016-cubs.html',
        'check-pinetar-walkthrough.html',
        'check-strat-2016-cubs.html',
        'check-strat-walkthrough.html',
        'grades-pbc-2016-cubs.html',
        'grades-pbc-walkthrough.html',
        'grades-pinetar-2016-cubs.html',
        'grades-pinetar-walkthrough.html',
        'grades-strat-2016-cubs.html',
        'index.html',
        'replay-charts.html',
        'rules-pbc-2016-cubs.html',
        'rules-pinetar-walkthrough+2016-cubs.html',
        'rules-strat-2016-cubs.html',
        'season-league-pbc-2016-cubs.html',
        'season-league-pinetar-2016-cubs.html',
        'season-league-strat-2016-cubs.html',
        'season-pinetar-walkthrough.html',
      ]);
      expect(reportFiles(mainReports).filter((file) => file.startsWith('rules-'))).toHaveLength(3);
    },
  );

  it('makes no network request, logs no error, shows every chart, and gets its screenshot taken', async () => {
    for (const file of reportFiles(mainReports)) {
      const { page, requests, errors, dialogs } = await visit(join(mainReports, file));
      expect({ file, requests, errors, dialogs }).toEqual({ file, requests: [], errors: [], dialogs: [] });
      // The folder's stylesheet applies to a page opened from disk (under the CSP): the page keeps its column.
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!).maxWidth), file).toBe(
        '1180px',
      );
      // The Strat walk-through prints no season lines: its accuracy report says so, and charts the exact rates instead.
      const targetless = file === 'check-strat-walkthrough.html';
      if (targetless) expect(await page.locator('#no-targets').count(), file).toBe(1);
      const charts = file.startsWith('check-')
        ? ['#accuracy-chart']
        : file.startsWith('grades-')
          ? ['#grade-heatmap', '#grade-lines']
          : file.startsWith('season-')
            ? ['#runs-per-game', '#runs-per-inning']
            : file.startsWith('rules-')
              ? ['#rule-effects']
              : file.startsWith('replay-')
                ? ['#chart-sacrifice-bunt', '#chart-hit-and-run']
                : file === 'index.html'
                  ? ['#overview-accuracy', '#overview-grades', '#overview-rules', '#overview-seasons']
                  : [];
      for (const chart of charts) {
        const box = await page.locator(`${chart} svg`).boundingBox();
        expect(box?.width, `${file} ${chart}`).toBeGreaterThan(300);
        // Axis labels and ticks at least: a season's histograms have fewer bars than a card set has cards.
        expect(await page.locator(`${chart} svg text`).count(), `${file} ${chart}`).toBeGreaterThan(
          file.startsWith('season-') ||
            file.startsWith('rules-') ||
            file.startsWith('index') ||
            file === 'check-pbc-walkthrough.html'
            ? 10
            : 20,
        ); // a season's, a three-rule report's and a one-rate check's (PBC's printed Avg) charts label less
      }
      expect(await page.locator('#manifest dd').count()).toBe(file === 'index.html' ? 0 : 10);
      await page.screenshot({ path: join(screenshots, file.replace('.html', '.png')), fullPage: false });
      await page.close();
    }
  });

  it('index links every report, and every link opens, from its list and from its charts', async () => {
    const { page } = await visit(join(mainReports, 'index.html'));
    const charted = await page
      .locator('figure.chart a')
      .evaluateAll((anchors) => anchors.map((a) => new URL(a.getAttribute('xlink:href')!, document.baseURI).href));
    expect(charted.length).toBeGreaterThan(0);
    for (const link of charted) expect(existsSync(new URL(link)), link).toBe(true);
    const links = await page
      .locator('ul.reports:not(.notebooks) a')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    expect(links).toHaveLength(19);
    for (const link of links) expect(existsSync(new URL(link))).toBe(true);
    await page.close();
  });

  it('enforces its Content-Security-Policy: an image from the network is refused', async () => {
    const { page } = await visit(join(mainReports, reportFiles(mainReports)[0]!));
    const violated = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective));
          const image = new Image();
          image.src = 'http://127.0.0.1:9/beacon.png';
          document.body.append(image);
        }),
    );
    expect(violated).toBe('img-src');
    await page.close();
  });
});

describe('a card whose player is named <script>alert(1)</script>', () => {
  it(
    'shows the name (and the markup in the file name) as text ' + 'in every report, opens no dialog and runs no script',
    async () => {
      const files = reportFiles(hostileReports);
      expect(files).toHaveLength(6); // accuracy, grade shift, season, optional rules, Replay's charts, index
      for (const file of files.filter((f) => f !== 'index.html')) {
        const { page, errors, dialogs, requests } = await visit(join(hostileReports, file));
        const text = await page.locator('main').innerText();
        // The rule report and Replay's charts name no player; Replay's charts are titled by no one set.
        const ofTheSet = !file.startsWith('rules-') && !file.startsWith('replay-');
        if (ofTheSet) expect(text, file).toContain(HOSTILE);
        expect(text, file).toContain(HOSTILE_FILE);
        if (!file.startsWith('replay-')) expect(await page.title()).toContain(HOSTILE_FILE);
        expect(await page.locator('main script, main img').count()).toBe(0);
        expect({ errors, dialogs, requests }).toEqual({ errors: [], dialogs: [], requests: [] });
        await page.screenshot({ path: join(screenshots, `hostile-${file.replace('.html', '.png')}`) });
        await page.close();
      }
    },
  );
});
