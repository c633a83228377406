import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../../server/paths';
import { C3VOC_DIR, hasC3vocExamples } from '../engine/catalogue-import/examples';
import { DRIVERS, json, startServer, type TestServer } from './harness';

const run = promisify(execFile);

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run import -- FILE` as an organiser runs it, against the store the server would open. */
async function importCli(file: string | undefined, store: { dataDir: string; databaseUrl?: string | undefined }): Promise<CliResult> {
  const env = { ...process.env, DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl ?? '', REDIS_URL: '', SITE_ENV: 'cont' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', fromRoot('scripts/import.ts'), ...(file ? [file] : [])], { env, cwd: fromRoot() });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const example = (name: string) => path.join(C3VOC_DIR, 'examples', name);

describe.each(DRIVERS)('import CLI (%s)', (driver) => {
  let workDir: string;
  let owner: TestServer | undefined;
  let store: { dataDir: string; databaseUrl?: string | undefined };

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'confsite-import-cli-'));
    // A PostgreSQL database to import into: a server creates it (and drops it on close); the CLI then opens it too.
    owner = driver === 'postgres' ? await startServer('postgres') : undefined;
    store = { dataDir: path.join(workDir, 'data'), databaseUrl: owner?.databaseUrl };
  });
  afterAll(async () => {
    await owner?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('explains its usage without a file, and rejects a file that is not JSON', async () => {
    expect(await importCli(undefined, store)).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run import -- FILE') });
    const notJson = path.join(workDir, 'schedule.json');
    await writeFile(notJson, '{ "schedule": ');
    expect(await importCli(notJson, store)).toMatchObject({ code: 1, stderr: expect.stringContaining(`Cannot read ${notJson}`) });
  });

  describe.skipIf(!hasC3vocExamples)('with the real c3voc exports', () => {
    it('imports with progress per stage, re-imports as updates, and rejects the invalid example with exit code 1', async () => {
      const first = await importCli(example('pretalx-democon.json'), store);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toContain('format: c3voc-v1');
      expect(first.stdout).toContain('map: 36/36 entries (100%)');
      expect(first.stdout).toContain('write: 65/65 rows (100%)');
      expect(first.stdout).toContain('/schedule/conference/rooms/1/guid: another room has this guid already');
      expect(first.stdout).toContain('imported 36 sessions, 27 speakers, 2 rooms: 65 rows inserted, 0 updated');

      const again = await importCli(example('pretalx-democon.json'), store);
      expect(again.stdout).toContain('imported 36 sessions, 27 speakers, 2 rooms: 0 rows inserted, 65 updated');

      const invalid = await importCli(example('invalid-example.json'), store);
      expect(invalid.code).toBe(1);
      expect(invalid.stdout).toContain('errors (2):');
      expect(invalid.stdout).toContain('/schedule/conference/days/0/rooms/Winterchaos/0/id: must be integer');
      expect(invalid.stdout).toContain('/schedule/conference/days/0/rooms/Winterchaos/0/persons/0/id: must be integer');
      expect(invalid.stderr).toContain('Rejected: nothing was imported.');
    });

    it('wrote to the store the server then serves', async () => {
      const server = await startServer(driver, store.databaseUrl ? { databaseUrl: store.databaseUrl } : { dataDir: store.dataDir });
      try {
        const response = await server.app.inject({ url: '/api/v1/catalogue/export/c3voc' });
        const rooms = json<{ schedule: { conference: { days: { rooms: Record<string, { guid: string }[]> }[] } } }>(response).schedule.conference.days.flatMap(
          (day) => Object.values(day.rooms).flat(),
        );
        expect(rooms.filter((event) => event.guid === '8079583e-8321-506c-95af-fd2903a5f075')).toHaveLength(1);
        expect(rooms.some((event) => event.guid === '7a0fc001-e587-47e1-b378-b6ec7e666337')).toBe(false);
      } finally {
        await server.close();
      }
    });
  });
});
