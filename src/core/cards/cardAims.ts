/** The results a card's aim shifts, each as a share of plate appearances; outs take up the rest. */
export const AIM_KINDS = ['1B', '2B', '3B', 'HR', 'BB', 'HBP', 'SO'] as const;
export type AimKind = (typeof AIM_KINDS)[number];

/**
 * How far a card is fitted from its printed line: each result's share of plate appearances added (negative: fewer).
 * A season-context build (`build --context season`) aims a card off its printed line by what games do to it, so that
 * in games it plays the printed line.
 */
export type LineShift = Partial<Record<AimKind, number>>;

/** The shift each card is fitted with, by `aimKey` (a card missing is fitted to its printed line). */
export type CardAims = ReadonlyMap<string, LineShift>;

/** Which of a card's lines an aim shifts: a batter's own, or the batting against a pitcher. */
export type AimedLine = 'batting' | 'pitching';

/** The key of a card's aim: the line, the team and the card's id in its set. */
export const aimKey = (line: AimedLine, team: string, id: string): string => `${line}|${team}|${id}`;

/** A shift's identity for caches of fits: the same text for the same shares (rounded past any fit's precision). */
export function shiftKey(shift: LineShift | undefined): string {
  if (!shift) return '';
  return AIM_KINDS.map((kind) => (shift[kind] ?? 0).toFixed(6)).join(',');
}
