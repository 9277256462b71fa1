// What a terminal acts on instead of showing: C0 controls (ESC starts colour, cursor and title sequences), DEL, the C1
// controls (U+009B is a one-byte CSI, U+0085 a newline to some terminals) and the bidi marks, overrides and isolates
// that reorder what is shown (U+202E makes "gpj.exe" look like "exe.jpg").
const BIDI = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
/** Every such character: a field of user text keeps none, not even a newline that would forge an output line. */
const IN_FIELD = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${BIDI}]`, 'g');
/** The same but the newline: whole output, whose lines are cardlab's own layout. */
const IN_OUTPUT = new RegExp(`[\\u0000-\\u0009\\u000b-\\u001f\\u007f-\\u009f${BIDI}]`, 'g');

const escaped = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * User text (a card's name, a team, a file name, a key of a YAML file) as a terminal may show it inside one line of
 * output: every control character, newline and tab included, and every bidi control written as a `\u` escape. A
 * backslash stays as it is: an escape and a name that spells one look alike, but neither acts on the terminal.
 * @example terminalText('Rizzo\u001b[31m\n') // => 'Rizzo\\u001b[31m\\u000a'
 */
export function terminalText(text: string): string {
  return text.replace(IN_FIELD, escaped);
}

/**
 * Output on its way to a terminal, escaped as `terminalText` escapes a field but for the newlines, which are
 * cardlab's own. The CLI passes everything it writes through this (escapedIo), so no string it missed reaches the
 * terminal raw; a field still needs `terminalText` to keep its newlines from starting a line of its own. JSON stays
 * the same JSON: the escapes fall inside its strings, where `\u0085` reads back as the character it replaced.
 * @example terminalOutput('a\u001b[2J\nb\u202e') // => 'a\\u001b[2J\nb\\u202e'
 */
export function terminalOutput(text: string): string {
  return text.replace(IN_OUTPUT, escaped);
}
