import { customizeValidator } from '@rjsf/validator-ajv8';
import type Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import { EDITOR_KEYWORDS, type JsonSchema } from '../../engine/lazy/validation';
import { SHARED_SCHEMAS } from './schema-library';

/** Declares the editor hints and adds the shared schemas, as the server's validator does. */
function extendAjv(ajv: Ajv): Ajv {
  for (const keyword of EDITOR_KEYWORDS) ajv.addKeyword({ keyword, schemaType: ['string', 'number', 'boolean', 'object', 'array'] });
  for (const schema of SHARED_SCHEMAS) ajv.addSchema(schema);
  return ajv;
}

let formValidatorInstance: ReturnType<typeof customizeValidator> | undefined;

/**
 * The form library's validator: Ajv 2020-12 in strict mode, so an undeclared keyword or format is an error, not a
 * silent pass. Two strict checks stay off: to pick the option of an anyOf that fits the data, the form library compiles
 * schema fragments of its own making (a required name that is no property, properties without a type) that only
 * those checks refuse.
 */
export function formValidator(): ReturnType<typeof customizeValidator> {
  formValidatorInstance ??= customizeValidator({
    AjvClass: Ajv2020 as unknown as typeof Ajv,
    ajvOptionsOverrides: { strict: true, strictRequired: false, strictTypes: false, allowUnionTypes: true },
    extenderFn: extendAjv,
  });
  return formValidatorInstance;
}

/**
 * Compiles a form schema's validator while the browser is idle: compiling is the one slow step of validation (about
 * 10 ms for a block's schema), and live validation would otherwise pay it on the first keystroke. Returns the cancel.
 */
export function warmFormValidator(schema: JsonSchema): () => void {
  // Any data will do: the compiled validator is kept by the schema's id.
  const warm = () => void formValidator().rawValidation(schema, {});
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(warm, { timeout: 1_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(warm, 50);
  return () => clearTimeout(handle);
}
