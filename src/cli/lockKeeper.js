// Entry of the lock keeper thread: registers tsx so the TypeScript worker loads in a plain Node worker (the main
// thread may be tsx, vitest or anything else; the built dist/ has lockKeeper.js compiled instead of this file).
import { register } from 'tsx/esm/api';

register();
await import('./lockKeeper.ts');
