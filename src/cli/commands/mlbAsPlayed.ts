import { InputError } from '../../core/input/InputError.ts';
import type { LoadedInput } from '../../core/input/LoadedInput.ts';
import type { MlbPlayed } from '../../experiments/season.ts';
import { advancementFacts } from '../../core/model/advancement.ts';
import { readMlbRunExpectancy } from '../../mlb/mlbRunExpectancy.ts';
import { readMlbTransitions } from '../../mlb/mlbTransitions.ts';
import { playerNames, readMlbSchedule, type MlbSchedule } from '../../mlb/mlbSchedule.ts';

/** MLB's season as played (what `season --league` plays and `build --context season` aims at). */
export interface MlbAsPlayed {
  schedule: MlbSchedule;
  /** The schedule's file, for errors that point into it. */
  file: string;
  mlbPlayed: MlbPlayed;
}

/**
 * MLB's season as played: its schedule, runs per game and run-expectancy table, from season files by name
 * (`source('schedule_2016.csv')`: cards/sources, or a build's --sources folder); with `advancement`, also how its
 * runners moved (`transitions_YYYY.csv`), which a season report sets beside its own.
 */
export function mlbAsPlayed(
  source: (file: string) => LoadedInput,
  season: number,
  { advancement = false } = {},
): MlbAsPlayed {
  const schedule = mlbScheduleOf(source, season);
  const runExpectancy = readMlbRunExpectancy(source(`re24_${season}.csv`), season);
  const runsPerGame = schedule.runs / (2 * schedule.games.length);
  const moved = advancement && advancementFacts(readMlbTransitions(source(`transitions_${season}.csv`)));
  return {
    schedule,
    file: source(`schedule_${season}.csv`).name,
    mlbPlayed: { runsPerGame, runExpectancy, ...(moved && { advancement: moved }) },
  };
}

/**
 * A season file of a build's --sources folder by name, refused with a clear error where the folder lacks it (MLB's
 * season as played: cards/sources has 2016's and 2024's).
 */
export function sourceIn(files: Readonly<Record<string, LoadedInput>>, folder: string): (file: string) => LoadedInput {
  return (file) => {
    const input = files[file];
    if (!input)
      throw new InputError([
        {
          file: folder,
          line: 0,
          field: file,
          expected:
            "MLB's season as played, which --context schedule and season read (cards/sources has 2016's and 2024's)",
        },
      ]);
    return input;
  };
}

/** The games of a season's schedule as played, from season files by name (as mlbAsPlayed reads them). */
export function mlbScheduleOf(source: (file: string) => LoadedInput, season: number): MlbSchedule {
  const names = playerNames([source(`batting_${season}.csv`), source(`pitching_${season}.csv`)]);
  return readMlbSchedule(source(`schedule_${season}.csv`), names);
}
