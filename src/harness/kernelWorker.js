// Entry of a pool worker thread: registers tsx so the TypeScript worker loads in a plain Node worker (the main
// thread may be tsx, vitest or anything else).
import { register } from 'tsx/esm/api';

register();
await import('./kernelWorker.ts');
