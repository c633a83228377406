import type { PastedBlocks } from '../../../schemas/generated/api/content/pasted-blocks';
import type { BlockInstance } from '../../engine';
import { apiRequest } from '../client';

/**
 * Blocks about to be pasted, as the server lets the editor hold them: a paste can come from any page's clipboard, so
 * its HTML goes through the server's one policy before the canvas renders it in the editor's session.
 */
export async function cleanPastedBlocks(blocks: readonly BlockInstance[]): Promise<BlockInstance[]> {
  const answer = await apiRequest<PastedBlocks>('/content/pasted', { method: 'POST', body: { blocks: [...blocks] } satisfies PastedBlocks });
  return answer.blocks as BlockInstance[];
}
