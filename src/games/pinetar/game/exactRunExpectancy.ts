import { chainRunExpectancy, type SpotTransitions } from '../../../exact/chainRunExpectancy.ts';
import type { BkWpRating, PineTarCard, PineTarCardSet } from '../cards.ts';
import { ColumnModel } from '../columnModel.ts';
import type { ManagerPolicies } from '../policies.ts';
import { leagueDefense } from '../plan.ts';
import type { PineTarTables } from '../tables.ts';
import type { Grade } from '../vocabulary.ts';
import { leagueTeam } from './leagueTeam.ts';
import { pineTarTeams } from './teamSheets.ts';

/**
 * Each team's exact run-expectancy matrix against the league its set was built against, as a season `--against
 * league` plays it: its lineup against the league pitcher's hand, each spot against the league's pitching mix by
 * share, league fielders and BK/WP; the pitcher's spot is the rotation's starters in turn. Runners are medium-speed
 * (the column model's canonical runners).
 * @example pineTarLeagueRunExpectancy(cubs, tables, DEFAULT_POLICIES, false)[0].matrix[0] // => about 0.48
 */
export function pineTarLeagueRunExpectancy(
  set: PineTarCardSet,
  tables: PineTarTables,
  policies: ManagerPolicies,
  dh: boolean,
): { team: string; matrix: number[] }[] {
  const league = set.league;
  if (!league) return [];
  const model = leagueModel(tables, policies, league.bkwp);
  const mix = league.pitchers.filter((p) => p.weight > 0);
  const total = mix.reduce((sum, p) => sum + p.weight, 0);
  return pineTarTeams(set, dh).map(({ sheet, cards }) => {
    const hand = leagueTeam(league, sheet.code, set.file).team.cards.at(-1)!.throws;
    const lineup = hand === 'L' ? sheet.lineups.vsL : sheet.lineups.vsR;
    const spots = lineup.map((spot): SpotTransitions => {
      const batters = spot.position === 'P' ? sheet.rotation.map((i) => cards[i]!) : [cards[spot.player]!];
      return spotTransitions(
        model,
        batters,
        mix.map((p) => ({ ...p, weight: p.weight / total })),
      );
    });
    return { team: sheet.code, matrix: chainRunExpectancy(spots) };
  });
}

/**
 * The column model of league fielders and a league's BK/WP, one per loaded tables, manager and BK/WP: a run's seasons
 * (the naive and calibrated sets of a team share their league) enumerate its steps once.
 */
const MODELS = new WeakMap<PineTarTables, WeakMap<ManagerPolicies, Map<string, ColumnModel>>>();
function leagueModel(tables: PineTarTables, policies: ManagerPolicies, bkwp: BkWpRating): ColumnModel {
  let byPolicies = MODELS.get(tables);
  if (!byPolicies) MODELS.set(tables, (byPolicies = new WeakMap()));
  let byBkwp = byPolicies.get(policies);
  if (!byBkwp) byPolicies.set(policies, (byBkwp = new Map()));
  const key = `${bkwp.balkTop}/${bkwp.wildPitchTop}`;
  let model = byBkwp.get(key);
  if (!model) byBkwp.set(key, (model = new ColumnModel({ tables, policies, defense: leagueDefense(), bkwp })));
  return model;
}

function spotTransitions(
  model: ColumnModel,
  batters: readonly PineTarCard[],
  mix: readonly { throws: 'L' | 'R'; grade: Grade; weight: number }[],
): SpotTransitions {
  const transitions = Array.from({ length: 24 }, () => new Float64Array(25));
  const runs = new Array<number>(24).fill(0);
  for (const card of batters) {
    const batter = { speed: card.speed, shc: card.shc, isPitcher: card.pitching !== undefined };
    for (const { throws, grade, weight } of mix) {
      const w = weight / batters.length;
      const column = throws === 'L' ? card.columns.vsL : card.columns.vsR;
      const rows = model.transitions(column, batter, grade);
      for (let s = 0; s < 24; s++) {
        for (let t = 0; t < 25; t++) transitions[s]![t]! += w * rows[s]![t]!;
        const only = Array.from({ length: 24 }, (_, i) => (i === s ? 1 : 0));
        runs[s]! += w * model.tally(column, batter, [{ grade, weight: 1 }], only).counter('runs');
      }
    }
  }
  return { transitions, runs };
}
