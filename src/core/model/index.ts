export * from './outcomes.ts';
export * from './positions.ts';
export * from './baseOut.ts';
export * from './PlayEvent.ts';
export * from './Tally.ts';
export * from './rates.ts';
export * from './PlayBuilder.ts';
