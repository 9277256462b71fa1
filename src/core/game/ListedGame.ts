/**
 * A game of a schedule as played (MLB's, for one): the teams by their codes, whether it had a DH, and who started it
 * (by the name the cards print; absent, the team's rotation takes its turn).
 */
export interface ListedGame {
  away: string;
  home: string;
  dh: boolean;
  awayStarter?: string;
  homeStarter?: string;
}
