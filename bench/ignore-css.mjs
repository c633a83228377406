// Node cannot import the components' CSS files; for server-side render measurements they contribute nothing.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(
      `export async function load(url, context, next) {
        if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
        return next(url, context);
      }`,
    ),
);
