import { AIM_KINDS, aimKey, type AimKind, type CardAims, type LineShift } from '../core/cards/cardAims.ts';
import type { ListedGame } from '../core/game/ListedGame.ts';
import { categoryShares } from './lines.ts';
import { rosterCards } from './roster.ts';
import type { PitchingAllowed, SeasonData, TeamSeason } from './seasonData.ts';
import type { SeasonLine } from '../core/cards/cardLines.ts';

/** Per plate appearance, the share of each result an aim can shift. */
export type Shares = Record<AimKind, number>;

/** The fixed point below stops when no aim moves by more than this (a share of plate appearances) in a round. */
const SETTLED = 1e-9;
const MOST_ROUNDS = 1000;

const zero = (): Shares => Object.fromEntries(AIM_KINDS.map((kind) => [kind, 0])) as Shares;

/** A team's batting, per plate appearance. */
function battingShares(line: SeasonLine): Shares {
  const { OUT: _outs, ...shares } = categoryShares(line);
  return shares;
}

/**
 * What a team's pitchers allowed, per batter faced. The pitching file prints hits and home runs allowed but not doubles
 * or triples, so the hits in the park are split as the league's batters' were.
 */
function allowedShares(allowed: PitchingAllowed, inPark: { '1B': number; '2B': number; '3B': number }): Shares {
  const faced = allowed.BFP || 1;
  const hits = allowed.H - allowed.HR;
  const total = inPark['1B'] + inPark['2B'] + inPark['3B'] || 1;
  return {
    '1B': (hits * inPark['1B']) / total / faced,
    '2B': (hits * inPark['2B']) / total / faced,
    '3B': (hits * inPark['3B']) / total / faced,
    HR: allowed.HR / faced,
    BB: allowed.BB / faced,
    HBP: allowed.HBP / faced,
    SO: allowed.SO / faced,
  };
}

/** Each team's opponents in the schedule, with each one's share of the team's games. */
function opponents(games: readonly ListedGame[], known: ReadonlySet<string>): Map<string, Map<string, number>> {
  const met = new Map<string, Map<string, number>>();
  const count = (team: string, other: string) => {
    if (!known.has(team) || !known.has(other)) return;
    const row = met.get(team) ?? new Map<string, number>();
    row.set(other, (row.get(other) ?? 0) + 1);
    met.set(team, row);
  };
  for (const game of games) {
    count(game.away, game.home);
    count(game.home, game.away);
  }
  for (const row of met.values()) {
    const total = [...row.values()].reduce((sum, n) => sum + n, 0);
    for (const [other, n] of row) row.set(other, n / total);
  }
  return met;
}

/** The aims less their mean over the teams, so that the league as a whole is aimed at its own line. */
function centred(aims: Map<string, Shares>): Map<string, Shares> {
  const mean = zero();
  for (const aim of aims.values()) for (const kind of AIM_KINDS) mean[kind] += aim[kind] / aims.size;
  return new Map(
    [...aims].map(([team, aim]) => [team, Object.fromEntries(AIM_KINDS.map((k) => [k, aim[k] - mean[k]])) as Shares]),
  );
}

/** Each team's aims, batting and pitching, by its code. */
export interface TeamAims {
  batting: Map<string, Shares>;
  pitching: Map<string, Shares>;
}

/**
 * Aims from the opposition each team's schedule met (`build --context schedule`). A player's printed line was made
 * against his team's opponents, not the league's average: a Cub never faced the Cubs' staff and faced the Reds' 19
 * times, and a 2016 National League pitcher faced pitchers at the plate where an American League one faced a DH. A
 * card fitted to that line against the league's average opponent carries his opposition's strength or weakness, and
 * in a season of the same schedule meets it again. So each team's batters are aimed off their lines by how far the
 * pitching they met was from the league's, and its pitchers by the batting they met: each opponent weighted by its
 * games against the team, its real line moved by its own aim (its cards are aimed too, and those are what the games
 * meet), the fixed point found by rounds of the two steps, each round centred so the league keeps its line. Real lines
 * include each team's games against the team being aimed; that part is not taken out (a team plays one opponent at
 * most 19 of 162 games).
 */
export function teamOppositionAims(teams: ReadonlyMap<string, TeamSeason>, games: readonly ListedGame[]): TeamAims {
  const inPark = { '1B': 0, '2B': 0, '3B': 0 };
  for (const { batting } of teams.values()) {
    inPark['1B'] += batting.H - batting['2B'] - batting['3B'] - batting.HR;
    inPark['2B'] += batting['2B'];
    inPark['3B'] += batting['3B'];
  }
  const batting = new Map([...teams].map(([code, team]) => [code, battingShares(team.batting)]));
  const allowed = new Map([...teams].map(([code, team]) => [code, allowedShares(team.pitching, inPark)]));
  const met = opponents(games, new Set(teams.keys()));
  const codes = [...met.keys()];
  // Against what a team's cards met: its opponents' real lines moved by their aims, by their shares of its games.
  const against = (team: string, lines: Map<string, Shares>, aims: Map<string, Shares>): Shares => {
    const out = zero();
    for (const [other, share] of met.get(team)!)
      for (const kind of AIM_KINDS) out[kind] -= share * (lines.get(other)![kind] + aims.get(other)![kind]);
    return out;
  };
  let aims: TeamAims = {
    batting: new Map(codes.map((c) => [c, zero()])),
    pitching: new Map(codes.map((c) => [c, zero()])),
  };
  for (let round = 0; round < MOST_ROUNDS; round++) {
    const next: TeamAims = {
      batting: centred(new Map(codes.map((c) => [c, against(c, allowed, aims.pitching)]))),
      pitching: centred(new Map(codes.map((c) => [c, against(c, batting, aims.batting)]))),
    };
    const moved = Math.max(
      ...(['batting', 'pitching'] as const).flatMap((line) =>
        codes.flatMap((c) => AIM_KINDS.map((k) => Math.abs(next[line].get(c)![k] - aims[line].get(c)![k]))),
      ),
    );
    aims = next;
    if (moved < SETTLED) break;
  }
  return aims;
}

/**
 * Every card's aim from the opposition its team's schedule met (teamOppositionAims): a card's aim is its team's, as
 * the data has teams and schedules but no matchups.
 */
export function oppositionAims(data: SeasonData, games: readonly ListedGame[], teams: readonly string[]): CardAims {
  const aims = teamOppositionAims(data.teams, games);
  const shift = (line: keyof TeamAims, team: string): LineShift => ({ ...(aims[line].get(team) ?? zero()) });
  return new Map(
    rosterCards<[string, LineShift]>(data, teams, {
      hitter: (_record, team, id) => [aimKey('batting', team, id), shift('batting', team)],
      pitcher: (_record, team, id) => [aimKey('pitching', team, id), shift('pitching', team)],
    }),
  );
}
