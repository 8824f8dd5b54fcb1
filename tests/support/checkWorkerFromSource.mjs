// Runs cli/campaign/checkWorker.ts in a worker thread from the TypeScript sources (tests only; the CLI runs the compiled worker).
import { register } from 'tsx/esm/api';

register();
await import('../../cli/campaign/checkWorker.ts');
