// The experiments' default sizes, apart so the CLI can show them in --help without loading the experiments.

/** Plate appearances per card in a check. */
export const CHECK_PA = 1_000_000;
/**
 * Plate appearances per batter and grade: a 95% interval of about ±.003 on AVG, enough to see the simulation agree with
 * the exact values.
 */
export const GRADES_PA = 100_000;
/**
 * Games per team of each set's season in the main job: ten 162-game seasons, a 95% interval of about ±.03 runs per
 * game.
 */
export const SEASON_GAMES = 1620;
/** Games per team of a comparison unless told: ten seasons. */
export const COMPARISON_GAMES = 1620;
/** Games per team of each rule set in the main job's optional-rules report (every bundled set as one league). */
export const RULES_REPORT_GAMES = 300;
