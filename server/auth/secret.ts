import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'jwt-secret';

/**
 * The HS256 key: the configured secret, else `{dataDir}/jwt-secret`, created on first start (owner-only) so tokens
 * survive restarts without anyone having to configure a secret.
 */
export async function loadJwtSecret(dataDir: string, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // `wx` fails if another node created the file meanwhile; then its secret is the one to use.
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
}
