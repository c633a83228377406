import { createContentValidator, type ContentValidator } from '../../src/engine/validation';
import { loadSchemaSet, type SchemaDirs } from '../schemas/load';

/** Compiles the block schemas on the first save rather than at start-up, which keeps start-up fast. */
export function lazyContentValidator(dirs: SchemaDirs): () => Promise<ContentValidator> {
  let validator: Promise<ContentValidator> | undefined;
  return () => {
    validator ??= loadSchemaSet(dirs).then(createContentValidator);
    validator.catch(() => {
      validator = undefined;
    });
    return validator;
  };
}
