/**
 * Whether the defense plays its infield In for a bunt on Replay's charts. PBC has no infield-in setting of its own (its
 * defense only says where it throws), so the defense comes in where it expects the bunt: a pitcher at bat, or a good
 * bunter (Replay bunt 1 or 2); otherwise it stays back (Not In).
 * @example replayInfieldIn(3, true) // => true (a pitcher at bat)
 */
export const replayInfieldIn = (bunt: number, pitcher: boolean): boolean => pitcher || bunt <= 2;
