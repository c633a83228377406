import type { BlockInstance } from '../../src/engine';
import type { JsonSchema, SchemaSet } from '../../src/engine/lazy/validation';
import { EACH_ITEM, markedProps, type MarkedProp, type PropPath } from './marked-props';

/**
 * When a prop marked `x-signed-in-only` is kept from anonymous visitors: always, or while the boolean found by a
 * relative JSON pointer is true (`levels` containers up from the prop, then down `pointer`).
 */
export type SignedInOnly = 'always' | { levels: number; pointer: readonly string[] };

/** The props kept from anonymous visitors, per block type. */
export type SignedInOnlyProps = ReadonlyMap<string, readonly MarkedProp<SignedInOnly>[]>;

/** Blocks as an anonymous visitor receives them: each signed-in-only value left out, so the block shows its sign-in prompt. */
export type WithholdFromAnonymous = (blocks: readonly BlockInstance[]) => Promise<BlockInstance[]>;

const KEYWORD = 'x-signed-in-only';
const RELATIVE_POINTER = /^([1-9]\d*)((?:\/[^/]*)+)$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readMark(schema: JsonSchema): SignedInOnly | undefined {
  const value = schema[KEYWORD];
  if (value === undefined) return undefined;
  if (value === true) return 'always';
  const match = typeof value === 'string' ? RELATIVE_POINTER.exec(value) : null;
  if (!match) throw new Error(`${KEYWORD} is true or a relative JSON pointer such as "1/requiresAuth", not ${JSON.stringify(value)}`);
  const [, levels = '', pointer = ''] = match;
  return { levels: Number(levels), pointer: pointer.split('/').slice(1).map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~')) };
}

/** Every prop marked `x-signed-in-only`, per block type; a pointer that climbs above the block's props is refused. */
export function signedInOnlyProps(schemas: SchemaSet): Map<string, MarkedProp<SignedInOnly>[]> {
  const marked = markedProps(schemas, readMark);
  for (const [name, props] of marked) {
    for (const { path, mark } of props) {
      if (mark !== 'always' && mark.levels > path.length) throw new Error(`${name}: the ${KEYWORD} pointer of /${path.join('/')} climbs above the block's props`);
    }
  }
  return marked;
}

/** Whether the mark holds, given the objects and arrays that hold the prop, outermost first. */
function holds(mark: SignedInOnly, containers: readonly unknown[]): boolean {
  if (mark === 'always') return true;
  let found = containers[containers.length - mark.levels];
  for (const token of mark.pointer) found = isRecord(found) ? found[token] : undefined;
  return found === true;
}

// Left out rather than blanked: the answer stays valid for the block's schema (an address must match its pattern),
// and blocks already read a missing address as "nothing to play".
function withheldAt(value: unknown, path: PropPath, mark: SignedInOnly, containers: readonly unknown[]): unknown {
  const [step, ...rest] = path;
  const inside = [...containers, value];
  if (step === EACH_ITEM) return Array.isArray(value) ? value.map((item) => withheldAt(item, rest, mark, inside)) : value;
  if (step === undefined || !isRecord(value) || !(step in value)) return value;
  if (rest.length === 0 && holds(mark, inside)) {
    const { [step]: _withheld, ...kept } = value;
    return kept;
  }
  return { ...value, [step]: withheldAt(value[step], rest, mark, inside) };
}

/** Reads the marked props on first use (the block schemas are loaded lazily). */
export function createAnonymousView(loadProps: () => Promise<SignedInOnlyProps>): WithholdFromAnonymous {
  return async (blocks) => {
    const marked = await loadProps();
    return blocks.map((block) => {
      const props = marked.get(block.component);
      if (!props) return block;
      return { ...block, props: props.reduce((current, { path, mark }) => withheldAt(current, path, mark, []) as Record<string, unknown>, block.props) };
    });
  };
}
