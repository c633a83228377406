import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
  /** Milliseconds from spawn until `readyPath` answered 200. */
  readyMs: number;
  stop(): Promise<void>;
}

/** CPU time (user + system) a process has used so far, in milliseconds, read from /proc (Linux, 100 ticks a second). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident set size of a process in MiB, read from /proc (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/**
 * Starts `npm run serve`'s command on an empty data dir and waits until `readyPath` answers 200.
 * `nodeEnv: 'test'` keeps the dev sign-in route (absent in production) for benches that act as an editor;
 * `entry` runs another start script (a bench's server with reference routes) instead of `server/main.ts`; `env` adds
 * to the environment. The server is reached at, and says it is at (PUBLIC_URL), `http://127.0.0.1:{port}`.
 */
export async function startServer(options: {
  port: number;
  readyPath: string;
  timeoutMs?: number;
  nodeEnv?: string;
  entry?: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'confsite-bench-'));
  const url = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? 'server/main.ts'], {
    env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: options.nodeEnv ?? 'production', ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = started + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (performance.now() > deadline) {
      child.kill();
      throw new Error(`server not ready within ${options.timeoutMs ?? 60_000} ms`);
    }
    try {
      const response = await fetch(`${url}${options.readyPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    process: child,
    dataDir,
    readyMs,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
