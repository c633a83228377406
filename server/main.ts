import { buildApp } from './app';
import { configFromEnv } from './config';
import { isLoopbackHost } from './http/loopback';
import { loadHtmlSanitizer } from './html/sanitize-html';

const config = configFromEnv();
const app = await buildApp(config.app);
await app.listen({ port: config.port, host: config.host });
// The public address, not the bound one: sign-in only works at the address its provider sends visitors back to.
app.log.info(`Serving ${config.app.siteEnv} at ${config.app.publicUrl}, listening on ${config.host}:${config.port} (ready ${Math.round(performance.now())} ms after start)`);
if (!isLoopbackHost(config.host)) {
  if (!process.env.PUBLIC_URL) app.log.warn(`PUBLIC_URL is not set: exported schedule links will point at ${config.app.publicUrl}`);
  if (config.app.devFunctions === 'anywhere') app.log.warn(`Dev sign-in is ON on a network address (ENABLE_DEV_LOGIN=1): anyone who reaches port ${config.port} can sign in as a site editor`);
  else if (config.app.nodeEnv !== 'production') app.log.info(`Dev sign-in is off: ${config.host} is not a loopback address (set ENABLE_DEV_LOGIN=1 to allow it)`);
}
// Loading jsdom takes about a second: after listening, so start-up stays fast, and before the first visitor asks for HTML.
loadHtmlSanitizer().catch((error: unknown) => app.log.error(error));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
