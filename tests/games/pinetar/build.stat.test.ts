import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEAM_NAMES } from '../../../src/cli/commands/build.ts';
import { checkSet } from '../../../src/experiments/check.ts';
import { exactCheck } from '../../../src/experiments/exactCheck.ts';
import { type PineTarCardSet } from '../../../src/games/pinetar/cards.ts';
import { pineTarCheckPlan } from '../../../src/games/pinetar/plan.ts';
import { rateValue } from '../../../src/core/model/rates.ts';
import { Tally } from '../../../src/core/model/Tally.ts';
import { lineCounts } from '../../../src/core/cards/cardLines.ts';
import { tables } from '../../helpers/pinetar.ts';
import { loadedSets, pineTar, pineTarSet, pineTarTables, seasonSources } from '../../helpers/inputs.ts';

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
      // Fixed seed, 100,000 PA per card. The allowance is the budget plus 3.29 standard errors (99.9% two-sided), so
      // 93 cards x 3 rates expect 0.28 false alarms; the seed is fixed, so the outcome is reproducible.
      for (const file of calibrated) {
        const { cards } = await checkSet(loadedSets([file])[0]!, { pa: 100_000, seed: 42, workers: 2 });
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
