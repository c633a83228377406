import { join } from 'node:path';
import { loadSchemaSet } from '../../../server/schemas/load';
import { createContentValidator, type ContentValidator } from '../../../src/engine/lazy/validation';

const root = join(import.meta.dirname, '..', '..', '..');

/** The server's own check of block props (the schemas on disk, strict Ajv), for tests of what a block's schema accepts. */
export async function loadPropsValidator(): Promise<ContentValidator> {
  return createContentValidator(await loadSchemaSet({ sharedDir: join(root, 'schemas'), blocksDir: join(root, 'blocks') }));
}
