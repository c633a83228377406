import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A launcher that starts `executable` at the lowest CPU priority (Linux's idle scheduling class, else nice 19), it and
 * every process it starts: the server's requests always come first and a QA run uses the CPU they leave. (On the
 * 2-core bench machine this kept the content API's p99 during a run lowest for the run's time, against nice 10 and
 * against pinning the browser to the second core.) Playwright launches the browser itself, hence a script in front.
 */
export async function lowPriorityLauncher(executable: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'confsite-qa-browser-'));
  const script = path.join(dir, 'chromium');
  const target = JSON.stringify(executable);
  await writeFile(script, `#!/bin/sh\nif command -v chrt >/dev/null 2>&1; then exec chrt --idle 0 ${target} "$@"; fi\nexec nice -n 19 ${target} "$@"\n`);
  await chmod(script, 0o755);
  return script;
}
