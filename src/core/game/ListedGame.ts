/** A game of a schedule as played (MLB's, for one): the teams by their codes, and whether it had a DH. */
export interface ListedGame {
  away: string;
  home: string;
  dh: boolean;
}
