// The screenshot thread's entry: worker threads do not inherit the server's TypeScript loader, so it registers its own.
import { register } from 'tsx/esm/api';

register();
await import('./screenshot-worker.ts');
