import type { SchemaSet } from '../../src/engine/lazy/validation';
import { markedProps, type PropPath } from './marked-props';

/** The paths of every prop marked `"x-editor": "richtext"`, per block type; types without one are left out. */
export function richTextPaths(schemas: SchemaSet): Map<string, PropPath[]> {
  const marked = markedProps(schemas, (schema) => (schema['x-editor'] === 'richtext' ? true : undefined));
  return new Map([...marked].map(([name, props]) => [name, props.map((prop) => prop.path)]));
}
