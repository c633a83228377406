import type { BlockInstance } from '../../engine/content';

/** Marks JSON on the system clipboard as blocks copied in this editor (and not any other text). */
const FORMAT = 'confsite/blocks';

/** What a copy holds: the blocks (with what is nested in them) and where they were copied from. */
export interface BlockClipboard {
  format: typeof FORMAT;
  version: 1;
  source: { page: string; phase: string; env: string };
  blocks: BlockInstance[];
}

export function clipboardOf(blocks: BlockInstance[], source: BlockClipboard['source']): BlockClipboard {
  return { format: FORMAT, version: 1, source, blocks };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isBlock(value: unknown): value is BlockInstance {
  return (
    isObject(value) &&
    typeof value.contentId === 'string' &&
    value.contentId !== '' &&
    typeof value.component === 'string' &&
    isObject(value.props) &&
    (value.parentId === undefined || typeof value.parentId === 'string')
  );
}

/** The copy held in `text`, or null when it is anything else (text copied elsewhere, or a copy of another version). */
export function parseClipboard(text: string | null | undefined): BlockClipboard | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || value.format !== FORMAT || value.version !== 1 || !isObject(value.source)) return null;
  const { source, blocks } = value;
  if (typeof source.page !== 'string' || typeof source.phase !== 'string' || typeof source.env !== 'string') return null;
  if (!Array.isArray(blocks) || blocks.length === 0 || !blocks.every(isBlock)) return null;
  return value as unknown as BlockClipboard;
}
