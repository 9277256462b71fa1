import { generatedSheet } from '../../../core/game/generatedSheet.ts';
import { BATTERS_PER_START, type RosterPlayer, type TeamSheet } from '../../../core/game/TeamSheet.ts';
import type { Position } from '../../../core/model/positions.ts';
import { rateValue } from '../../../core/model/rates.ts';
import { emptyLine } from '../../../mlb/roster.ts';
import { battingSplit, lineCounts } from '../../../core/cards/cardLines.ts';
import type { StratCard, StratCardSet } from '../cards.ts';

/** A team of a card set: its sheet for the engine and its cards in roster order. */
export interface StratTeamOf {
  sheet: TeamSheet;
  cards: StratCard[];
}

/** Closer endurance from which a reliever is his staff's closer (20 saves and more, as the builder rates it). */
const CLOSER_ENDURANCE = 3;

/** A Strat pitcher's role from his endurance ratings: starter, reliever, both, or a closer. */
function roleOf(pitching: NonNullable<StratCard['pitching']>): NonNullable<RosterPlayer['pitching']>['role'] {
  if (pitching.starter !== undefined) return pitching.relief !== undefined ? 'S/R' : 'S';
  return pitching.closer !== undefined && pitching.closer !== 'N' && pitching.closer >= CLOSER_ENDURANCE ? 'C' : 'R';
}

/**
 * A pitcher's games started: as his card prints them, else (a card built before cards printed them, or by hand) his
 * batters faced over BATTERS_PER_START for a pitcher with a starter's endurance, so he still ranks in the rotation by
 * his work.
 */
function startsOf(pitching: NonNullable<StratCard['pitching']>, battersFaced: number | undefined): number {
  if (pitching.starts !== undefined) return pitching.starts;
  return pitching.starter !== undefined ? Math.max(1, battersFaced ?? 0) / BATTERS_PER_START : 0;
}

/** A card as the engine's lineup and staff rules see it. A staff is ordered by the OPS his opponents had. */
export function stratRosterPlayer(card: StratCard): RosterPlayer {
  const season = card.targets?.season ?? emptyLine();
  const pitching = card.pitching;
  const against = pitching?.targets?.season;
  const allowed = against ? lineCounts(against) : undefined;
  const quality = allowed ? (rateValue('OBP', allowed) || 0) + (rateValue('SLG', allowed) || 0) : 2;
  return {
    id: card.id,
    name: card.name,
    throws: card.throws,
    positions: Object.keys(card.fielding).filter(
      (position) => pitching !== undefined || position !== 'P',
    ) as Position[],
    batting: { vsL: battingSplit(card.targets?.vsL, season), vsR: battingSplit(card.targets?.vsR, season) },
    ...(pitching && {
      pitching: { role: roleOf(pitching), starts: startsOf(pitching, against?.PA), quality },
    }),
    // A pitcher without batting columns bats with one of the set's hitting cards, which print no line of his: his
    // own batting line is on no card, so his batting has no target (the lineup rules still read his line above).
    targets: {
      batting: lineCounts(card.batting ? season : emptyLine()),
      ...(against && { pitching: lineCounts(against) }),
    },
  };
}

/**
 * Every team of a Strat card set, ready for the engine: the set prints no lineups or staffs, so cardlab's rules
 * (engine/lineupRule.ts, engine/staffRule.ts) choose them.
 * @example stratTeams(cubs, false)[0].sheet.lineups.vsR.length // => 9
 */
export function stratTeams(set: StratCardSet, dh: boolean): StratTeamOf[] {
  const codes = [...new Set(set.players.map((p) => p.team))];
  return codes.map((code) => {
    const cards = set.players.filter((p) => p.team === code);
    const players = cards.map(stratRosterPlayer);
    const sheet = generatedSheet({ code, name: set.teams[code]?.name ?? code, file: set.file }, players, dh, {
      line: cards[0]?.line ?? 1,
    });
    return { sheet, cards };
  });
}
