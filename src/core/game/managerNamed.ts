import { InputError } from '../input/InputError.ts';

/**
 * A game's manager (its named policies) by the name `--manager` gave, or an InputError listing the game's managers.
 * @example managerNamed(PBC_MANAGERS, 'literal', 'PBC').name // => 'literal'
 */
export function managerNamed<P>(managers: Readonly<Record<string, P>>, name: string, game: string): P {
  const policies = managers[name];
  if (policies) return policies;
  throw new InputError([
    {
      file: '(command line)',
      line: 0,
      field: '--manager',
      expected: `a ${game} manager: ${Object.keys(managers).join(', ')} (got "${name}")`,
    },
  ]);
}
