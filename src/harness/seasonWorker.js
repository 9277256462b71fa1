// Entry of a season worker thread: registers tsx so the TypeScript worker loads in a plain Node worker.
import { register } from 'tsx/esm/api';

register();
await import('./seasonWorker.ts');
