/**
 * Editor store costs on a generated 2,000-block page: one keystroke in a form field (the store's share of the 16 ms
 * frame), deleting a block, one drag-move step, and heap growth after 500 edits (undo history is patches, so it stays
 * small). Numbers only; the integrator prints them beside the targets.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createEditorStore, type EditorStore } from '../src/editor/store';
import type { BlockInstance } from '../src/engine/content';
import { p95 } from './stats';

export interface EditorStoreBench {
  blocks: number;
  keystrokeP95Ms: number;
  deleteP95Ms: number;
  dragStepP95Ms: number;
  heapGrowthAfter500EditsMiB: number;
}

/** Every tenth block is a group holding the next four; the rest sit at the root. */
function generatePage(count: number): BlockInstance[] {
  const blocks: BlockInstance[] = [];
  let group: string | undefined;
  for (let i = 0; i < count; i += 1) {
    const contentId = `block-${i}`;
    const inGroup = group !== undefined && i % 10 > 0 && i % 10 < 5;
    blocks.push({
      component: i % 10 === 0 ? 'group' : 'content-block',
      contentId,
      key: contentId,
      ...(inGroup ? { parentId: group } : {}),
      props: { title: `translate.home.live.block-${i}.title`, body: 'Lorem ipsum '.repeat(20), items: [1, 2, 3] },
    });
    if (i % 10 === 0) group = contentId;
  }
  return blocks;
}

function openPage(count: number): EditorStore {
  const store = createEditorStore({ phase: 'live' });
  store.getState().loadPage('home', {
    live: { env: 'cont', page: 'home', phase: 'live', revision: 1, blocks: generatePage(count) },
  });
  return store;
}

function timed(runs: number, act: (run: number) => void): number {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    act(run);
    samples.push(performance.now() - start);
  }
  return p95(samples);
}

function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => {
    gc();
    gc();
  };
}

export async function benchEditorStore(count = 2000): Promise<EditorStoreBench> {
  const gc = collectGarbage();

  const typing = openPage(count);
  const keystrokeP95Ms = timed(300, (run) =>
    typing.getState().editProps(`block-${(run * 7) % count}`, { title: `Typed ${run}` }, { gesture: `field-${run % 5}` }),
  );

  const deleting = openPage(count);
  const deleteP95Ms = timed(50, (run) => deleting.getState().deleteBlock(`block-${run * 31 + 1}`));

  const dragging = openPage(count);
  dragging.getState().beginGesture('drag');
  const dragStepP95Ms = timed(200, (run) =>
    dragging.getState().moveBlock('block-1005', run % 2 ? { index: run % 150 } : { parentId: 'block-10', index: 1 }),
  );
  dragging.getState().endGesture();

  const editing = openPage(count);
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  for (let edit = 0; edit < 500; edit += 1) {
    editing.getState().editProps(`block-${(edit * 13) % count}`, { body: `Edit number ${edit}` });
  }
  gc();
  const heapGrowthAfter500EditsMiB = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;

  return { blocks: count, keystrokeP95Ms, deleteP95Ms, dragStepP95Ms, heapGrowthAfter500EditsMiB };
}
