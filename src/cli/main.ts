import { Command, Option } from 'commander';
import { InputError } from '../core/input/InputError.ts';
import { bundledCardSets } from './bundledCardSets.ts';
import { gameOfCardSet, MANAGER_NAMES } from '../games/registry.ts';
import { buildCommand } from './build.ts';
import { availableParallelism } from 'node:os';
import { RunInterrupted } from '../harness/WorkerPool.ts';
import { checkJson } from '../experiments/check.ts';
import { checkCommand, printChecks } from './checkCommand.ts';
import { mergeResults, readSavedResult, savedChecks } from './savedResult.ts';
import { writeAtomically } from './writeAtomically.ts';
import { formatGradeShift, gradesCommand, GRADES_PA } from './gradesCommand.ts';
import { checkReportFiles, formatReportsSummary, gradeReportFiles } from './reportFiles.ts';
import { writeReports } from './writeReports.ts';
import { formatSeason, hasLeague, SEASON_GAMES, seasonCommand } from './seasonCommand.ts';
import { seasonReportFile } from './reportFiles.ts';
import { BULLPEN_POLICIES } from '../engine/BullpenPolicy.ts';
import { exactCardSet, formatRunExpectancy, teamRunExpectancy } from './exact.ts';
import { formatExactCards } from './formatCheck.ts';
import { collectSetting, ruleSetFor } from './ruleOptions.ts';
import { COMPARISON_GAMES, RULES_REPORT_GAMES, compareRules, formatComparison, formatRuleEffects, gameOnlyRules, ruleEffectsCommand } from './rulesCommand.ts';
import { rulesReportFile } from './reportFiles.ts';
import { seasonLeagueOf } from '../harness/seasonLeague.ts';
import { formatSweep, sweepCommand } from './sweepCommand.ts';
import { collectTable, parseCount, parseOpponentMix, parseSeason, parseSeed, parseWidth, parseWorkers } from './parseOptions.ts';

// A reader that stops early (`cardlab check ... | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const program = new Command();
program
  .name('cardlab')
  .description('Calibration toolkit for tabletop dice-baseball games: simulate cards and compare them with the seasons they print.')
  .showHelpAfterError();

program
  .command('check')
  .description('Simulate plate appearances for every card of each card set and compare the rates with the printed targets.')
  .argument('[cardsets...]', 'card set files (YAML or JSON)')
  .option('--all', 'check every bundled card set under cards/')
  .option('--pa <n>', 'plate appearances per card', parseCount, 1_000_000)
  .option('--seed <s>', 'root seed of the random streams', parseSeed, 1)
  .option('--state <bases/outs>', "state every plate appearance starts from, e.g. '1-3/1' (runners are medium-speed); default: the set's league mix of states, else ---/0")
  .addOption(new Option('--against <whom>', "whom the cards face: the league the set was built against, or the set's own other teams").choices(['league', 'set']))
  .addOption(new Option('--vs <mix>', "opponent pitchers for batters, HAND/GRADE[:WEIGHT],... e.g. 'R/C:3,L/B:1'").argParser(parseOpponentMix))
  .option('--table <name=file>', "replace a rule table with your own file (repeatable), e.g. 'hit-location=my.yaml'", collectTable, {})
  .option('--rules <preset>', "optional rules: presets and rule names joined by '+', e.g. 'main+defensive-rolls+hit-and-run' (presets: main, or cards/rules/<game>/)", 'main')
  .option('--set <rule.param=value>', "change a parameter of a rule that is on (repeatable), e.g. 'hit-and-run.rollBonus=3'", collectSetting, [])
  .option('--precision <width>', 'instead of a fixed --pa, keep doubling the plate appearances until every targeted rate\'s 95% interval is this narrow', parseWidth)
  .option('--max-pa <n>', 'cap of a --precision run, per card', parseCount, 100_000_000)
  .option('--workers <n>', 'worker threads (0: none, all in this thread); the numbers are the same for any count', parseWorkers, availableParallelism())
  .option('--save <file>', 'also write the tallies with their manifest (seed, cards, tables, rules) as JSON, for cardlab merge')
  .option('--out <dir>', 'also write a card accuracy report (HTML) per card set into this folder, and its index')
  .option('--summary', 'one line per card instead of the full tables')
  .option('--json', 'print the results as JSON')
  .action(async (cardsets: string[], options) => {
    const files = cardSetFiles(cardsets, options.all);
    const result = await checkCommand(files, options);
    const index = options.out ? writeReports(options.out, await checkReportFiles(result)) : undefined;
    const amount = options.precision === undefined ? `${options.pa.toLocaleString('en-US')} plate appearances per card` : `plate appearances until every interval is under ${options.precision} wide (cap ${options.maxPa.toLocaleString('en-US')})`;
    printChecks(
      result.sets.map((set) => ({ file: set.file, cards: savedChecks(set) })),
      options,
      `seed ${options.seed}, ${amount}, from ${options.state ?? "each set's start states"}${options.save ? `; saved to ${options.save}` : ''}${index ? `; reports: ${index}` : ''}`,
    );
  });

program
  .command('merge')
  .description('Add up results saved by check --save (shards run with different seeds, on any machines) and print them as check does.')
  .argument('<results...>', 'saved result files (JSON)')
  .option('--save <file>', 'write the merged result, for further merging')
  .option('--out <dir>', 'also write a card accuracy report (HTML) per card set into this folder, and its index')
  .option('--summary', 'one line per card instead of the full tables')
  .option('--json', 'print the results as JSON')
  .action(async (files: string[], options) => {
    const merged = mergeResults(files.map((file) => ({ file, result: readSavedResult(file) })));
    const reports = options.out ? await checkReportFiles(merged) : [];
    if (options.save) writeAtomically(options.save, `${checkJson(merged)}\n`);
    if (options.out) writeReports(options.out, reports);
    const { seeds, plateAppearances } = merged.manifest;
    printChecks(
      merged.sets.map((set) => ({ file: set.file, cards: savedChecks(set) })),
      options,
      `merged ${files.length} results: seeds ${seeds.join(', ')}, ${plateAppearances.toLocaleString('en-US')} plate appearances in all${options.save ? `; saved to ${options.save}` : ''}`,
    );
  });

program
  .command('grades')
  .description('Every batter of each card set against pitchers of each grade: how every rate moves, exactly and by simulation.')
  .argument('[cardsets...]', 'card set files (YAML or JSON)')
  .option('--all', 'every bundled card set under cards/')
  .option('--pa <n>', 'plate appearances per batter and grade', parseCount, GRADES_PA)
  .option('--seed <s>', 'root seed of the random streams', parseSeed, 1)
  .option('--table <name=file>', 'replace a rule table with your own file (repeatable)', collectTable, {})
  .option('--workers <n>', 'worker threads (0: none); the numbers are the same for any count', parseWorkers, availableParallelism())
  .option('--out <dir>', 'also write a grade shift report (HTML) per card set into this folder, and its index')
  .option('--json', 'print the results as JSON')
  .action(async (cardsets: string[], options) => {
    const graded = await gradesCommand(cardSetFiles(cardsets, options.all), options);
    const index = options.out ? writeReports(options.out, await gradeReportFiles(graded)) : undefined;
    if (options.json) {
      process.stdout.write(`${checkJson(graded.map(({ file, shift }) => ({ file, ...shift })))}\n`);
      return;
    }
    process.stdout.write(`${graded.map(formatGradeShift).join('\n\n')}\n${index ? `\nreports: ${index}\n` : ''}`);
  });

program
  .command('reports')
  .description('The main job: card accuracy and grade shift reports for each card set, and their index.')
  .argument('[cardsets...]', 'card set files (YAML or JSON)')
  .option('--all', 'every bundled card set under cards/')
  .option('--out <dir>', 'folder of the reports', 'reports')
  .option('--pa <n>', 'plate appearances per card in the accuracy check', parseCount, 1_000_000)
  .option('--grades-pa <n>', 'plate appearances per batter and grade in the grade shift', parseCount, GRADES_PA)
  .option('--season-games <n>', "games per team of each set's season", parseCount, SEASON_GAMES)
  .option('--rules-games <n>', 'games per team of each rule set in the optional-rules report (all the sets as one league; rounded up to share evenly)', parseCount, RULES_REPORT_GAMES)
  .option('--seed <s>', 'root seed of the random streams', parseSeed, 1)
  .option('--table <name=file>', 'replace a rule table with your own file (repeatable)', collectTable, {})
  .option('--workers <n>', 'worker threads (0: none); the numbers are the same for any count', parseWorkers, availableParallelism())
  .action(async (cardsets: string[], options) => {
    const files = cardSetFiles(cardsets, options.all);
    const started = performance.now();
    // Each report where the set's game plays it: grade shifts need pitcher grades, seasons whole games, rule reports optional rules (one per game).
    const games = new Map(files.map((file) => [file, gameOfCardSet(file)]));
    const gradedFiles = files.filter((file) => games.get(file)!.gradePlan);
    const seasonFiles = files.filter((file) => games.get(file)!.seasonLeague);
    const ruleGroups = [...new Set([...games.values()].filter((game) => game.optionalRules?.length && game.seasonLeague))].map((game) => files.filter((file) => games.get(file) === game));
    const checked = await checkCommand(files, options);
    const graded = [];
    const ungraded: { file: string; summary: string }[] = [];
    for (const file of gradedFiles) {
      try {
        graded.push(...(await gradesCommand([file], { ...options, pa: options.gradesPa })));
      } catch (error) {
        // A set with too few pitchers to grade (a Strat walk-through) has no grade shift; the summary says why.
        if (!(error instanceof InputError)) throw error;
        ungraded.push({ file, summary: `no grade shift: ${error.message}` });
      }
    }
    const seasons = [];
    const unplayed: { file: string; summary: string }[] = [];
    for (const file of seasonFiles) {
      try {
        seasons.push({ file, ...(await seasonReportFile(await seasonCommand([file], { ...options, games: options.seasonGames, against: hasLeague(file) ? 'league' : 'set', dh: false, manager: 'default', bullpen: 'standard' }))) });
      } catch (error) {
        // A set too small to field teams (a walk-through's two cards) has no season; the summary says why.
        if (!(error instanceof InputError)) throw error;
        unplayed.push({ file, summary: `no season: ${error.message}` });
      }
    }
    const rules = [];
    const playable = ruleGroups.map((group) => group.filter((file) => !unplayed.some((u) => u.file === file))).filter((group) => group.length > 0);
    for (const group of playable) rules.push(await rulesReportFile(await ruleEffectsCommand(group, { ...options, games: evenGames(group, options.rulesGames), against: 'set', dh: false, manager: 'default', bullpen: 'standard' })));
    const checks = await checkReportFiles(checked);
    const grades = await gradeReportFiles(graded);
    const index = writeReports(options.out, [...checks, ...grades, ...seasons, ...rules]);
    const count = checks.length + grades.length + seasons.length + rules.length;
    const ruleLines = rules.map((r, i) => `\noptional rules:\n  ${playable[i]!.join(' + ')}: ${r.summary}`).join('');
    process.stdout.write(`${formatReportsSummary(checks, [...grades, ...ungraded], [...seasons.map(({ file, summary }) => ({ file, summary })), ...unplayed])}${ruleLines}\n\n${count} reports in ${((performance.now() - started) / 1000).toFixed(1)} s; open ${index}\n`);
  });

program
  .command('exact')
  .description('Exact rates of every card of each card set, by enumerating the dice (no simulation); --re24 adds run expectancy.')
  .argument('<cardsets...>', 'card set files (YAML or JSON)')
  .option('--state <bases/outs>', "state every plate appearance starts from, e.g. '1-3/1'; default: the set's league mix of states, else ---/0")
  .addOption(new Option('--against <whom>', "whom the cards face: the set's league, or its own other teams").choices(['league', 'set']))
  .addOption(new Option('--vs <mix>', "opponent pitchers for batters, HAND/GRADE[:WEIGHT],... e.g. 'R/C:3,L/B:1'").argParser(parseOpponentMix))
  .option('--table <name=file>', 'replace a rule table with your own file (repeatable)', collectTable, {})
  .option('--re24', "each team's run-expectancy matrix: its first nine batters as a lineup cycle, against the same opponents")
  .option('--json', 'print the results as JSON')
  .action((cardsets: string[], options) => {
    const results = cardsets.map((file) => ({
      file,
      cards: exactCardSet(file, options),
      ...(options.re24 && { re24: teamRunExpectancy(file, options) }),
    }));
    if (options.json) {
      process.stdout.write(`${checkJson(results)}\n`);
      return;
    }
    for (const { file, cards, re24 } of results) {
      process.stdout.write(`${file} (exact, from ${options.state ?? 'the set\'s start states'})\n\n${formatExactCards(cards)}\n\n`);
      for (const team of re24 ?? []) {
        process.stdout.write(`run expectancy, ${team.team} (${team.lineup.join(', ')}):\n${formatRunExpectancy(team.matrix)}\n\n`);
      }
    }
  });

program
  .command('season')
  .description('Play whole games: a round robin of the card sets\' teams (a lone team plays a copy of itself), or each team against its league, and report the distributions.')
  .argument('<cardsets...>', 'card set files (YAML or JSON)')
  .option('--games <n>', 'games per team', parseCount, 162)
  .option('--seed <s>', 'root seed of the random streams', parseSeed, 1)
  .addOption(new Option('--against <whom>', "set: the sets' teams play each other; league: each team plays the league its set was built against").choices(['set', 'league']).default('set'))
  .option('--dh', 'a designated hitter bats for the pitcher')
  .addOption(new Option('--manager <name>', "the manager's policies (bunts, tags, ground-out options; each game has its own, all have default)").choices(MANAGER_NAMES).default('default'))
  .addOption(new Option('--bullpen <name>', 'when to change pitchers and whom to bring in').choices(Object.keys(BULLPEN_POLICIES)).default('standard'))
  .option('--table <name=file>', 'replace a rule table with your own file (repeatable)', collectTable, {})
  .option('--rules <preset>', "optional rules: presets and rule names joined by '+', e.g. 'main+defensive-rolls+hit-and-run' (presets: main, or cards/rules/<game>/)", 'main')
  .option('--set <rule.param=value>', "change a parameter of a rule that is on (repeatable), e.g. 'hit-and-run.rollBonus=3'", collectSetting, [])
  .option('--workers <n>', 'worker threads (0: none, all in this thread); the numbers are the same for any count', parseWorkers, availableParallelism())
  .option('--out <dir>', 'also write the distribution report (HTML) into this folder, and its index')
  .option('--json', 'print per-player, per-team and league tallies and rates as JSON')
  .action(async (cardsets: string[], options) => {
    const played = await seasonCommand(cardsets, { ...options, dh: options.dh === true });
    const index = options.out ? writeReports(options.out, [await seasonReportFile(played)]) : undefined;
    if (options.json) process.stdout.write(`${JSON.stringify({ manifest: played.manifest, ...played.summary }, null, 2)}\n`);
    else process.stdout.write(`${formatSeason(played)}\n${index ? `report: ${index}\n` : ''}`);
  });

/** Options every rule tool shares: how to play (games or plate appearances) and whom. */
function comparisonCommand(name: string, description: string) {
  return program
    .command(name)
    .description(description)
    .argument('<cardsets...>', 'card set files (YAML or JSON)')
    .option('--games <n>', `games per team, played twice on the same dice (default ${COMPARISON_GAMES})`, parseCount)
    .option('--pa <n>', 'instead of games, plate appearances per card (as check plays them; rules that need a game take no part)', parseCount)
    .option('--seed <s>', 'root seed of the random streams', parseSeed, 1)
    .addOption(new Option('--against <whom>', "set: the sets' teams play each other; league: each team plays its set's league").choices(['set', 'league']).default('set'))
    .option('--dh', 'a designated hitter bats for the pitcher')
    .addOption(new Option('--manager <name>', "the manager's policies").choices(MANAGER_NAMES).default('default'))
    .addOption(new Option('--bullpen <name>', 'when to change pitchers').choices(Object.keys(BULLPEN_POLICIES)).default('standard'))
    .option('--table <name=file>', 'replace a rule table with your own file (repeatable)', collectTable, {})
    .option('--workers <n>', 'worker threads (0: none); the numbers are the same for any count', parseWorkers, availableParallelism())
    .option('--json', 'print the results as JSON');
}

comparisonCommand('rules', 'Play two rule sets on common random numbers (the same dice) and report every rate\'s difference with its interval, and the game-level counts; --each measures every optional rule and writes the rule report.')
  .option('--base <preset>', "the rules compared against: presets and rule names joined by '+'", 'main')
  .option('--variant <preset>', "the rules under test, e.g. 'main+hit-and-run'")
  .option('--set <rule.param=value>', 'change a parameter of a rule of the variant (repeatable)', collectSetting, [])
  .option('--each', 'instead of one variant: every optional rule against the rules it needs, and the defensive-roll claim (games only)')
  .option('--out <dir>', 'with --each, also write the rule report (HTML) into this folder, and its index')
  .action(async (cardsets: string[], options) => {
    if (options.each) {
      const measured = await ruleEffectsCommand(cardsets, { ...options, dh: options.dh === true, pa: undefined });
      const index = options.out ? writeReports(options.out, [await rulesReportFile(measured)]) : undefined;
      process.stdout.write(options.json ? `${JSON.stringify({ manifest: measured.manifest, effects: measured.effects.map((e) => ({ rule: e.rule.name, ...e.comparison })), claim: measured.claim }, null, 2)}\n` : `${formatRuleEffects(measured)}\n${index ? `report: ${index}\n` : ''}`);
      return;
    }
    if (!options.variant) throw new InputError([{ file: '(command line)', line: 0, field: '--variant', expected: "the rules under test, e.g. 'main+hit-and-run' (or --each for every optional rule)" }]);
    const base = ruleSetFor(cardsets[0]!, { rules: options.base });
    const variant = ruleSetFor(cardsets[0]!, { rules: options.variant, set: options.set });
    const comparison = await compareRules(cardsets, base, variant, { ...options, dh: options.dh === true });
    if (options.json) {
      process.stdout.write(`${JSON.stringify(comparison, null, 2)}\n`);
      return;
    }
    const skipped = options.pa === undefined ? [] : gameOnlyRules(variant, cardsets[0]!);
    process.stdout.write(`${formatComparison(comparison)}\n${skipped.length > 0 ? `  not played in plate-appearance mode (they need games): ${skipped.join(', ')}\n` : ''}`);
  });

comparisonCommand('sweep', 'The response curve of the league rates (and game counts) over one rule parameter, every value on the same dice; with --target, the value that hits it.')
  .requiredOption('--param <rule.param=range>', "the parameter and its values: 'hit-and-run.rollBonus=0..10', '=0..10:2' or '=1,3,5' (its rule is turned on)")
  .option('--rules <preset>', 'the rules the sweep starts from', 'main')
  .option('--set <rule.param=value>', 'change another parameter of a rule that is on (repeatable)', collectSetting, [])
  .option('--target <measure=value>', "a measure to hit, e.g. 'AVG=.255' or 'R/G=4.48'")
  .action(async (cardsets: string[], options) => {
    const base = ruleSetFor(cardsets[0]!, { rules: options.rules, set: options.set });
    const sweep = await sweepCommand(cardsets, base, options.param, { ...options, dh: options.dh === true });
    process.stdout.write(options.json ? `${JSON.stringify(sweep, null, 2)}\n` : `${formatSweep(sweep)}\n`);
  });

program
  .command('build')
  .description('Build a card set from real season statistics (cards/sources): every player of the teams, with printed targets and budgets.')
  .argument('<game>', 'the game to build cards for (pinetar, strat)')
  .requiredOption('--season <year>', 'season of the statistics', parseSeason)
  .requiredOption('--teams <ids>', "Lahman team ids, comma-separated, e.g. 'CHN,CLE'", (text: string) => text.split(',').map((t) => t.trim()).filter(Boolean))
  .addOption(new Option('--mode <mode>', 'naive: ranges sized from the rates; calibrated: ranges solved with the exact engine').choices(['naive', 'calibrated']).default('calibrated'))
  .requiredOption('--out <file>', 'card set file to write')
  .option('--sources <dir>', 'directory of the season files and their NOTICE.md', 'cards/sources')
  .action((game: string, options) => {
    buildCommand(game, options);
    process.stdout.write(`wrote ${options.out}\n`);
  });

/** `games` per team rounded up to share evenly among the sets' teams as one round robin. */
function evenGames(files: readonly string[], games: number): number {
  const { league } = seasonLeagueOf({ files: [...files], tables: {}, against: 'set', dh: false, manager: 'default', bullpen: 'standard' });
  const opponents = Math.max(1, league.teams.length - 1);
  return Math.ceil(games / opponents) * opponents;
}

/** The card sets a command runs on: those named, after every bundled set with --all; none is an input error. */
function cardSetFiles(named: string[], all: boolean | undefined): string[] {
  const files = all ? [...bundledCardSets(), ...named] : named;
  if (files.length === 0) throw new InputError([{ file: '(command line)', line: 0, field: 'cardsets', expected: 'at least one card set file, or --all' }]);
  return files;
}

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof InputError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 2;
  } else if (error instanceof RunInterrupted) {
    process.stderr.write('cardlab: interrupted; nothing was written\n');
    process.exitCode = 130;
  } else {
    process.stderr.write(`cardlab: ${(error as Error).message}\n${process.env.CARDLAB_DEBUG ? (error as Error).stack : ''}`);
    process.exitCode = 1;
  }
}
