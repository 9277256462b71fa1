import { AIM_KINDS, aimKey, shiftKey, type CardAims, type LineShift } from '../../../core/cards/cardAims.ts';
import { teamRosters } from '../../../mlb/roster.ts';
import type { SeasonData } from '../../../mlb/seasonData.ts';
import type { PlayerAims } from './seasonFit.ts';

/** Shifts averaged result by result, each by its weight. */
function meanShift(shifts: readonly { shift: LineShift; weight: number }[]): LineShift {
  const total = shifts.reduce((sum, s) => sum + s.weight, 0);
  return Object.fromEntries(
    AIM_KINDS.map((kind) => [kind, shifts.reduce((sum, s) => sum + s.weight * (s.shift[kind] ?? 0), 0) / total]),
  );
}

/**
 * The cards' aims (by line, team and card id) as the season's fit takes them: by player. A PBC card is fitted once
 * for the whole season, so a player traded in the season, with a card on each of his teams, is fitted to the mean of
 * their aims, each by his games for that team.
 * @example playerAims(data, ['CHN'], new Map([['batting|CHN|rizzo', { HR: -0.01 }]])).batting.get('rizzoan01')
 */
export function playerAims(data: SeasonData, teams: readonly string[], aims: CardAims): PlayerAims {
  if (aims.size === 0) return { batting: new Map(), pitching: new Map() };
  const games = new Map<string, number>();
  for (const { playerID, teamID, G } of data.stints) {
    const key = `${playerID}|${teamID}`;
    games.set(key, (games.get(key) ?? 0) + G);
  }
  type Weighted = { shift: LineShift; weight: number }[];
  const batting = new Map<string, Weighted>();
  const pitching = new Map<string, Weighted>();
  const add = (into: Map<string, Weighted>, playerID: string, team: string, shift: LineShift | undefined) => {
    const weight = games.get(`${playerID}|${team}`) || 1;
    if (shift) into.set(playerID, [...(into.get(playerID) ?? []), { shift, weight }]);
  };
  for (const { team, hitters, pitchers } of teamRosters(data, teams)) {
    for (const { playerID, id } of hitters) add(batting, playerID, team, aims.get(aimKey('batting', team, id)));
    // A pitcher's batting is carded but never fitted to an aim (nobody checks it: seasonFit.ts).
    for (const { playerID, id } of pitchers) add(pitching, playerID, team, aims.get(aimKey('pitching', team, id)));
  }
  const mean = (by: Map<string, Weighted>) => new Map([...by].map(([id, shifts]) => [id, meanShift(shifts)]));
  return { batting: mean(batting), pitching: mean(pitching) };
}

/** The identity of players' aims, for the builder's cache of season fits: the same text for the same aims. */
export function aimsKey(aims: PlayerAims): string {
  const side = (by: ReadonlyMap<string, LineShift>) =>
    [...by]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, shift]) => `${id}:${shiftKey(shift)}`)
      .join(';');
  return `${side(aims.batting)}|${side(aims.pitching)}`;
}
