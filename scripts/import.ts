/**
 * `npm run import -- FILE`: imports a c3voc (v1, v2) or Sessionize "All" schedule file into the database the server
 * uses (DATABASE_URL, else the embedded one in DATA_DIR), in one transaction. Exit code 1 when the file is rejected.
 */
import { readFile } from 'node:fs/promises';
import { detectFormat } from '../server/catalogue/import/detect';
import { importSchedule } from '../server/catalogue/import/run-import';
import { siteConference } from '../server/catalogue/import/site-conference';
import type { ImportIssue, ImportStage } from '../server/catalogue/import/types';
import { configFromEnv } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createLocalBus, type LiveBus } from '../server/live/bus';
import { createRedisBus } from '../server/live/redis-bus';
import { createSettingsService } from '../server/settings/service';

const SHOWN_WARNINGS = 100;
const UNITS: Record<ImportStage, string> = { parse: 'bytes', validate: 'checks', map: 'entries', write: 'rows' };

/** One line per stage start, every tenth of the way and at the end: enough to see a large file move. */
function progressPrinter() {
  const lastTenth = new Map<ImportStage, number>();
  return (stage: ImportStage, done: number, total: number) => {
    const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
    if (lastTenth.get(stage) === tenth) return;
    lastTenth.set(stage, tenth);
    const percent = total === 0 ? 100 : Math.round((done / total) * 100);
    console.log(`${stage}: ${done}/${total} ${UNITS[stage]} (${percent}%)`);
  };
}

const printIssues = (label: string, issues: readonly ImportIssue[], limit = Infinity) => {
  if (issues.length === 0) return;
  console.log(`${label} (${issues.length}):`);
  for (const issue of issues.slice(0, limit)) console.log(`  ${issue.path || '/'}: ${issue.message}`);
  if (issues.length > limit) console.log(`  … and ${issues.length - limit} more`);
};

async function readDocument(file: string, progress: ReturnType<typeof progressPrinter>): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  const bytes = Buffer.byteLength(text);
  progress('parse', 0, bytes);
  const document: unknown = JSON.parse(text);
  progress('parse', bytes, bytes);
  return document;
}

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('Usage: npm run import -- FILE   (c3voc schedule JSON v1/v2 or Sessionize "All" JSON)');
    return 2;
  }
  const config = configFromEnv();
  const progress = progressPrinter();
  let document: unknown;
  try {
    document = await readDocument(file, progress);
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  console.log(`format: ${detectFormat(document) ?? 'unknown'}`);
  const database = await openDatabase(config.app);
  const live: LiveBus = config.app.redisUrl ? await createRedisBus(config.app.redisUrl, (error) => console.error('redis', error)) : createLocalBus();
  try {
    const { timeZone } = siteConference((await createSettingsService(database.db, { devFunctions: false }).snapshot(config.app.siteEnv)).all);
    const run = await importSchedule(database.db, live, document, { siteTimeZone: timeZone, onProgress: progress });
    if (!run.ok) {
      printIssues('warnings', run.warnings, SHOWN_WARNINGS);
      printIssues('errors', run.errors);
      console.error('Rejected: nothing was imported.');
      return 1;
    }
    printIssues('warnings', run.warnings, SHOWN_WARNINGS);
    console.log(`imported ${run.counts.sessions} sessions, ${run.counts.speakers} speakers, ${run.counts.rooms} rooms: ${run.inserted} rows inserted, ${run.updated} updated`);
    if (run.timeZone) console.log(`time zone of the file: ${run.timeZone}`);
    if (!config.app.redisUrl) console.log('Running servers without REDIS_URL show the new schedule after their next restart.');
    return 0;
  } finally {
    await Promise.all([database.close(), live.close()]);
  }
}

process.exitCode = await main(process.argv[2]);
