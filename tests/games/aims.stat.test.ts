// Every builder that takes aims fits a card to its printed line shifted by its aim, and prints the real line.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Inputs } from '../../src/cli/inputs.ts';
import { aimKey } from '../../src/core/cards/cardAims.ts';
import { budgetFits } from '../../src/experiments/budgetFit.ts';
import { checkPlan } from '../../src/experiments/check.ts';
import { GAMES } from '../../src/games/registry.ts';
import { writeMiniLeague } from '../helpers/miniLeague.ts';

const dir = mkdtempSync(join(tmpdir(), 'cardlab-aims-'));
// The Cubs' and Cleveland's regulars alone: the builds take seconds.
writeMiniLeague(dir, 10, 250);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Built = { players: { id: string; targets: unknown; pitching?: { targets: unknown } }[] };

describe.each(['pinetar', 'strat'])('%s cards built with aims', (game) => {
  const inputs = new Inputs({ readFile: (path) => readFileSync(path) });
  const system = GAMES[game]!;
  const builder = system.cardBuilder!(inputs.sources(dir), system.loadTables(inputs.tables(system)), 2016);
  const teams = ['CHN', 'CLE'];
  const fitsOf = (text: string, name: string) => budgetFits(checkPlan(inputs.setOfText(name, text), {}));
  // The plain build both tests compare with, made once.
  let plainBuild: string | undefined;
  const plainSet = () => (plainBuild ??= builder.build(teams, 'calibrated'));

  it("move the aimed batter's exact shares by his aim, and print his real line", () => {
    const plain = plainSet();
    // Kris Bryant, 2016: 699 PA, 39 HR (5.6%). Aimed 2 points of PA more home runs and 2 fewer strikeouts.
    const aimed = builder.build(
      teams,
      'calibrated',
      {},
      new Map([[aimKey('batting', 'CHN', 'bryant'), { HR: 0.02, SO: -0.02 }]]),
    );
    const card = (text: string) => (parse(text) as Built).players.find((p) => p.id === 'bryant')!;
    expect(card(aimed).targets).toEqual(card(plain).targets);
    const fit = (text: string) => fitsOf(text, game).find((f) => f.id === 'bryant' && f.role === 'batter')!;
    const [before, after] = [fit(plain), fit(aimed)];
    // Cards fit to whole rolls (1/100 of a column in Pine Tar, 1/108 in Strat, each half of the dice): the moves land
    // within a point of PA of the aim.
    expect(after.shares.HR - before.shares.HR).toBeGreaterThan(0.01);
    expect(after.shares.HR - before.shares.HR).toBeLessThan(0.03);
    expect(after.shares.SO - before.shares.SO).toBeLessThan(-0.01);
    expect(after.shares.SO - before.shares.SO).toBeGreaterThan(-0.03);
    // A card without an aim is the card a plain build makes.
    const other = (text: string) => fitsOf(text, game).find((f) => f.id === 'rizzo')!.shares;
    expect(other(aimed)).toEqual(other(plain));
  });

  it("move an aimed pitcher's opponents toward his aim, and print his real opponents' line", () => {
    const plain = plainSet();
    // Jon Lester's opponents, 2016: .211 AVG, as good as a grade goes. Aimed 10 points of PA of singles more (about .11
    // of AVG): a Pine Tar grade is chosen on all eight cells at once, and a smaller aim can leave the letter as it was.
    const aimed = builder.build(
      teams,
      'calibrated',
      {},
      new Map([[aimKey('pitching', 'CHN', 'lester'), { '1B': 0.1 }]]),
    );
    const card = (text: string) => (parse(text) as Built).players.find((p) => p.id === 'lester')!;
    expect(card(aimed).pitching!.targets).toEqual(card(plain).pitching!.targets);
    const avg = (text: string) =>
      fitsOf(text, game).find((f) => f.id === 'lester' && f.role === 'pitcher')!.rates.AVG.exact;
    // A Pine Tar grade moves in letters (11 rolls of 100 on the batter's column: about .03 of AVG a step), a Strat card
    // by chances: either way his opponents hit at least .015 more.
    expect(avg(aimed)).toBeGreaterThan(avg(plain) + 0.015);
  });
});

describe('pbc cards built with aims', () => {
  const inputs = new Inputs({ readFile: (path) => readFileSync(path) });
  const system = GAMES.pbc!;
  const builder = system.cardBuilder!(inputs.sources(dir), system.loadTables(inputs.tables(system)), 2016);
  const teams = ['CHN', 'CLE'];
  const fitsOf = (text: string) => budgetFits(checkPlan(inputs.setOfText('pbc', text), {}));

  it('move an aimed batter and an aimed pitcher by their aims, and print their real lines', () => {
    // A PBC set's cards are fitted together, the whole season's at once (build/seasonFit.ts), so one build carries
    // both aims. Kris Bryant aimed 2 points of PA more home runs; Jon Lester's opponents 5 points more strikeouts.
    // A batter's strikeouts are the charts', not his card's, so his aim moves his hit rolls: a total fixed to HR.
    const plain = builder.build(teams, 'calibrated');
    const aimed = builder.build(
      teams,
      'calibrated',
      {},
      new Map([
        [aimKey('batting', 'CHN', 'bryant'), { HR: 0.02 }],
        [aimKey('pitching', 'CHN', 'lester'), { SO: 0.05 }],
      ]),
    );
    const card = (text: string, id: string) => (parse(text) as Built).players.find((p) => p.id === id)!;
    expect(card(aimed, 'bryant').targets).toEqual(card(plain, 'bryant').targets);
    expect(card(aimed, 'lester').pitching!.targets).toEqual(card(plain, 'lester').pitching!.targets);
    const shares = (text: string, id: string, role: string) =>
      fitsOf(text).find((f) => f.id === id && f.role === role)!.shares;
    // A hit total is 1 to 6 of 36 rolls, a chart cell 1 to 6 of 36 at the totals the batters leave to the chart: the
    // moves land within a cell or so of the aims.
    const bryant = shares(aimed, 'bryant', 'batter').HR - shares(plain, 'bryant', 'batter').HR;
    expect(bryant).toBeGreaterThan(0.01);
    expect(bryant).toBeLessThan(0.045);
    const lester = shares(aimed, 'lester', 'pitcher').SO - shares(plain, 'lester', 'pitcher').SO;
    expect(lester).toBeGreaterThan(0.025);
    expect(lester).toBeLessThan(0.08);
  }, 600_000);
});
