import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { VersionResponse } from '../../schemas/generated/api/system/version';
import { readJsonIfExists, isPlainObject } from '../read-json';
import { fromRoot } from '../paths';

/** The package version and the build id: BUILD_ID, else `build` of `{distDir}/build-info.json`, else `dev`. */
export async function readVersion(options: { distDir: string; buildId?: string | undefined }): Promise<VersionResponse> {
  const pkg = JSON.parse(await readFile(fromRoot('package.json'), 'utf8')) as { version: string };
  const info = await readJsonIfExists(path.join(options.distDir, 'build-info.json'));
  const fromFile = isPlainObject(info) && typeof info.build === 'string' ? info.build : undefined;
  return { version: pkg.version, build: options.buildId || fromFile || 'dev' };
}
