import { useEffect } from 'react';
import { blockTakenOver, takingOver } from './early-input';

function TakenOver({ contentId }: { contentId: string }) {
  useEffect(() => blockTakenOver(contentId), [contentId]);
  return null;
}

/**
 * Put in the innermost boundary of a block's content while a server-drawn page is being taken over: its effect runs
 * once React has taken that content over, which then does again what the visitor did in the block meanwhile.
 */
export function TakenOverBlock({ contentId }: { contentId: string }) {
  return takingOver() ? <TakenOver contentId={contentId} /> : null;
}
