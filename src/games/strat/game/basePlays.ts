import type { DiceSource } from '../../../core/dice/DiceSource.ts';
import { TWO_D6_WAYS } from '../../../core/dice/DiceSource.ts';
import { NOBODY, type GameState } from '../../../core/game/GameState.ts';
import { EMPTY } from '../../../core/model/baseOut.ts';
import type { Situation } from '../../../core/GameSystem.ts';
import type { StealRating } from '../cards.ts';
import type { StratFielder } from '../matchup.ts';
import type { StratPolicies } from '../policies.ts';
import {
  delayedHomeChance,
  delayedSecondChance,
  leadOn,
  rollForLead,
  stealChance,
  throwOnSteal,
  type StealBase,
} from './steals.ts';

/**
 * What the plays on the bases read of the defense and the park: the catcher's arm and T, the pitcher's hold and balk,
 * turf (with its rule on).
 */
export interface StealDefense {
  catcher: StratFielder;
  hold: number;
  balk: number;
  turf?: boolean;
}

/** The base the lead runner of a hit and run steals from: 2nd if occupied, else 1st. */
const hitAndRunFrom = (game: GameState): 1 | 2 => (game.bases[2] !== NOBODY ? 2 : 1);

/** Where a runner last used his lead roll: the base, and whether he was held then and against what hold and arm. */
interface LeadUsed {
  base: number;
  held: boolean;
  hold: number;
  arm: number;
}

/**
 * Strat's plays on the bases before a plate appearance (Stealing): the delayed steal of home, then a steal by the
 * most advanced runner with an open base ahead (2nd, 3rd or home; a steal of 3rd with a runner on 1st is the double
 * steal, whose trailing runner advances with it). One lead roll per runner per base, but another when the defense
 * stops holding him or brings in a pitcher with a worse hold or a catcher with a worse arm (higher is worse). Moves
 * `game`'s runners and outs, lists steals in `game.steals` and runs in `game.scored`.
 */
export class StratBasePlays {
  declare private readonly ratings: readonly (StealRating | undefined)[];
  declare private readonly policies: StratPolicies;
  declare private readonly leads: Map<number, LeadUsed>;
  /** The bases, outs and score as the policies see them, refilled before each play. */
  declare private readonly state: { outs: number; bases: [number, number, number] };
  declare private readonly situation: Required<Situation>;

  /** `ratings[i]` is the stealing line of league index i (undefined: he does not steal). */
  constructor(ratings: readonly (StealRating | undefined)[], policies: StratPolicies) {
    this.ratings = ratings;
    this.policies = policies;
    this.leads = new Map();
    this.state = { outs: 0, bases: [EMPTY, EMPTY, EMPTY] };
    this.situation = { inning: 1, offenseLead: 0, bottom: false };
  }

  startGame(): void {
    this.leads.clear();
  }

  /** The offense's play on the bases before a plate appearance, if it makes one. */
  before(game: GameState, defense: StealDefense, dice: DiceSource): void {
    const bases = game.bases;
    // he has left that base
    for (const [runner, used] of this.leads) if (bases[used.base] !== runner) this.leads.delete(runner);
    if (bases[1] === NOBODY && bases[2] === NOBODY && bases[3] === NOBODY) return;
    this.look(game);
    if (this.delayedSteal(game, defense, dice)) return;
    // A runner with his next base open may steal it: 2nd to 3rd (the double steal with a runner on 1st), 1st to 2nd,
    // 3rd home.
    if (bases[2] !== NOBODY && bases[3] === NOBODY && this.tryToSteal(game, 2, defense, dice)) return;
    if (bases[1] !== NOBODY && bases[2] === NOBODY && this.tryToSteal(game, 1, defense, dice)) return;
    if (bases[3] !== NOBODY) this.tryToSteal(game, 3, defense, dice);
  }

  /** Fills the bases, outs and score the policies see from `game`. */
  private look(game: GameState): void {
    const state = this.state;
    state.outs = game.outs;
    for (let base = 1; base <= 3; base++)
      state.bases[base - 1] = game.bases[base] === NOBODY ? EMPTY : game.bases[base]!;
    this.situation.inning = game.inning;
    this.situation.offenseLead = game.offenseLead;
    this.situation.bottom = !game.top;
  }

  /**
   * Whether `runner`'s lead roll off `from` is used up: he rolled there, and the defense has not made it easier since.
   */
  private leadRolled(runner: number, from: number, held: boolean, defense: StealDefense): boolean {
    const used = this.leads.get(runner);
    if (used === undefined || used.base !== from) return false;
    const easier = (used.held && !held) || defense.hold > used.hold || defense.catcher.arm > used.arm;
    return !easier;
  }

  /**
   * The probability that the lead runner is safe should a missed hit and run send him (forcedSteal: his lead dice, then
   * the rating they give him, every adjustment made); undefined when he has no stealing line, and so no hit and run.
   */
  hitAndRunSafety(game: GameState, defense: StealDefense): number | undefined {
    const from = hitAndRunFrom(game);
    const runner = game.bases[from]!;
    const rating = this.ratings[runner];
    if (!rating) return undefined;
    this.look(game);
    const base = (from + 1) as StealBase;
    const held = this.policies.holdRunner(this.state, this.situation, from);
    const safe = (goodLead: boolean) =>
      Math.min(
        20,
        Math.max(0, stealChance(rating, base, goodLead, held, defense.catcher.arm, defense.hold, defense.turf)),
      ) / 20;
    const noLead = base === 2 ? safe(false) : 0;
    if (this.leadRolled(runner, from, held, defense)) return noLead;
    if (base === 2 && rating.auto && !held) return safe(true);
    const ways = (totals: readonly number[]) => totals.reduce((sum, total) => sum + TWO_D6_WAYS[total]!, 0) / 36;
    const lead = ways(rating.lead);
    return lead * safe(true) + (1 - lead - ways(rating.out)) * noLead;
  }

  /**
   * The steal a missed hit and run forces (Failed Hit and Run; a strikeout with the runners going too): the lead
   * runner must go, with no pickoff or balk roll. Two dice for his lead (none with a `*` not held stealing 2nd; none
   * when he has already rolled for one off this base: no good lead). A good lead steals on his first rating (2nd) or
   * second (3rd); his out numbers put him out; no good lead steals 2nd on his second rating and is out at 3rd. Every
   * adjustment as on any steal; the runner behind moves up one base whatever happens to him.
   */
  forcedSteal(game: GameState, defense: StealDefense, dice: DiceSource): void {
    this.look(game);
    const from = hitAndRunFrom(game);
    const runner = game.bases[from]!;
    const rating = this.ratings[runner];
    if (!rating) throw new Error(`runner ${runner} has no stealing line: no hit and run should have sent him`);
    const base = (from + 1) as StealBase;
    const held = this.policies.holdRunner(this.state, this.situation, from);
    let goodLead = false;
    if (!this.leadRolled(runner, from, held, defense)) {
      if (base === 2 && rating.auto && !held) goodLead = true;
      else {
        const lead = leadOn(rating, dice.d6() + dice.d6());
        if (lead === 'out') return this.caught(game, from);
        goodLead = lead === 'lead';
      }
    }
    if (!goodLead && base === 3) return this.caught(game, from);
    this.steal(
      game,
      from,
      stealChance(rating, base, goodLead, held, defense.catcher.arm, defense.hold, defense.turf),
      defense,
      dice,
    );
  }

  /** The runner on `from` steals if his manager sends him: true when he went (or the lead roll ended the play). */
  private tryToSteal(game: GameState, from: 1 | 2 | 3, defense: StealDefense, dice: DiceSource): boolean {
    const { state, situation, policies } = this;
    const runner = game.bases[from]!;
    const rating = this.ratings[runner];
    if (!rating) return false;
    const base = (from + 1) as StealBase;
    const lead = game.bases[3] !== NOBODY ? 3 : game.bases[2] !== NOBODY ? 2 : 1;
    const held = from === lead && policies.holdRunner(state, situation, from);
    const rolled = this.leadRolled(runner, from, held, defense);
    const chance = (goodLead: boolean) =>
      stealChance(rating, base, goodLead, held, defense.catcher.arm, defense.hold, defense.turf);
    const noLead = base === 2 ? chance(false) : 0;
    const goWithoutLead = () => base === 2 && policies.stealWithoutLead(state, situation, noLead);
    if (rolled) {
      if (!goWithoutLead()) return false;
      this.steal(game, from, noLead, defense, dice);
      return true;
    }
    if (!policies.steal(state, situation, { base, leadChance: chance(true), noLeadChance: noLead })) return false;
    const roll = rollForLead(dice, { rating, base, held, balk: defense.balk });
    switch (roll.kind) {
      case 'picked-off':
        game.bases[from] = NOBODY;
        game.outs++;
        break;
      case 'balk':
        this.advanceAll(game, 1);
        break;
      case 'dove-back':
      case 'no-lead':
        this.leads.set(runner, { base: from, held, hold: defense.hold, arm: defense.catcher.arm });
        if (goWithoutLead()) this.steal(game, from, noLead, defense, dice);
        break;
      case 'out':
        this.caught(game, from);
        break;
      case 'steal':
        if (policies.contestSteal(state, situation, chance(true))) this.steal(game, from, chance(true), defense, dice);
        else this.stole(game, from, false);
    }
    return true;
  }

  /** The throw on a steal from `from`: safe on `chance` (a T-rating error moves every runner one more base). */
  private steal(game: GameState, from: number, chance: number, defense: StealDefense, dice: DiceSource): void {
    const { safe, throwingError } = throwOnSteal(dice, (from + 1) as StealBase, chance, defense.catcher.t);
    if (!safe) this.caught(game, from);
    else this.stole(game, from, throwingError);
  }

  /** Safe: the runner takes the base (scores from 3rd), the trailing runner of a double steal behind him. */
  private stole(game: GameState, from: number, throwingError: boolean): void {
    this.record(game, game.bases[from]!, true);
    this.move(game, from, from + 1);
    this.trailingRunner(game, from, true);
    if (throwingError) this.advanceAll(game, 1);
  }

  /** Out stealing: the trailing runner of a double steal still takes his base. */
  private caught(game: GameState, from: number): void {
    this.record(game, game.bases[from]!, false);
    game.bases[from] = NOBODY;
    game.outs++;
    this.trailingRunner(game, from, false);
  }

  /** The double steal: the runner on 1st, while the runner from 2nd steals 3rd, advances one base "automatically". */
  private trailingRunner(game: GameState, from: number, leadSafe: boolean): void {
    if (from !== 2 || game.bases[1] === NOBODY) return;
    if (leadSafe) this.record(game, game.bases[1]!, true);
    this.move(game, 1, 2);
  }

  /**
   * The delayed steal of home, with runners on 1st and 3rd and neither having rolled for a lead there: no lead roll.
   * The catcher holds the ball (2nd is stolen) or throws to second; then the runner from 3rd may go, and the defense
   * cuts the throw off for home or plays at second (with two out an out at second beats the run).
   */
  private delayedSteal(game: GameState, defense: StealDefense, dice: DiceSource): boolean {
    const bases = game.bases;
    if (bases[1] === NOBODY || bases[2] !== NOBODY || bases[3] === NOBODY) return false;
    const trailer = bases[1]!;
    const leader = bases[3]!;
    const [trailerRating, leaderRating] = [this.ratings[trailer], this.ratings[leader]];
    if (!trailerRating || !leaderRating || this.leads.get(trailer)?.base === 1 || this.leads.get(leader)?.base === 3)
      return false;
    const chances = {
      second: delayedSecondChance(trailerRating, defense.catcher.arm, defense.turf),
      home: delayedHomeChance(leaderRating, defense.turf),
    };
    const { state, situation, policies } = this;
    if (!policies.delayedSteal(state, situation, chances)) return false;
    if (!policies.delayedThrow(state, situation, chances)) {
      this.stole(game, 1, false);
      return true;
    }
    if (!policies.delayedRunHome(state, situation, chances.home)) {
      this.steal(game, 1, chances.second, defense, dice);
      return true;
    }
    if (policies.delayedCutOff(state, situation, chances) === 'home') {
      const safe = dice.d20() <= chances.home;
      this.record(game, leader, safe);
      bases[3] = NOBODY;
      if (safe) game.scored[game.scoredCount++] = leader;
      else game.outs++;
      this.record(game, trailer, true);
      this.move(game, 1, 2);
      return true;
    }
    const safeAtSecond = dice.d20() <= chances.second;
    this.record(game, trailer, safeAtSecond);
    bases[1] = NOBODY;
    if (safeAtSecond) bases[2] = trailer;
    else game.outs++;
    bases[3] = NOBODY;
    this.record(game, leader, true);
    if (game.outs < 3) game.scored[game.scoredCount++] = leader;
    return true;
  }

  /** Every runner up `bases` bases (a balk, a catcher's throwing error), in order from 3rd. */
  private advanceAll(game: GameState, count: number): void {
    for (let base = 3; base >= 1; base--) if (game.bases[base] !== NOBODY) this.move(game, base, base + count);
  }

  private move(game: GameState, from: number, to: number): void {
    const runner = game.bases[from]!;
    game.bases[from] = NOBODY;
    if (to >= 4) game.scored[game.scoredCount++] = runner;
    else game.bases[to] = runner;
  }

  private record(game: GameState, runner: number, safe: boolean): void {
    game.steals[game.stealCount] = runner;
    game.stealSafe[game.stealCount++] = safe ? 1 : 0;
  }
}
