import type { FormField } from './fields';

/** What is wrong with a value: a text's name and what it mentions. */
export interface FieldProblem {
  name: 'required' | 'too-long' | 'too-many' | 'invalid';
  max?: number;
}

/**
 * The schema's rules a person can break by typing or ticking (the choices offered are valid by construction), checked
 * as the server will check them, so most mistakes show before saving.
 */
export function validateField(field: FormField, value: unknown): FieldProblem | undefined {
  const { schema } = field;
  // A field that may be null is simply not given when left empty.
  const optional = Array.isArray(schema.type) && schema.type.includes('null');
  if (typeof value === 'string' && !(optional && value.trim() === '')) {
    if ((schema.minLength ?? 0) > value.trim().length || (schema.pattern && !new RegExp(schema.pattern, 'u').test(value))) {
      return value.trim() === '' ? { name: 'required' } : { name: 'invalid' };
    }
    if (schema.maxLength !== undefined && [...value].length > schema.maxLength) return { name: 'too-long', max: schema.maxLength };
  }
  if (Array.isArray(value) && schema.maxItems !== undefined && value.length > schema.maxItems) return { name: 'too-many', max: schema.maxItems };
  return undefined;
}
