// node:timers/promises in the notebooks' browser bundle: a turn of the event loop.
export const setImmediate = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
