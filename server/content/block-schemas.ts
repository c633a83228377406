import { createContentValidator, type ContentValidator } from '../../src/engine/lazy/validation';
import { lazy } from '../lazy';
import { loadSchemaSet, type SchemaDirs } from '../schemas/load';
import { richTextPaths, type PropPath } from './rich-text-paths';

export interface BlockSchemas {
  validator(): Promise<ContentValidator>;
  /** Per block type, the props that hold HTML. */
  richTextPaths(): Promise<Map<string, PropPath[]>>;
}

/** Reads the block schemas on first use, and compiles them on the first save, rather than at start-up, which keeps start-up fast. */
export function lazyBlockSchemas(dirs: SchemaDirs): BlockSchemas {
  const schemas = lazy(() => loadSchemaSet(dirs));
  return {
    validator: lazy(() => schemas().then(createContentValidator)),
    richTextPaths: lazy(() => schemas().then(richTextPaths)),
  };
}
