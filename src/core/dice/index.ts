export * from './DiceSource.ts';
export * from './streams.ts';
export * from './randomDice.ts';
export * from './scriptedDice.ts';
export * from './reroll.ts';
