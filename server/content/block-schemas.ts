import { createContentValidator, type ContentValidator } from '../../src/engine/lazy/validation';
import { lazy } from '../lazy';
import { loadSchemaSet, type SchemaDirs } from '../schemas/load';
import type { PropPath } from './marked-props';
import { richTextPaths } from './rich-text-paths';
import { signedInOnlyProps, type SignedInOnlyProps } from './signed-in-only';

export interface BlockSchemas {
  validator(): Promise<ContentValidator>;
  /** Per block type, the props that hold HTML. */
  richTextPaths(): Promise<Map<string, PropPath[]>>;
  /** Per block type, the props kept from anonymous visitors (stream and video addresses). */
  signedInOnlyProps(): Promise<SignedInOnlyProps>;
}

/** Reads the block schemas on first use, and compiles them on the first save, rather than at start-up, which keeps start-up fast. */
export function lazyBlockSchemas(dirs: SchemaDirs): BlockSchemas {
  const schemas = lazy(() => loadSchemaSet(dirs));
  return {
    validator: lazy(() => schemas().then(createContentValidator)),
    richTextPaths: lazy(() => schemas().then(richTextPaths)),
    signedInOnlyProps: lazy(() => schemas().then(signedInOnlyProps)),
  };
}
