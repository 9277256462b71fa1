/**
 * A file or folder this run is to write is another cardlab run's for now (its lock held past the wait), or this run's
 * own lock on it was taken over. The CLI prints the message and exits with EXIT.locked (75), having written nothing
 * there.
 * @example new OutputLocked('run.json is being written by another cardlab run ...').name // => 'OutputLocked'
 */
export class OutputLocked extends Error {
  override name = 'OutputLocked';
}
