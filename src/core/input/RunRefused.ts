/**
 * A run that cannot be played as asked: games that cannot be shared evenly, more game lines than memory holds, a
 * schedule naming players the league lacks, results that cannot be added. The input is at fault, not cardlab, so the
 * CLI prints the message alone and exits 2 as for any bad input. A RangeError still, for callers that catch those.
 * @example new RunRefused('a round robin needs two teams or more (got 1)') instanceof RangeError // => true
 */
export class RunRefused extends RangeError {
  override name = 'RunRefused';
}
