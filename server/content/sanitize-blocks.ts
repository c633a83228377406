import { isTranslationKey, type BlockInstance } from '../../src/engine';
import type { SanitizeHtml } from '../html/sanitize-html';
import { EACH_ITEM, type PropPath } from './marked-props';

/** Blocks with the literal HTML of their rich-text props sanitised; translation keys are left for the translations API. */
export type SanitizeBlocks = (blocks: readonly BlockInstance[]) => Promise<BlockInstance[]>;

const isLiteralHtml = (value: unknown): value is string => typeof value === 'string' && value !== '' && !isTranslationKey(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function hasLiteralHtml(value: unknown, path: PropPath): boolean {
  const [step, ...rest] = path;
  if (step === undefined) return isLiteralHtml(value);
  if (step === EACH_ITEM) return Array.isArray(value) && value.some((item) => hasLiteralHtml(item, rest));
  return isRecord(value) && hasLiteralHtml(value[step], rest);
}

function sanitizeAt(value: unknown, path: PropPath, sanitize: SanitizeHtml): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return isLiteralHtml(value) ? sanitize(value) : value;
  if (step === EACH_ITEM) return Array.isArray(value) ? value.map((item) => sanitizeAt(item, rest, sanitize)) : value;
  return isRecord(value) && step in value ? { ...value, [step]: sanitizeAt(value[step], rest, sanitize) } : value;
}

/** jsdom is loaded only once some block holds literal HTML (seed content uses translation keys). */
export function createBlockSanitizer(
  loadPaths: () => Promise<ReadonlyMap<string, readonly PropPath[]>>,
  loadSanitizer: () => Promise<SanitizeHtml>,
): SanitizeBlocks {
  return async (blocks) => {
    const paths = await loadPaths();
    const htmlPaths = (block: BlockInstance) => (paths.get(block.component) ?? []).filter((path) => hasLiteralHtml(block.props, path));
    if (!blocks.some((block) => htmlPaths(block).length > 0)) return [...blocks];
    const sanitize = await loadSanitizer();
    return blocks.map((block) => {
      const found = htmlPaths(block);
      if (found.length === 0) return block;
      return { ...block, props: found.reduce((props, path) => sanitizeAt(props, path, sanitize) as Record<string, unknown>, block.props) };
    });
  };
}
