import { InvalidArgumentError, type Argument, type Command, type CommanderError, type Option } from 'commander';

/**
 * A command line cardlab cannot run (an unknown command or option, a missing or bad value): one line naming the
 * command and what is wrong, a hint where to read more, and exit code 2, as for any bad input; never the whole usage.
 * @example new UsageError('cardlab season', '--games: "0x10" is not a whole number').message
 * // => 'cardlab season: --games: "0x10" is not a whole number'
 */
export class UsageError extends Error {
  override name = 'UsageError';
  /** `see cardlab season --help` */
  declare readonly hint: string;

  constructor(command: string, problem: string) {
    super(`${command}: ${problem}`);
    this.hint = `see ${command} --help`;
  }
}

/** Commander's exits that answer what was asked (--help, --version), not errors. */
const ANSWERS = new Set(['commander.helpDisplayed', 'commander.version', 'commander.help']);

/**
 * Makes every error of parsing `program`'s command line a UsageError: a bad option value or argument names the option
 * or argument it was given to, and commander's own errors (unknown option or command, a value or argument missing,
 * too many arguments) lose their `error: ` and their second line. Commander prints none of them itself: `program` is
 * built with an `outputError` that prints nothing. Call it once the tree is complete: it wraps the parsers there are.
 */
export function reportUsageErrors(program: Command): void {
  for (const command of [program, ...program.commands]) {
    const name = command.parent ? `${command.parent.name()} ${command.name()}` : command.name();
    command.exitOverride((error: CommanderError) => {
      if (ANSWERS.has(error.code)) throw error;
      throw new UsageError(name, oneLine(error.message));
    });
    for (const option of command.options) nameParseErrors(option, name, option.long ?? option.flags);
    for (const argument of command.registeredArguments) nameParseErrors(argument, name, argument.name());
  }
}

/** `error: unknown command 'chek'\n(Did you mean check?)` as `unknown command 'chek' (did you mean check?)`. */
function oneLine(message: string): string {
  return message
    .replace(/^error: /, '')
    .replace(/^option '(\S+)[^']*' argument missing$/, '$1: a value is needed')
    .replace(/\s*\n\s*\(Did you/, ' (did you')
    .replace(/\s*\n\s*/g, ' ');
}

/**
 * Wraps an option's or argument's parser so that a value it refuses throws a UsageError naming it (`--games: ...`),
 * a choice outside the list included.
 */
function nameParseErrors(target: Option | Argument, command: string, label: string): void {
  const parse = target.parseArg;
  if (!parse) return;
  target.parseArg = <T>(value: string, previous: T): T => {
    try {
      return parse.call(target, value, previous) as T;
    } catch (error) {
      if (!(error instanceof InvalidArgumentError)) throw error;
      const choices = target.argChoices;
      const problem =
        choices?.includes(value) === false ? `"${value}" is not one of ${choices.join(', ')}` : error.message;
      throw new UsageError(command, `${label}: ${problem}`);
    }
  };
}
