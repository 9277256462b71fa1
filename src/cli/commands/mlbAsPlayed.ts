import type { LoadedInput } from '../../core/input/LoadedInput.ts';
import type { MlbPlayed } from '../../experiments/season.ts';
import { readMlbRunExpectancy } from '../../mlb/mlbRunExpectancy.ts';
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
 * (`source('schedule_2016.csv')`: cards/sources, or a build's --sources folder).
 */
export function mlbAsPlayed(source: (file: string) => LoadedInput, season: number): MlbAsPlayed {
  const names = playerNames([source(`batting_${season}.csv`), source(`pitching_${season}.csv`)]);
  const input = source(`schedule_${season}.csv`);
  const schedule = readMlbSchedule(input, names);
  const runExpectancy = readMlbRunExpectancy(source(`re24_${season}.csv`), season);
  const runsPerGame = schedule.runs / (2 * schedule.games.length);
  return { schedule, file: input.name, mlbPlayed: { runsPerGame, runExpectancy } };
}
