import { rssMiB, startServer } from './server-process';

export interface StartupResult {
  firstPageMs: number;
  rssAfterStartMiB: number;
  rssAfterLoadMiB: number;
}

/** `npm start` minus the client build: empty data dir → database created, migrated, seeded → first page served. */
export async function benchStartup(port: number): Promise<StartupResult> {
  const server = await startServer({ port, readyPath: '/en-us/home' });
  try {
    const firstPageMs = server.readyMs;
    const rssAfterStartMiB = rssMiB(server.process.pid as number);
    for (let i = 0; i < 200; i += 1) {
      await fetch(`${server.url}/api/v1/content/home`).then((response) => response.arrayBuffer());
    }
    return { firstPageMs, rssAfterStartMiB, rssAfterLoadMiB: rssMiB(server.process.pid as number) };
  } finally {
    await server.stop();
  }
}
