import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { JsonSchema, SchemaSet } from '../../src/engine/lazy/validation';

export interface SchemaDirs {
  /** `*.json` shared schemas. */
  sharedDir: string;
  /** `{block}/schema.json` per block type. */
  blocksDir: string;
}

async function readSchema(file: string): Promise<JsonSchema> {
  return JSON.parse(await readFile(file, 'utf8')) as JsonSchema;
}

async function entries(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Folders of `schemas/` that hold no schema (the types generated from them). */
const NOT_SCHEMAS = new Set(['generated']);

/** Every `*.json` below `sharedDir`: the shared schemas at its top and the API contracts in `api/{domain}/`. */
export async function loadSharedSchemas(sharedDir: string): Promise<JsonSchema[]> {
  const found = await entries(sharedDir);
  const files = found.filter((entry) => entry.isFile() && entry.name.endsWith('.json'));
  const folders = found.filter((entry) => entry.isDirectory() && !NOT_SCHEMAS.has(entry.name));
  const [own, nested] = await Promise.all([
    Promise.all(files.map((entry) => readSchema(path.join(sharedDir, entry.name)))),
    Promise.all(folders.map((entry) => loadSharedSchemas(path.join(sharedDir, entry.name)))),
  ]);
  return [...own, ...nested.flat()];
}

/** Block schemas keyed by their folder name (the block type name); folders without a schema are skipped. */
async function loadBlockSchemas(blocksDir: string): Promise<Record<string, JsonSchema>> {
  const folders = (await entries(blocksDir)).filter((entry) => entry.isDirectory());
  const loaded = await Promise.all(
    folders.map(async (folder) => {
      const schema = await readSchema(path.join(blocksDir, folder.name, 'schema.json')).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      return [folder.name, schema] as const;
    }),
  );
  return Object.fromEntries(loaded.filter((entry): entry is readonly [string, JsonSchema] => entry[1] !== undefined));
}

export async function loadSchemaSet(dirs: SchemaDirs): Promise<SchemaSet> {
  const [shared, blocks] = await Promise.all([loadSharedSchemas(dirs.sharedDir), loadBlockSchemas(dirs.blocksDir)]);
  return { shared, blocks };
}
