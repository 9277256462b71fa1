import { Command, Option } from 'commander';
import { InputError } from '../input/InputError.ts';
import { bundledCardSets } from './bundledCardSets.ts';
import { checkCardSet, checkJson } from './check.ts';
import { formatCardChecks, formatSummary } from './formatCheck.ts';
import { collectTable, parseCount, parseOpponentMix, parseSeed } from './parseOptions.ts';

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
  .option('--state <bases/outs>', "state every plate appearance starts from, e.g. '1-3/1' (runners are medium-speed)", '---/0')
  .addOption(new Option('--vs <mix>', "opponent pitchers for batters, HAND/GRADE[:WEIGHT],... e.g. 'R/C:3,L/B:1'").argParser(parseOpponentMix))
  .option('--table <name=file>', "replace a rule table with your own file (repeatable), e.g. 'hit-location=my.yaml'", collectTable, {})
  .option('--summary', 'one line per card instead of the full tables')
  .option('--json', 'print the results as JSON')
  .action((cardsets: string[], options) => {
    const files = options.all ? [...bundledCardSets(), ...cardsets] : cardsets;
    if (files.length === 0) throw new InputError([{ file: '(command line)', line: 0, field: 'cardsets', expected: 'at least one card set file, or --all' }]);
    const results = files.map((file) => ({ file, cards: checkCardSet(file, options) }));
    if (options.json) {
      process.stdout.write(`${checkJson(results)}\n`);
      return;
    }
    for (const { file, cards } of results) {
      process.stdout.write(`${options.summary ? formatSummary(file, cards) : `${file}\n\n${formatCardChecks(cards)}`}\n\n`);
    }
    process.stdout.write(`seed ${options.seed}, ${options.pa.toLocaleString('en-US')} plate appearances per card from ${options.state}\n`);
  });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof InputError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`cardlab: ${(error as Error).message}\n${process.env.CARDLAB_DEBUG ? (error as Error).stack : ''}`);
    process.exitCode = 1;
  }
}
