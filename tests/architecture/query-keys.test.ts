import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['src', 'blocks'];
// React Query keys are built in src/api only: one place knows which writes and live events refresh what.
const KEY_HOME = `src${path.sep}api${path.sep}`;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/** What a file does against the rule: a literal key, or a key built by a name the file itself declares. */
function offences(text: string): string[] {
  const literal = /queryKey:\s*\[/.test(text) ? ['a literal query key'] : [];
  const builders = [...text.matchAll(/queryKey:\s*(\w+)/g)]
    .map(([, name]) => name!)
    .filter((name) => new RegExp(`\\b(const|let|function)\\s+${name}\\b`).test(text))
    .map((name) => `its own key builder ${name}`);
  return [...literal, ...new Set(builders)];
}

describe('query keys', () => {
  it('are built in src/api only', () => {
    const found = SOURCES.flatMap(sourceFiles)
      .filter((file) => !file.startsWith(KEY_HOME))
      .flatMap((file) => {
        return offences(readFileSync(path.join(ROOT, file), 'utf8')).map((offence) => `${file}: ${offence}`);
      });
    expect(found).toEqual([]);
  });
});
