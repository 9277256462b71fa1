import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { GameRules } from '../../src/core/game/GameRules.ts';
import { NOBODY, type GameState, type PitcherUsage } from '../../src/core/game/GameState.ts';
import { OUTCOME_INDEX } from '../../src/core/model/outcomes.ts';
import { COUNTER_SLOT } from '../../src/core/model/Tally.ts';
import type { LineupSpot, RosterPlayer, TeamSheet } from '../../src/core/game/TeamSheet.ts';

/**
 * A game's rules reduced to a script, to test the engine alone: `play(game, batter, pitcher)` names each plate
 * appearance's result ('SO' an out, 'HR' a home run, 'BB' a walk that forces runners); pitchers may start an inning
 * below `innings` innings completed.
 */
export class ScriptedRules implements GameRules {
  declare readonly calls: { batter: number; pitcher: number; inning: number; top: boolean }[];
  constructor(
    private readonly play: (game: GameState, batter: number, pitcher: number) => 'SO' | 'HR' | 'BB',
    private readonly innings: (pitcher: number) => number,
  ) {
    this.calls = [];
  }

  plateAppearance(
    game: GameState,
    batter: number,
    pitcher: number,
    _generator: RandomGenerator,
    tally: Float64Array,
  ): number {
    this.calls.push({ batter, pitcher, inning: game.inning, top: game.top });
    const result = this.play(game, batter, pitcher);
    game.scoredCount = 0;
    game.rbiRuns = 0;
    const score = (runner: number) => (game.scored[game.scoredCount++] = runner);
    if (result === 'SO') {
      game.outs++;
      tally[COUNTER_SLOT.outs]!++;
    } else if (result === 'HR') {
      for (let base = 3; base >= 1; base--) {
        if (game.bases[base] === NOBODY) continue;
        score(game.bases[base]!);
        game.bases[base] = NOBODY;
      }
      score(batter);
    } else {
      if (game.bases[1] !== NOBODY) {
        if (game.bases[2] !== NOBODY) {
          if (game.bases[3] !== NOBODY) score(game.bases[3]!);
          game.bases[3] = game.bases[2]!;
        }
        game.bases[2] = game.bases[1]!;
      }
      game.bases[1] = batter;
    }
    game.rbiRuns = game.scoredCount;
    tally[COUNTER_SLOT.runs]! += game.scoredCount;
    return OUTCOME_INDEX[result];
  }

  mayStartInning(pitcher: number, usage: PitcherUsage): boolean {
    return usage.inningsCompleted[pitcher]! < this.innings(pitcher);
  }
}

const batting = { vsL: { pa: 500, obp: 0.33, slg: 0.42 }, vsR: { pa: 500, obp: 0.33, slg: 0.42 } };

/**
 * A plain team: nine fielders (C, 1B, ..., RF and a utility man) and five pitchers, the first the starter, the last the
 * closer.
 */
export function plainTeam(code: string): TeamSheet {
  const positions = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', '1B'] as const;
  const players: RosterPlayer[] = [
    ...positions.map((p, i) => ({
      id: `${code}-b${i + 1}`,
      name: `${code} batter ${i + 1}`,
      throws: 'R' as const,
      positions: [p],
      batting,
      targets: { batting: {} },
    })),
    ...[0, 1, 2, 3, 4].map((i) => ({
      id: `${code}-p${i + 1}`,
      name: `${code} pitcher ${i + 1}`,
      throws: 'R' as const,
      positions: ['P' as const],
      batting,
      pitching: {
        role: i === 0 ? ('S' as const) : i === 4 ? ('C' as const) : ('R' as const),
        starts: i === 0 ? 30 : 0,
        quality: i,
      },
      targets: { batting: {} },
    })),
  ];
  const lineup: LineupSpot[] = [
    ...positions.slice(0, 8).map((position, i) => ({ player: i, position })),
    { player: -1, position: 'P' },
  ];
  return {
    code,
    name: code,
    file: `${code}.yaml`,
    players,
    lineups: { vsL: lineup, vsR: lineup },
    rotation: [9],
    bullpen: [10, 11, 12, 13],
    closer: 13,
    lineupSource: 'card set',
  };
}
