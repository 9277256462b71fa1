import { z } from 'zod';
import type { CheckSubject, PrintedColumn } from '../core/GameSystem.ts';
import { InputError } from '../core/input/InputError.ts';
import type { LoadedInput } from '../core/input/LoadedInput.ts';
import { validate } from '../core/input/validate.ts';
import { COUNTERS, Tally } from '../core/model/Tally.ts';
import { OUTCOMES } from '../core/model/outcomes.ts';
import type { RunManifest } from './manifest.ts';
import { mergeSaved, type SavedFile, type SavedKind } from './mergeSaved.ts';
import { count, plateAppearancesOf, savedTallySchema, splitProblem, tallyCounts, tallyProblem } from './savedCounts.ts';
import { readFrom, type SavedProblem } from './savedSource.ts';
import { type SimulatedSubject } from '../harness/simulateCheck.ts';
import type { SubjectTallies } from '../exact/tallySubject.ts';
import { annotate, type AnnotatedCardCheck, type CardAnnotations } from './annotations.ts';
import { cardCheck } from './cardCheck.ts';
import type { TargetRates } from '../core/subjectTargets.ts';
import type { MlbSeason } from '../mlb/mlbTotals.ts';
import { playsLike } from './mlbComparison.ts';
import { seasonModeChecks, seasonModeCounts, seasonPlayers } from './seasonMode.ts';
import type { PlayerSeason, SeasonLine } from './seasonSummary.ts';

/** Saved counts of a tally, by outcome and counter name. */
type SavedTally = Record<string, number>;

/** One card of a saved result: who, its targets and annotations, and its tallies (the part shards add). */
export interface SavedCard {
  id: string;
  name: string;
  team: string;
  role: 'batter' | 'pitcher';
  printed?: PrintedColumn[];
  /** The MLB season its season target is (a game without printed targets). */
  mlbSeason?: number;
  targets: TargetRates;
  annotations: CardAnnotations;
  tallies: { total: SavedTally; vsL: SavedTally; vsR: SavedTally };
  stoppedBy?: 'precision' | 'cap';
  /**
   * Season mode: the counts of the card's line in the season its set played (its batting; for a pitcher, the batting
   * against him). Shards and seeds add them as they add the tallies.
   */
  seasonMode?: SavedTally;
}

export interface SavedSet {
  file: string;
  cards: SavedCard[];
  /**
   * Present when the check played a season (season mode, described by the manifest's `plan.seasonMode`): `skipped`
   * says why this set played none (too few players to field two teams, say).
   */
  seasonMode?: { skipped?: string };
}

/** What `check --save` writes and `merge` reads and writes. */
export interface SavedResult {
  format: typeof FORMAT;
  manifest: RunManifest;
  sets: SavedSet[];
}

const FORMAT = 'cardlab-check-result/1';
const savedTally = (tally: Tally): SavedTally => ({ ...tally.outcomeCounts(), ...tally.counterValues() });

function tallyOf(saved: SavedTally): Tally {
  const tally = new Tally();
  for (const outcome of OUTCOMES) tally.addOutcome(outcome, saved[outcome] ?? 0);
  for (const counter of COUNTERS) tally.addCounter(counter, saved[counter] ?? 0);
  return tally;
}

/** A checked set as a saved result keeps it. */
export function savedSet(
  file: string,
  subjects: readonly CheckSubject[],
  targets: readonly TargetRates[],
  simulated: readonly SimulatedSubject[],
  annotations: readonly CardAnnotations[],
): SavedSet {
  return {
    file,
    cards: subjects.map((subject, i) => {
      const { tallies, stoppedBy } = simulated[i]!;
      return {
        id: subject.id,
        name: subject.name,
        team: subject.team,
        role: subject.role,
        ...(subject.printed && { printed: subject.printed }),
        ...(subject.mlbSeason !== undefined && { mlbSeason: subject.mlbSeason }),
        targets: targets[i]!,
        annotations: annotations[i]!,
        tallies: { total: savedTally(tallies.total), vsL: savedTally(tallies.vsL), vsR: savedTally(tallies.vsR) },
        ...(stoppedBy && { stoppedBy }),
      };
    }),
  };
}

export function savedResult(manifest: RunManifest, sets: SavedSet[]): SavedResult {
  return { format: FORMAT, manifest, sets };
}

/** A season a check's sets played, for season mode: its sets' files, and its players', teams' and league's lines. */
export interface SeasonModeSource {
  files: readonly string[];
  summary: {
    players: readonly PlayerSeason[];
    league: Pick<SeasonLine, 'counts' | 'counters'> & {
      cards: { byTeam: readonly { team: string; batting: { line: Pick<SeasonLine, 'counts' | 'counters'> } }[] };
    };
  };
}

/**
 * A check result with season mode: each set's cards given their lines in the season that set played (`seasons`, by
 * file), a set in `skipped` the reason it played none, and the manifest's plan the season's description (`plan`), so
 * that merges refuse results played otherwise. A line that is no one card but a team's lineup or the league (set
 * beside an MLB season, piecepack's) gets its team's batting in the season, or the league's.
 * @example withSeasonMode(checked, [played], [], '1,620 games per team').sets[0].cards[0].seasonMode
 * // => { '1B': 912, '2B': 431, ... }
 */
export function withSeasonMode(
  result: SavedResult,
  seasons: readonly SeasonModeSource[],
  skipped: readonly { file: string; reason: string }[],
  plan: string,
): SavedResult {
  const played = new Map<string, { players: Map<string, PlayerSeason>; summary: SeasonModeSource['summary'] }>();
  for (const { files, summary } of seasons) {
    const players = seasonPlayers(summary.players);
    for (const file of files) played.set(file, { players, summary });
  }
  const lineOf = (set: SavedSet, card: SavedCard): Record<string, number> | undefined => {
    const season = played.get(set.file)!;
    if (card.mlbSeason === undefined) return seasonModeCounts(season.players, set.file, card);
    const { league } = season.summary;
    const team = league.cards.byTeam.find((t) => t.team === card.team)?.batting.line;
    const line = team ?? (card.id === 'league' ? league : undefined);
    return line && { ...line.counts, ...line.counters };
  };
  return {
    ...result,
    manifest: { ...result.manifest, plan: { ...result.manifest.plan, seasonMode: plan } },
    sets: result.sets.map((set) => {
      if (!played.has(set.file)) {
        const reason = skipped.find((s) => s.file === set.file)?.reason;
        return { ...set, seasonMode: { skipped: reason ?? 'its game plays no whole games' } };
      }
      return {
        ...set,
        seasonMode: {},
        cards: set.cards.map((card) => {
          const line = lineOf(set, card);
          return line ? { ...card, seasonMode: savedTally(tallyOf(line)) } : card;
        }),
      };
    }),
  };
}

/**
 * A saved result's cards as `check` prints them; with MLB's seasons, a card whose target is one of them also lists the
 * seasons its simulated line plays most like. Where the check played a season, each card has its season-mode check
 * (Holm across the set), or the reason it has none.
 */
export function savedChecks(set: SavedSet, seasons?: readonly MlbSeason[]): AnnotatedCardCheck[] {
  const checked = set.cards.map((card) => checkedCard(card, seasons));
  if (!set.seasonMode) return checked;
  const modes = seasonModeChecks(
    set.cards.map((card, c) => ({
      target: card.targets.season,
      budget: card.annotations.budget,
      ...(card.seasonMode && { season: card.seasonMode }),
      ...(checked[c]!.pa > 0 && { card: checked[c]!.counts }),
    })),
  );
  const noSeasonMode = set.seasonMode.skipped
    ? `the set played no season: ${set.seasonMode.skipped}`
    : 'not a player of the season';
  return checked.map((card, c) => {
    const mode = modes[c];
    return mode ? { ...card, seasonMode: mode } : { ...card, noSeasonMode };
  });
}

/** One saved card as `check` prints it, before season mode. */
function checkedCard(card: SavedCard, seasons?: readonly MlbSeason[]): AnnotatedCardCheck {
  const tallies: SubjectTallies = {
    total: tallyOf(card.tallies.total),
    vsL: tallyOf(card.tallies.vsL),
    vsR: tallyOf(card.tallies.vsR),
  };
  const checked = annotate(
    cardCheck(card, card.targets, { tallies, ...(card.stoppedBy && { stoppedBy: card.stoppedBy }) }),
    card.annotations,
  );
  if (card.mlbSeason === undefined || !seasons || tallies.total.plateAppearances() === 0) return checked;
  return { ...checked, mlbSeason: card.mlbSeason, nearest: playsLike(tallies.total.outcomeCounts(), seasons) };
}

// JSON writes NaN as null (checkJson): read it back as NaN.
export const rate = z
  .number()
  .nullable()
  .transform((value) => value ?? Number.NaN);
const rates = z.record(z.string(), rate);
/** Shares and expected counts of the exact distribution: fractions, never added by a merge. */
const shares = z.record(z.string(), z.number().nonnegative());
const exactAndBudget = z.object({ exact: rates, budget: rates });
/** A run's manifest as a saved result holds it (see RunManifest). */
export const manifestSchema = z.object({
  tool: z.string(),
  version: z.string(),
  generator: z.string(),
  seeds: z.array(z.number().int()).min(1),
  rules: z.string(),
  plan: z.record(z.string(), z.unknown()),
  cards: z.array(z.object({ file: z.string(), sha256: z.string() })),
  tables: z.array(z.string()),
  plateAppearances: count,
  slices: z
    .object({
      of: z.number().int().min(1),
      taken: z.array(z.number().int().nonnegative()).min(1),
      size: count.positive(),
    })
    .refine((slices) => slices.taken.every((k) => k < slices.of), 'shard numbers from 0 to of - 1')
    .optional(),
});

const schema = z.object({
  format: z.literal(FORMAT),
  manifest: manifestSchema,
  sets: z.array(
    z.object({
      file: z.string(),
      cards: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          team: z.string(),
          role: z.enum(['batter', 'pitcher']),
          printed: z.array(z.object({ label: z.string(), shares })).optional(),
          mlbSeason: z.number().int().optional(),
          targets: z.object({ season: rates, vsL: rates, vsR: rates }),
          annotations: z.object({
            exact: rates,
            exactOutcomes: shares.optional(),
            budget: rates,
            splitExact: z.object({ vsL: exactAndBudget.optional(), vsR: exactAndBudget.optional() }),
            seasonFit: z
              .looseObject({
                statistic: rate,
                df: rate,
                pValue: rate,
                cells: rate,
                adjustedPValue: rate,
                inconsistent: z.boolean(),
              })
              .optional(),
            cannotFit: z.object({ rates: z.array(z.string()), why: z.string() }).optional(),
          }),
          tallies: z.object({ total: savedTallySchema, vsL: savedTallySchema, vsR: savedTallySchema }),
          stoppedBy: z.enum(['precision', 'cap']).optional(),
          seasonMode: savedTallySchema.optional(),
        }),
      ),
      seasonMode: z.object({ skipped: z.string().optional() }).optional(),
    }),
  ),
});

/** Validates a saved result; problems name the file, line and field. */
export function parseSavedResult(input: LoadedInput): SavedResult {
  return readFrom(validate(input.document(), schema) as SavedResult, input.document());
}

function addTallies(a: SavedTally, b: SavedTally): SavedTally {
  return savedTally(tallyOf(a).merge(tallyOf(b)));
}

const TALLY_SPLITS = ['total', 'vsL', 'vsR'] as const;

/**
 * The first count of a saved check that does not add up, or undefined: each tally's own bounds, each card's total its
 * splits added, the manifest's plate appearances its cards', and each card's plate appearances the plan's.
 */
function checkProblem(result: SavedResult): SavedProblem | undefined {
  const { manifest, sets } = result;
  const files = manifest.cards.map((card) => card.file);
  if (sets.length !== files.length || sets.some((set, s) => set.file !== files[s]))
    return { path: ['sets'], expected: `the sets its manifest names, in order (${files.join(', ')})` };
  let plateAppearances = 0;
  for (const [s, set] of sets.entries())
    for (const [c, card] of set.cards.entries()) {
      const at = ['sets', s, 'cards', c];
      const problem =
        TALLY_SPLITS.reduce<SavedProblem | undefined>(
          (found, split) => found ?? tallyProblem(card.tallies[split], [...at, 'tallies', split], true),
          undefined,
        ) ??
        splitProblem(card.tallies, [...at, 'tallies']) ??
        (card.seasonMode && tallyProblem(card.seasonMode, [...at, 'seasonMode'], false));
      if (problem) return problem;
      plateAppearances += plateAppearancesOf(card.tallies.total);
    }
  if (plateAppearances !== manifest.plateAppearances)
    return {
      path: ['manifest', 'plateAppearances'],
      expected: `${plateAppearances.toLocaleString('en-US')}, the plate appearances of its cards added`,
    };
  return planProblem(result);
}

/**
 * Where a card played other plate appearances than its run's plan: every card the same number in whole runs (each
 * run plays `--pa` per card), at most the run's `--pa` in a shard, at most `--max-pa` per run with `--precision`.
 */
function planProblem({ manifest, sets }: SavedResult): SavedProblem | undefined {
  const { plan, slices, seeds } = manifest;
  const cards = sets.flatMap((set, s) =>
    set.cards.map((card, c) => ({
      pa: plateAppearancesOf(card.tallies.total),
      at: ['sets', s, 'cards', c, 'tallies'],
    })),
  );
  const most =
    typeof plan.precision === 'number'
      ? { pa: Number(plan.maxPa) * seeds.length, why: `--max-pa ${String(plan.maxPa)} in each of ${seeds.length} runs` }
      : slices && { pa: slices.size, why: `the --pa of the run it is a shard of` };
  if (most) {
    const over = cards.find((card) => card.pa > most.pa);
    return (
      over && { path: over.at, expected: `at most ${most.pa.toLocaleString('en-US')} plate appearances (${most.why})` }
    );
  }
  // The plate appearances most cards have are the runs'; a card with others is the odd one out.
  const times = new Map<number, number>();
  for (const { pa } of cards) times.set(pa, (times.get(pa) ?? 0) + 1);
  const usual = [...times].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [0, 0])[0];
  const odd = cards.find((card) => card.pa !== usual);
  return (
    odd && {
      path: odd.at,
      expected: `${usual.toLocaleString('en-US')} plate appearances, as every card of its runs has (--pa each)`,
    }
  );
}

/** A saved check as a merge reads it. */
const CHECK_KIND: SavedKind<SavedResult> = {
  problem: checkProblem,
  counts: (result) =>
    result.sets.flatMap((set) =>
      set.cards.flatMap((card) => [
        ...TALLY_SPLITS.flatMap((split) => tallyCounts(card.tallies[split])),
        ...(card.seasonMode ? tallyCounts(card.seasonMode) : []),
      ]),
    ),
  // Names, targets, printed shares and exact rates: the cards' own, the same in every result of the run.
  identity: (result) => ({
    sets: result.sets.map((set) => ({
      ...set,
      cards: set.cards.map(({ tallies: _tallies, seasonMode: _season, stoppedBy: _stopped, ...card }) => card),
    })),
  }),
  add: (merged, { file, result }, firstFile) => ({
    ...merged,
    sets: merged.sets.map((set, s) => ({
      ...set,
      cards: set.cards.map((card, c) => {
        const other = result.sets[s]?.cards[c];
        if (!other || other.id !== card.id)
          throw new InputError([
            { file, line: 0, field: `sets[${s}].cards[${c}]`, expected: `card ${card.id}, as in ${firstFile}` },
          ]);
        if ((card.seasonMode === undefined) !== (other.seasonMode === undefined))
          throw new InputError([
            {
              file,
              line: 0,
              field: `sets[${s}].cards[${c}].seasonMode`,
              expected:
                `card ${card.id} ${card.seasonMode ? 'with' : 'without'} a season-mode line, ` + `as in ${firstFile}`,
            },
          ]);
        const { stoppedBy: _dropped, ...kept } = card;
        return {
          ...kept,
          tallies: {
            total: addTallies(card.tallies.total, other.tallies.total),
            vsL: addTallies(card.tallies.vsL, other.tallies.vsL),
            vsR: addTallies(card.tallies.vsR, other.tallies.vsR),
          },
          ...(card.seasonMode && { seasonMode: addTallies(card.seasonMode, other.seasonMode!) }),
        };
      }),
    })),
  }),
};

/**
 * Adds saved results (runs of one experiment with different seeds, and the shards of a run, anywhere): tallies summed
 * card by card, the manifest listing every seed. The shards of a run are added first, in any order, and once all are
 * in the result is the whole run's, byte for byte. Refuses (see mergeSaved) results whose counts do not add up, of
 * different cards, tables, rules, plans, names or targets, and results that share a seed or a shard or hold the very
 * same counts.
 * @example mergeResults([{ file: 'a.json', result: a }, { file: 'b.json', result: b }]).manifest.seeds // => [1, 2]
 */
export function mergeResults(results: readonly SavedFile<SavedResult>[]): SavedResult {
  return mergeSaved(results, CHECK_KIND);
}
