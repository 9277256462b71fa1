import { AIM_KINDS, aimKey, shiftKey, type CardAims, type LineShift } from '../../../core/cards/cardAims.ts';
import { teamRosters } from '../../../mlb/roster.ts';
import type { SeasonData } from '../../../mlb/seasonData.ts';
import type { PlayerAims } from './seasonFit.ts';

/** Shifts averaged result by result. */
function meanShift(shifts: readonly LineShift[]): LineShift {
  return Object.fromEntries(
    AIM_KINDS.map((kind) => [kind, shifts.reduce((sum, s) => sum + (s[kind] ?? 0), 0) / shifts.length]),
  );
}

/**
 * The cards' aims (by line, team and card id) as the season's fit takes them: by player. A PBC card is fitted once
 * for the whole season, so a player traded in the season, with a card on each of his teams, is fitted to the mean of
 * their aims.
 * @example playerAims(data, ['CHN'], new Map([['batting|CHN|rizzo', { HR: -0.01 }]])).batting.get('rizzoan01')
 */
export function playerAims(data: SeasonData, teams: readonly string[], aims: CardAims): PlayerAims {
  if (aims.size === 0) return { batting: new Map(), pitching: new Map() };
  const batting = new Map<string, LineShift[]>();
  const pitching = new Map<string, LineShift[]>();
  const add = (into: Map<string, LineShift[]>, playerID: string, aim: LineShift | undefined) => {
    if (aim) into.set(playerID, [...(into.get(playerID) ?? []), aim]);
  };
  for (const roster of teamRosters(data, teams)) {
    for (const { playerID, id } of roster.hitters) add(batting, playerID, aims.get(aimKey('batting', roster.team, id)));
    // A pitcher's batting is carded but never fitted to an aim (nobody checks it: seasonFit.ts).
    for (const { playerID, id } of roster.pitchers)
      add(pitching, playerID, aims.get(aimKey('pitching', roster.team, id)));
  }
  const mean = (by: Map<string, LineShift[]>) => new Map([...by].map(([id, shifts]) => [id, meanShift(shifts)]));
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
