import { Command, Option } from 'commander';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { BULLPEN_POLICIES } from '../engine/BullpenPolicy.ts';
import { CHECK_PA, COMPARISON_GAMES, GRADES_PA, RULES_REPORT_GAMES, SEASON_GAMES } from '../experiments/defaults.ts';
import type { CliIo } from './io.ts';
import {
  collectPath,
  collectSetting,
  collectTable,
  parseCount,
  parsePort,
  parseOpponentMix,
  parsePath,
  parseSeason,
  parseSeed,
  parseShard,
  parseState,
  parseTeams,
  parseWidth,
  parseWorkers,
} from './parseOptions.ts';
import { reportUsageErrors, UsageError } from './usageErrors.ts';

const VERSION = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
/** Default cap of a --precision run, per card. */
const MAX_PA = 100_000_000;
const RULES_HELP =
  "optional rules: presets and rule names joined by '+', e.g. " +
  "'main+defensive-rolls+hit-and-run' (presets: main, or cards/rules/<game>/)";
const TABLE_HELP = 'replace a rule table with your own file (repeatable)';
const WORKERS_HELP =
  'worker threads (0: none, all in this thread; at most the cores, unless --oversubscribe); ' +
  'the numbers are the same for any count';
const MANAGER_HELP =
  "the manager's policies (bunts, tags, ground-out options; each game has its own, all have default)";

/**
 * The command tree of `cardlab`, without side effects: building it reads nothing and runs nothing, so tests drive it
 * in process (`buildProgram(io).parseAsync([...])`). Each command's action loads its own modules when it runs, so
 * `--help` and a light command never load the simulation, the reports' charts or the worker threads.
 * @example await buildProgram(processIo()).parseAsync(['node', 'cardlab', 'exact', 'cards/pinetar/walkthrough.yaml'])
 */
export function buildProgram(io: CliIo): Command {
  const program = new Command()
    .name('cardlab')
    .description(
      'Calibration toolkit for tabletop dice-baseball games: ' +
        'simulate cards and compare them with the seasons they print.',
    )
    .version(VERSION)
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      // A command line's errors are UsageErrors, printed as one line by runCli (reportUsageErrors).
      outputError: () => {},
    })
    .hook('preAction', (_program, action) => refuseOversubscription(action));

  program
    .command('check')
    .description(
      'Simulate plate appearances for every card of each card set and compare the rates with the printed targets ' +
        "(a game that prints none, like piecepack: with the set's MLB season, and the seasons it plays most like).",
    )
    .argument('[cardsets...]', 'card set files (YAML or JSON)', collectPath)
    .option('--all', 'check every bundled card set under cards/')
    .option('--pa <n>', 'plate appearances per card', parseCount, CHECK_PA)
    .option('--seed <s>', 'root seed of the random streams', parseSeed, 1)
    .option(
      '--state <bases/outs>',
      "state every plate appearance starts from, e.g. '1-3/1' (runners are " +
        "medium-speed); default: the set's league mix of states, else ---/0",
      parseState,
    )
    .addOption(
      new Option(
        '--against <whom>',
        "whom the cards face: the league the set was built against, or the set's own other teams",
      ).choices(['league', 'set']),
    )
    .addOption(
      new Option('--vs <mix>', "opponent pitchers for batters, HAND/GRADE[:WEIGHT],... e.g. 'R/C:3,L/B:1'").argParser(
        parseOpponentMix,
      ),
    )
    .option('--table <name=file>', `${TABLE_HELP}, e.g. 'hit-location=my.yaml'`, collectTable, {})
    .option('--rules <preset>', RULES_HELP, 'main')
    .option(
      '--set <rule.param=value>',
      "change a parameter of a rule that is on (repeatable), e.g. 'hit-and-run.rollBonus=3'",
      collectSetting,
      [],
    )
    .option(
      '--precision <width>',
      'instead of a fixed --pa, keep doubling the plate appearances ' +
        "until every targeted rate's 95% interval is this narrow",
      parseWidth,
    )
    .option('--max-pa <n>', 'cap of a --precision run, per card', parseCount, MAX_PA)
    .option(
      '--season-games <n>',
      "season mode: also play each set's season, this many games per team (against its league where it has one, " +
        "else its teams' round robin), and set every card's line in it beside its plate-appearance check",
      parseCount,
    )
    .option(
      '--league',
      "season mode on MLB's schedule of each set's season as played (a whole-league set, cards/league/; the usage " +
        `bullpen, the DH where a game had one); --season-games is then a multiple of 162, default ${SEASON_GAMES}`,
    )
    .addOption(workersOption())
    .addOption(oversubscribeOption())
    .addOption(shardOption().conflicts('precision'))
    .option(
      '--save <file>',
      'also write the tallies (and season-mode lines) with their manifest (seed, cards, tables, rules) as JSON, ' +
        'for cardlab merge',
      parsePath,
    )
    .option(
      '--out <dir>',
      'also write a card accuracy report (HTML) per card set into this folder, and its index',
      parsePath,
    )
    .option('--summary', 'one line per card instead of the full tables')
    .option('--json', 'print the results as JSON')
    .action(async (cardsets: string[], options) =>
      (await import('./commands/check.ts')).checkCommand(io, cardsets, options),
    );

  program
    .command('merge')
    .description(
      'Add up results saved by check --save (runs with different seeds, or the --shard slices of one run, on ' +
        'any machines) and print them as check does; season, grades and rules --save results likewise, printed as ' +
        'those commands print them.',
    )
    .argument(
      '<results...>',
      'saved result files (JSON), all of one command: check, season, grades or rules',
      collectPath,
    )
    .option('--save <file>', 'write the merged result, for further merging', parsePath)
    .option('--table <name=file>', 'seasons played with --table: the same replacement tables', collectTable, {})
    .option(
      '--out <dir>',
      'also write a card accuracy report (HTML) per card set into this folder, and its index',
      parsePath,
    )
    .option('--summary', 'one line per card instead of the full tables')
    .option('--json', 'print the results as JSON')
    .action(async (files: string[], options) => (await import('./commands/check.ts')).mergeCommand(io, files, options));

  program
    .command('grades')
    .description(
      'Every batter of each card set against pitchers of each grade: how every rate moves, exactly and by simulation.',
    )
    .argument('[cardsets...]', 'card set files (YAML or JSON)', collectPath)
    .option('--all', 'every bundled card set under cards/')
    .option('--pa <n>', 'plate appearances per batter and grade', parseCount, GRADES_PA)
    .option('--seed <s>', 'root seed of the random streams', parseSeed, 1)
    .option('--table <name=file>', TABLE_HELP, collectTable, {})
    .addOption(workersOption())
    .addOption(oversubscribeOption())
    .addOption(shardOption())
    .option(
      '--save <file>',
      'also write the counts and exact rates with their manifest as JSON, for cardlab merge',
      parsePath,
    )
    .option(
      '--out <dir>',
      'also write a grade shift report (HTML) per card set into this folder, and its index',
      parsePath,
    )
    .option('--json', 'print the results as JSON')
    .action(async (cardsets: string[], options) =>
      (await import('./commands/grades.ts')).gradesCommand(io, cardsets, options),
    );

  program
    .command('reports')
    .description(
      'The main job: card accuracy, grade shift, season and optional-rules reports for each card set, and their index.',
    )
    .argument('[cardsets...]', 'card set files (YAML or JSON)', collectPath)
    .option('--all', 'every bundled card set under cards/')
    .option('--out <dir>', 'folder of the reports', parsePath, 'reports')
    .option('--pa <n>', 'plate appearances per card in the accuracy check', parseCount, CHECK_PA)
    .option('--grades-pa <n>', 'plate appearances per batter and grade in the grade shift', parseCount, GRADES_PA)
    .option('--season-games <n>', "games per team of each set's season", parseCount, SEASON_GAMES)
    .option(
      '--rules-games <n>',
      'games per team of each rule set in the optional-rules report ' +
        '(all the sets as one league; rounded up to share evenly)',
      parseCount,
      RULES_REPORT_GAMES,
    )
    .option('--seed <s>', 'root seed of the random streams', parseSeed, 1)
    .option('--table <name=file>', TABLE_HELP, collectTable, {})
    .addOption(workersOption())
    .addOption(oversubscribeOption())
    .action(async (cardsets: string[], options) =>
      (await import('./commands/reports.ts')).reportsCommand(io, cardsets, options),
    );

  program
    .command('serve')
    .description(
      'Serve the built notebooks (npm run notebooks), or any reports folder, on 127.0.0.1 for a browser: ' +
        'notebooks are module scripts, which browsers do not run from a file.',
    )
    .argument('[dir]', 'the folder to serve', parsePath, 'reports/notebooks')
    .option('--port <n>', 'the port, on 127.0.0.1 only (0: any free port)', parsePort, 8787)
    .action(async (dir: string, options) => (await import('./commands/serve.ts')).serveCommand(io, dir, options));

  program
    .command('exact')
    .description(
      'Exact rates of every card of each card set, by enumerating ' +
        'the dice (no simulation); --re24 adds run expectancy.',
    )
    .argument('<cardsets...>', 'card set files (YAML or JSON)', collectPath)
    .option(
      '--state <bases/outs>',
      "state every plate appearance starts from, e.g. '1-3/1'; default: the set's league mix of states, else ---/0",
      parseState,
    )
    .addOption(
      new Option('--against <whom>', "whom the cards face: the set's league, or its own other teams").choices([
        'league',
        'set',
      ]),
    )
    .addOption(
      new Option('--vs <mix>', "opponent pitchers for batters, HAND/GRADE[:WEIGHT],... e.g. 'R/C:3,L/B:1'").argParser(
        parseOpponentMix,
      ),
    )
    .option('--table <name=file>', TABLE_HELP, collectTable, {})
    .option(
      '--re24',
      "each team's run-expectancy matrix: its first nine batters as a lineup cycle, against the same opponents",
    )
    .option('--json', 'print the results as JSON')
    .action(async (cardsets: string[], options) =>
      (await import('./commands/exact.ts')).exactCommand(io, cardsets, options),
    );

  program
    .command('season')
    .description(
      "Play whole games: a round robin of the card sets' teams (a lone team plays a " +
        'copy of itself), or each team against its league, and report the distributions.',
    )
    .argument('<cardsets...>', 'card set files (YAML or JSON)', collectPath)
    .option('--games <n>', 'games per team', parseCount, 162)
    .option('--seed <s>', 'root seed of the random streams', parseSeed, 1)
    .addOption(
      new Option(
        '--against <whom>',
        "set: the sets' teams play each other; league: each team plays the league its set was built against",
      )
        .choices(['set', 'league'])
        .default('set'),
    )
    .option('--dh', 'a designated hitter bats for the pitcher')
    .option(
      '--league',
      "play MLB's schedule of the sets' season as played (cards/sources/schedule_YYYY.csv: every game, home and " +
        'away, with the DH where it was used; the sets hold every team), and set its runs per game, ' +
        "run-expectancy table (re24_YYYY.csv) and runners' advancement (transitions_YYYY.csv) beside the " +
        'simulated ones; --games is then a multiple of 162',
    )
    .option('--manager <name>', MANAGER_HELP, 'default')
    .addOption(
      new Option(
        '--bullpen <name>',
        'when to change pitchers and whom to bring in (usage: starters face their real batters per start, and ' +
          "each reliever's innings come out in proportion to his real ones)",
      )
        .choices(Object.keys(BULLPEN_POLICIES))
        .default('standard', 'standard; usage with --league'),
    )
    .option('--table <name=file>', TABLE_HELP, collectTable, {})
    .option('--rules <preset>', RULES_HELP, 'main')
    .option(
      '--set <rule.param=value>',
      "change a parameter of a rule that is on (repeatable), e.g. 'hit-and-run.rollBonus=3'",
      collectSetting,
      [],
    )
    .addOption(workersOption())
    .addOption(oversubscribeOption())
    .addOption(shardOption())
    .option('--save <file>', 'also write the counts with their manifest as JSON, for cardlab merge', parsePath)
    .option('--out <dir>', 'also write the distribution report (HTML) into this folder, and its index', parsePath)
    .option('--json', 'print per-player, per-team and league tallies and rates as JSON')
    .action(async (cardsets: string[], options, command: Command) =>
      (await import('./commands/season.ts')).seasonCommand(io, cardsets, {
        ...options,
        dh: options.dh === true,
        // MLB's season as played uses its relievers as they were used, unless told otherwise.
        ...(options.league && command.getOptionValueSource('bullpen') === 'default' && { bullpen: 'usage' }),
      }),
    );

  comparisonCommand(
    program,
    'rules',
    "Play two rule sets on common random numbers (the same dice) and report every rate's difference with its " +
      'interval, and the game-level counts; --each measures every optional rule and writes the rule report.',
  )
    .option('--base <preset>', "the rules compared against: presets and rule names joined by '+'", 'main')
    .option('--variant <preset>', "the rules under test, e.g. 'main+hit-and-run'")
    .option('--set <rule.param=value>', 'change a parameter of a rule of the variant (repeatable)', collectSetting, [])
    .addOption(
      new Option(
        '--each',
        'instead of one variant: every optional rule against the ' +
          'rules it needs, and the defensive-roll claim (games only)',
      ).conflicts(['pa', 'variant', 'set']),
    )
    .addOption(shardOption())
    .option(
      '--save <file>',
      'also write the comparison (its paired moments) with its manifest as JSON, for cardlab merge',
      parsePath,
    )
    .option('--out <dir>', 'with --each, also write the rule report (HTML) into this folder, and its index', parsePath)
    .action(async (cardsets: string[], options) =>
      (await import('./commands/rules.ts')).rulesCommand(io, cardsets, { ...options, dh: options.dh === true }),
    );

  comparisonCommand(
    program,
    'sweep',
    'The response curve of the league rates (and game counts) over one rule ' +
      'parameter, every value on the same dice; with --target, the value that hits it.',
  )
    .requiredOption(
      '--param <rule.param=range>',
      "the parameter and its values: 'hit-and-run.rollBonus=0..10', '=0..10:2' or '=1,3,5' (its rule is turned on)",
    )
    .option('--rules <preset>', 'the rules the sweep starts from', 'main')
    .option(
      '--set <rule.param=value>',
      'change another parameter of a rule that is on (repeatable)',
      collectSetting,
      [],
    )
    .option('--target <measure=value>', "a measure to hit, e.g. 'AVG=.255' or 'R/G=4.48'")
    .action(async (cardsets: string[], options) =>
      (await import('./commands/rules.ts')).sweepCommand(io, cardsets, { ...options, dh: options.dh === true }),
    );

  program
    .command('build')
    .description(
      'Build a card set from real season statistics (cards/sources): ' +
        'every player of the teams, with printed targets and budgets.',
    )
    .argument(
      '<game>',
      'the game to build cards for, by the id its card files carry (`game:`); an unknown one lists those that build',
    )
    .requiredOption('--season <year>', 'season of the statistics', parseSeason)
    .requiredOption('--teams <ids>', "Lahman team ids, comma-separated, e.g. 'CHN,CLE'; ALL for every team", parseTeams)
    .addOption(
      new Option('--mode <mode>', 'naive: ranges sized from the rates; calibrated: ranges solved with the exact engine')
        .choices(['naive', 'calibrated'])
        .default('calibrated'),
    )
    .requiredOption('--out <file>', 'card set file to write', parsePath)
    .option('--sources <dir>', 'directory of the season files and their NOTICE.md', parsePath, 'cards/sources')
    .addOption(
      new Option(
        '--context <where>',
        "pa: each card fitted a plate appearance at a time against the league; schedule: each team's cards aimed " +
          "by the opposition its schedule as played met; season: played in seasons of MLB's schedule as played " +
          "(--teams ALL) and re-aimed until every team's lines match its printed ones",
      )
        .choices(['pa', 'schedule', 'season'])
        .default('pa'),
    )
    .option('--context-games <n>', "games per team of each round's seasons (--context season)", parseCount, 16200)
    .option('--rounds <n>', 'most rounds of build, season and re-aim (--context season)', parseCount, 4)
    .option('--seed <s>', 'root seed of the seasons (--context season)', parseSeed, 1)
    .addOption(workersOption())
    .action(async (game: string, options) => (await import('./commands/build.ts')).buildCommand(io, game, options));

  reportUsageErrors(program);
  return program;
}

/** `--workers`: the machine's cores by default. */
function workersOption(): Option {
  return new Option('--workers <n>', WORKERS_HELP).argParser(parseWorkers).default(availableParallelism());
}

/** `--shard K/N`: one slice of a run, for many machines; `merge` adds the slices' saved results. */
function shardOption(): Option {
  return new Option(
    '--shard <K/N>',
    'run only the K-th of N slices of the run (K from 0), for other machines to run the rest; ' +
      'save each with --save and add them with cardlab merge',
  ).argParser(parseShard);
}

/** `--oversubscribe`: the explicit ask for more worker threads than cores. */
function oversubscribeOption(): Option {
  return new Option('--oversubscribe', 'allow --workers above the core count (threads share cores and run slower)');
}

/**
 * Refuses more worker threads than cores unless asked for (`--oversubscribe`): they only contend for the cores, and
 * each holds its own copy of the compiled kernels.
 */
function refuseOversubscription(command: Command): void {
  const { workers, oversubscribe } = command.opts<{ workers?: number; oversubscribe?: boolean }>();
  const cores = availableParallelism();
  if (workers === undefined || workers <= cores || oversubscribe) return;
  throw new UsageError(
    `cardlab ${command.name()}`,
    `--workers ${workers} is more than the ${cores} cores of this machine: threads beyond the cores share them, so ` +
      `the run gets slower, not faster. Use --workers ${cores} or fewer, or add --oversubscribe.`,
  );
}

/** Options every rule tool shares: how to play (games or plate appearances) and whom. */
function comparisonCommand(program: Command, name: string, description: string): Command {
  return program
    .command(name)
    .description(description)
    .argument('<cardsets...>', 'card set files (YAML or JSON)', collectPath)
    .option('--games <n>', `games per team, played twice on the same dice (default ${COMPARISON_GAMES})`, parseCount)
    .option(
      '--pa <n>',
      'instead of games, plate appearances per card (as check plays them; rules that need a game take no part)',
      parseCount,
    )
    .option('--seed <s>', 'root seed of the random streams', parseSeed, 1)
    .addOption(
      new Option('--against <whom>', "set: the sets' teams play each other; league: each team plays its set's league")
        .choices(['set', 'league'])
        .default('set'),
    )
    .option('--dh', 'a designated hitter bats for the pitcher')
    .option('--manager <name>', MANAGER_HELP, 'default')
    .addOption(
      new Option('--bullpen <name>', 'when to change pitchers')
        .choices(Object.keys(BULLPEN_POLICIES))
        .default('standard'),
    )
    .option('--table <name=file>', TABLE_HELP, collectTable, {})
    .addOption(workersOption())
    .addOption(oversubscribeOption())
    .option('--json', 'print the results as JSON');
}
