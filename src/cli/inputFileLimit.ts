import { InputError } from '../core/input/InputError.ts';

/** How large an input file may be unless the environment says otherwise: the largest bundled set is 6.5 MB. */
export const DEFAULT_MAX_FILE_MB = 16;
/** The most a limit may be raised to: a file's text must fit in one JavaScript string (2^29 characters at most). */
export const MOST_MAX_FILE_MB = 512;
/** The environment variable that changes the limit, in megabytes of 2^20 bytes. */
export const MAX_FILE_MB_VARIABLE = 'CARDLAB_MAX_FILE_MB';

/**
 * The largest input file a run reads, in bytes: `CARDLAB_MAX_FILE_MB` megabytes (a number above 0, fractions too, up
 * to 512), else 16. A value that is no such number is bad input, never quietly replaced by the default.
 * @example maxFileBytes({ CARDLAB_MAX_FILE_MB: '0.5' }) // => 524288
 */
export function maxFileBytes(env: Readonly<Record<string, string | undefined>>): number {
  const text = env[MAX_FILE_MB_VARIABLE];
  if (text === undefined || text === '') return DEFAULT_MAX_FILE_MB * 2 ** 20;
  const mb = /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!(mb > 0 && mb <= MOST_MAX_FILE_MB)) {
    const expected = `megabytes above 0 and at most ${MOST_MAX_FILE_MB}, like 16 or 64 (got "${text}")`;
    throw new InputError([{ file: '(environment)', line: 0, field: MAX_FILE_MB_VARIABLE, expected }]);
  }
  return Math.floor(mb * 2 ** 20);
}
