/// <reference lib="dom" />
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRates, cardValue, openSet, withCard, workbenchCards } from '../../src/experiments/workbench.ts';

/** Debian's chromium (installed by .ci/run); playwright-core never downloads a browser. */
const CHROMIUM = process.env.CARDLAB_CHROMIUM ?? '/usr/bin/chromium';
/** Where the screenshots go: docs/images when asked for (CARDLAB_SCREENSHOTS=docs/images), else a scratch folder. */
const SHOTS = process.env.CARDLAB_SCREENSHOTS ?? join('reports', 'notebooks-screenshots');
const SET = 'cards/pinetar/walkthrough.yaml';
const tableText = (path: string) => readFileSync(join('src', path), 'utf8');

let browser: Browser;
let server: ChildProcess;
let address: string;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM}: install Debian's chromium, as .ci/run does`);
  const built = spawnSync(process.execPath, ['scripts/notebooks.mjs'], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run notebooks failed: ${built.stderr}`);
  server = spawn(process.execPath, ['bin/cardlab.js', 'serve', 'reports/notebooks', '--port', '0']);
  address = await new Promise<string>((resolve, reject) => {
    server.stdout!.on('data', (data: Buffer) => {
      const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(String(data));
      if (found) resolve(found[0]);
    });
    server.on('exit', (code) => reject(new Error(`cardlab serve exited with ${code}`)));
  });
  browser = await chromium.launch({ executablePath: CHROMIUM });
  mkdirSync(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.kill();
});

/** A notebook page, opened with every request that would leave the machine refused and recorded. */
async function visit(page: string) {
  const tab = await browser.newPage({ viewport: { width: 1100, height: 1300 } });
  const offMachine: string[] = [];
  const errors: string[] = [];
  await tab.route(
    (url) => url.host !== new URL(address).host,
    async (route) => {
      offMachine.push(route.request().url());
      await route.abort();
    },
  );
  tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.goto(`${address}${page}`);
  return { tab, offMachine, errors };
}

describe('the notebooks', () => {
  it.each([
    // Pine Tar's eight grades for the 2016 MLB average batter; the example's 17 optional rules and claims; RE24's
    // 24 base-out states.
    ['grades.html', '#grades tbody tr', 8],
    ['rules.html', '#effects tbody tr', 17],
    ['environment.html', '#re24 tbody tr', 24],
  ])(
    '%s draws its chart and table from the bundled example, with no request off the machine',
    async (page, rows, n) => {
      const { tab, offMachine, errors } = await visit(page);
      await tab.locator(rows).first().waitFor({ timeout: 60_000 });
      expect(await tab.locator(rows).count()).toBe(n);
      expect(await tab.locator('svg').count()).toBeGreaterThan(0);
      await tab.screenshot({ path: join(SHOTS, page.replace('.html', '.png')), fullPage: false });
      expect({ offMachine, errors }).toEqual({ offMachine: [], errors: [] });
      await tab.close();
    },
  );
});

describe('the card workbench', () => {
  it("moves a card's exact rates to the engine's as a range is edited, with no request off the machine", async () => {
    const { tab: page, offMachine, errors } = await visit('workbench.html');
    const slg = page.locator('#rates tr[data-rate="SLG"] td.exact');
    await slg.waitFor({ timeout: 60_000 });

    // The walk-through's first card, Anthony Rizzo, faces Cleveland's right-handers: his vsR column plays.
    const text = readFileSync(SET, 'utf8');
    const card = workbenchCards(text)[0]!;
    const exactSlg = (set: string) => cardRates(openSet(SET, set, tableText), card.id).find((r) => r.rate === 'SLG')!;
    expect(await slg.textContent()).toBe(exactSlg(text).exact.toFixed(4));
    await page.screenshot({ path: join(SHOTS, 'workbench-before.png'), fullPage: false });

    // His vsR column opens 00-04 HR, 05 3B: the home run's range ends at 03 instead, the triple's takes 04-05.
    const column = page.locator('details.ranges', { hasText: 'batting.vsR' });
    await column.locator('summary').click();
    await column.locator('input[type=number]').first().fill('3');
    const edited = cardValue(text, card) as { batting: { vsR: Record<string, unknown> } };
    const vsR = { ...edited.batting.vsR };
    expect([vsR['00-04'], vsR['05']]).toEqual(['HR', '3B']);
    delete vsR['00-04'];
    delete vsR['05'];
    edited.batting.vsR = { '00-03': 'HR', '04-05': '3B', ...vsR };
    const expected = exactSlg(withCard(text, card, edited)).exact.toFixed(4);
    expect(expected).not.toBe(exactSlg(text).exact.toFixed(4));
    await expect.poll(() => slg.textContent(), { timeout: 30_000 }).toBe(expected);
    expect(await page.locator('#diff').textContent()).toContain('04-05: 3B');
    await page.screenshot({ path: join(SHOTS, 'workbench-after.png'), fullPage: false });

    expect({ offMachine, errors }).toEqual({ offMachine: [], errors: [] });
    await page.close();
  });
});
