import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEAM_NAMES } from '../../src/cli/commands/build.ts';
import { checkSet } from '../../src/experiments/check.ts';
import { exactCheck } from '../../src/experiments/exactCheck.ts';
import { type PineTarCardSet } from '../../src/games/pinetar/cards.ts';
import { pineTarCheckPlan } from '../../src/games/pinetar/plan.ts';
import { bkwpRating, mipRating, sbcRating, soBbRating, speedRating } from '../../src/games/pinetar/build/ratings.ts';
import { rateValue } from '../../src/core/model/rates.ts';
import { Tally } from '../../src/core/model/Tally.ts';
import { lineCounts } from '../../src/core/cards/cardLines.ts';
import { tables } from '../helpers/pinetar.ts';
import { loadedSets, pineTar, pineTarSet, pineTarTables, seasonSources } from '../helpers/inputs.ts';

const SHIPPED = [
  ['CHN', 'calibrated', 'cards/pinetar/2016-cubs.yaml'],
  ['CHN', 'naive', 'cards/pinetar/2016-cubs-naive.yaml'],
  ['CLE', 'calibrated', 'cards/pinetar/2016-cleveland.yaml'],
  ['CLE', 'naive', 'cards/pinetar/2016-cleveland-naive.yaml'],
] as const;

describe('cardlab build pinetar: the shipped 2016 sets', () => {
  it('regenerates every shipped file byte for byte', () => {
    const builder = pineTar.cardBuilder!(seasonSources('cards/sources'), pineTarTables(), 2016);
    for (const [team, mode, file] of SHIPPED)
      expect(builder.build([team], mode, TEAM_NAMES), file).toBe(readFileSync(file, 'utf8'));
  }, 300_000);

  const calibrated = SHIPPED.filter(([, mode]) => mode === 'calibrated').map(([, , file]) => file);
  it(
    "calibrated sets: every card's simulated AVG, OBP and SLG " +
      'lie within budget plus sampling error of the printed target',
    async () => {
      // Fixed seed, 200,000 PA per card. The allowance is the budget plus 3.29 standard errors (99.9% two-sided), so
      // 93 cards x 3 rates expect 0.28 false alarms; the seed is fixed, so the outcome is reproducible.
      for (const file of calibrated) {
        const { cards } = await checkSet(loadedSets([file])[0]!, { pa: 200_000, seed: 42, workers: 2 });
        const misses = cards
          .filter((c) => c.beyondBudget.some((r) => ['AVG', 'OBP', 'SLG'].includes(r)))
          .map((c) => `${c.name}: ${c.beyondBudget.join(' ')}`);
        expect(misses, file).toEqual([]);
      }
    },
    300_000,
  );

  it('naive cards of regulars miss their targets beyond budget far more often than calibrated ones', () => {
    const exactOf = (file: string) => {
      const set = pineTarSet(file);
      return { set, exact: exactCheck(pineTarCheckPlan(set, tables, {})) };
    };
    for (const team of ['cubs', 'cleveland']) {
      const naive = exactOf(`cards/pinetar/2016-${team}-naive.yaml`);
      const fitted = exactOf(`cards/pinetar/2016-${team}.yaml`);
      let naiveWorse = 0;
      let regulars = 0;
      naive.set.players.forEach((card, i) => {
        if (card.pitching || card.targets.season.PA < 300) return;
        regulars++;
        const worst = (x: typeof naive, j: number) =>
          Math.max(
            ...(['AVG', 'OBP', 'SLG'] as const).map((r) =>
              Math.abs(x.exact[j]!.rates[r]!.estimate - x.exact[j]!.target[r]!),
            ),
          );
        const j = fitted.set.players.findIndex((p) => p.id === card.id);
        // The calibrated card reaches its budget exactly (printed targets are rounded to .001, budgets to .0001).
        for (const r of ['AVG', 'OBP', 'SLG'] as const) {
          expect(
            Math.abs(fitted.exact[j]!.rates[r]!.estimate - fitted.exact[j]!.target[r]!),
            `${card.name} ${r}`,
          ).toBeLessThanOrEqual(fitted.set.players[j]!.budget!.season![r]! + 0.00056);
        }
        if (worst(naive, i) > worst(fitted, j)) naiveWorse++;
      });
      expect(regulars).toBeGreaterThanOrEqual(8);
      expect(naiveWorse, team).toBe(regulars);
    }
  }, 120_000);

  it(
    "pooled, the calibrated sets reproduce the two teams' " + 'combined batting line against the league within .005',
    () => {
      const cubs = pineTarSet('cards/pinetar/2016-cubs.yaml');
      const cleveland = pineTarSet('cards/pinetar/2016-cleveland.yaml');
      const pooled: PineTarCardSet = {
        ...cubs,
        teams: { ...cubs.teams, ...cleveland.teams },
        players: [...cubs.players, ...cleveland.players],
      };
      const combined = (against: 'league' | 'set') => {
        const subjects = pineTarCheckPlan(pooled, tables, { against });
        const exact = exactCheck(subjects);
        const cards = new Tally();
        const real = new Tally();
        const allowed = new Tally();
        pooled.players.forEach((card, i) => {
          if (card.pitching) {
            for (const [o, n] of Object.entries(lineCounts(card.pitching.targets!.season)))
              allowed.addOutcome(o as 'SO', n);
            return;
          }
          const tally = exact[i]!.tally;
          cards.merge(tally, card.targets.season.PA / tally.plateAppearances());
          for (const [o, n] of Object.entries(lineCounts(card.targets.season))) real.addOutcome(o as 'SO', n);
        });
        const rates = (t: Tally) =>
          Object.fromEntries(['AVG', 'OBP', 'SLG'].map((r) => [r, rateValue(r, t.outcomeCounts())]));
        return { cards: rates(cards), real: rates(real), allowed: rates(allowed) };
      };
      const league = combined('league');
      for (const r of ['AVG', 'OBP', 'SLG'])
        expect(Math.abs(league.cards[r]! - league.real[r]!), r).toBeLessThan(0.005);
      // Against each other the batters face two staffs far better than the league's: the pooled line falls between the
      // teams' combined batting line and the combined line their pitchers allowed.
      const each = combined('set');
      for (const r of ['AVG', 'OBP', 'SLG']) {
        expect(each.cards[r]!, r).toBeLessThan(each.real[r]!);
        expect(each.cards[r]!, r).toBeGreaterThan(each.allowed[r]!);
      }
    },
    120_000,
  );

  it('gives short seasons league plate appearances instead of nonsense cards', () => {
    const cubs = pineTarSet('cards/pinetar/2016-cubs.yaml');
    const schwarber = cubs.players.find((p) => p.id === 'schwarber')!;
    expect(schwarber.targets.season.PA).toBe(5);
    expect(schwarber.build?.leaguePA?.vsL).toBeGreaterThan(90);
    const hits = schwarber.columns.vsR.filter((r) => r.kind === 'hit').length;
    expect(hits).toBeGreaterThan(15); // a real 0-for-4 would print no hit rolls at all
    expect(hits).toBeLessThan(30);
  });
});

describe('ratings rules', () => {
  it('reads speed from steal attempts and triples', () => {
    const base = { G: 150, SB: 0, CS: 0, singles: 100, walks: 60, doubles: 30, triples: 0, SH: 0 };
    expect(speedRating({ ...base, SB: 12, CS: 4 })).toBe('F'); // 16/160 = 10% of times on first
    expect(speedRating({ ...base, SB: 3, CS: 1 })).toBe('S'); // 2.5% and no triples
    expect(speedRating({ ...base, SB: 3, CS: 2, triples: 1 })).toBe('M'); // 3.1%
    expect(speedRating({ ...base, doubles: 22, triples: 3 })).toBe('F'); // 3 of 25 extra-base hits are triples
    expect(speedRating({ ...base, singles: 10, walks: 5 })).toBe('M'); // too few chances to tell
  });
  it('derives SBC, BK/WP, MIP and SO/BB by their stated rules', () => {
    // (3+1)/(4+2)
    expect(sbcRating({ G: 1, SB: 3, CS: 1, singles: 0, walks: 0, doubles: 0, triples: 0, SH: 0 })).toBe(67);
    expect(sbcRating({ G: 1, SB: 0, CS: 0, singles: 0, walks: 0, doubles: 0, triples: 0, SH: 0 })).toBeNull();
    expect(bkwpRating(2, 8)).toBe('19/99'); // 20% balks: 00-19
    expect(bkwpRating(0, 5)).toBe('--/99');
    expect(bkwpRating(1, 0)).toBe('99/--');
    expect(bkwpRating(0, 0)).toBe('--/--');
    expect(mipRating({ G: 31, GS: 31, SV: 0, IPouts: 593 })).toBe(6); // 197.2 innings in 31 starts
    expect(mipRating({ G: 70, GS: 0, SV: 30, IPouts: 210 })).toBe(1);
    expect(mipRating({ G: 30, GS: 10, SV: 0, IPouts: 240 })).toBe('6/1*'); // (80 - 20) / 10
    const league = { so: 0.21, bb: 0.08 };
    expect(soBbRating(300, 40, 800, league)).toBe('SO 55-60, 77'); // .375 - .21 - (.05 - .08) = .195
    expect(soBbRating(170, 60, 800, league)).toBe('NC'); // .2125 - .21 - (.075 - .08) = .0075
    expect(soBbRating(130, 90, 800, league)).toBe('BB 55, 77'); // .1625 - .21 - (.1125 - .08) = -.08
    expect(soBbRating(30, 0, 90, league)).toBe('NC'); // under 100 batters faced
  });
});

describe('cardlab build: bad input', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['bin/cardlab.js', 'build', ...args], { encoding: 'utf8' });
  it('names the file and field, exits 2 and writes nothing', () => {
    const out = 'tests/fixtures/never-written.yaml';
    const team = run('pinetar', '--season', '2016', '--teams', 'XXX', '--out', out);
    expect(team.status).toBe(2);
    expect(team.stderr).toMatch(
      /cards\/sources\/batting_2016\.csv:0: teamID: a team that played in 2016 \(no rows for "XXX"\)/,
    );
    const sources = run('pinetar', '--season', '2016', '--teams', 'CHN', '--sources', 'no/such/dir', '--out', out);
    expect(sources.status).toBe(2);
    expect(sources.stderr).toMatch(/no\/such\/dir:0: \(folder\): a folder of season files/);
    const game = run('replay', '--season', '2016', '--teams', 'CHN', '--out', out);
    expect(game.status).toBe(2);
    expect(game.stderr).toMatch(/game: a game with a card builder \(pinetar, strat\), got "replay"/);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(`${out}.partial`)).toBe(false);
  });
});
