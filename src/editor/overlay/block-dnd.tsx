import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
  type Announcements,
  type Collision,
  type CollisionDetection,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { RegistryContext } from '../../app/renderer/registry-context';
import type { Placement } from '../store';
import {
  createDragStore,
  DragHandlesContext,
  DragStoreContext,
  useDragState,
  type DragHandles,
  type DragSource,
  type DragStartGesture,
} from './drag-state';
import { dropWhere, planDrop, type DropPlan } from './drop-slots';
import { useOverlay } from './editor-context';
import { takesChildren } from './takes-children';
import './drag.css';

/** A drag from pick-up to drop or cancel. */
interface DragSession {
  source: DragSource;
  plan: DropPlan;
  /** The slot the block would go to now; the home slot means "where it is". */
  slot: number;
  /** The slot last read out to screen readers. */
  announced: number;
  /** The outline's tree when the drag started from one of its rows: focus goes back there, not to the canvas. */
  tree: HTMLElement | null;
  stopTracking?: () => void;
}

/** The one id dnd-kit ever sees: every handle starts its drag through the same draggable (see `DragProxy`). */
const PROXY_ID = 'editor-block-drag';
// A block's frame on the canvas or its row in the outline: a drop works the same on either.
const FRAME = '[data-editor-block], [data-outline-block]';
// A few pixels of travel before a drag starts, so a click on the handle stays a click.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const STEPS: Partial<Record<string, 1 | -1>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
// No block is a dnd-kit droppable, so nothing collides; one constant keeps dnd-kit's public context unchanged.
const NO_COLLISIONS: Collision[] = [];
const noCollisions: CollisionDetection = () => NO_COLLISIONS;

const PICKED_UP: Record<DragSource['kind'], string> = {
  block: 'translate.base.editor.drag.picked-up',
  new: 'translate.base.editor.drag.picked-up-new',
};

/** The block a drag is about: the moved block's id, or the new block's type. */
const nameOf = (source: DragSource): string => (source.kind === 'block' ? source.blockId : source.type.name);

function frameOf(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-editor-block="${CSS.escape(id)}"]`);
}

function focusHandle(id: string) {
  requestAnimationFrame(() => frameOf(id)?.querySelector<HTMLElement>('.editor-block__drag')?.focus());
}

/**
 * Drag and drop of blocks for the overlay. Nothing moves in the editor store until the drop, and the drop is one
 * undo step. The page is not inside dnd-kit's context: its providers change value on every pointer move, and React
 * would walk all the fibers of a 2,000-block page each time to find readers. The handles reach dnd-kit through one
 * stable context instead, no block is a droppable (the place under the pointer is read from the DOM, and the keyboard
 * walks the drop plan), so a pointer move re-renders at most two small components.
 */
export function BlockDnd({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { store } = useOverlay();
  const registry = useContext(RegistryContext);
  const [drag] = useState(createDragStore);
  const session = useRef<DragSession | null>(null);
  const overlay = useRef<HTMLDivElement>(null);
  // What asked dnd-kit to start, and how the last drag ended (for the final announcement).
  const starting = useRef<DragSource | null>(null);
  const ended = useRef<{ kind: DragSource['kind']; id: string; moved: boolean } | null>(null);
  const proxyStart = useRef<DragStartGesture | null>(null);
  const instructionsId = useId();
  const handles = useMemo<DragHandles>(() => ({ instructionsId, start: (event, source) => proxyStart.current?.(event, source) }), [instructionsId]);

  const show = (current: DragSession, slot: number) => {
    if (slot === current.slot) return;
    current.slot = slot;
    drag.setState({ indicator: slot === current.plan.homeSlot ? null : (current.plan.slots[slot]?.indicator ?? null) });
  };

  /** The slot for the pointer at (x, y): the frame under it and which part of that frame. */
  const track = (x: number, y: number) => {
    const current = session.current;
    const frame = document.elementFromPoint(x, y)?.closest<HTMLElement>(FRAME);
    const id = frame?.dataset.editorBlock ?? frame?.dataset.outlineBlock;
    if (!current || !frame || id === undefined) return;
    const where = dropWhere(frame.getBoundingClientRect(), y, current.plan.acceptsDrop(id));
    show(current, current.plan.slotFor(id, where) ?? current.plan.homeSlot);
  };

  // Stable across renders: a sensor with new options would restart dnd-kit's activators.
  const keyboardOptions = useMemo(() => {
    const coordinateGetter: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
      const current = session.current;
      const step = STEPS[event.code];
      if (!current || step === undefined) return undefined;
      event.preventDefault();
      const slot = Math.min(Math.max(current.slot + step, 0), current.plan.slots.length - 1);
      show(current, slot);
      // The preview travels to the indicator: the frame's top edge for "before", its bottom edge otherwise.
      const indicator = current.plan.slots[slot]?.indicator;
      const frame = indicator?.id ? frameOf(indicator.id) : null;
      const preview = overlay.current?.getBoundingClientRect();
      if (!indicator || !frame || !preview) return undefined;
      const rect = frame.getBoundingClientRect();
      const line = indicator.where === 'before' ? rect.top : rect.bottom;
      return { x: currentCoordinates.x, y: currentCoordinates.y + line - (preview.top + preview.height / 2) };
    };
    return { coordinateGetter, scrollBehavior: 'auto' as const };
    // `show` only touches refs and the drag store, which never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, keyboardOptions));

  const accessibility = useMemo(() => {
    const endedText = (keys: Record<DragSource['kind'], (moved: boolean) => string>) => {
      const last = ended.current;
      return last ? t(keys[last.kind](last.moved), { id: last.id }) : undefined;
    };
    const announcements: Announcements = {
      onDragStart: () => {
        const source = session.current?.source;
        return source ? t(PICKED_UP[source.kind], { id: nameOf(source) }) : undefined;
      },
      onDragMove() {
        const current = session.current;
        if (!current || current.announced === current.slot) return undefined;
        current.announced = current.slot;
        const id = nameOf(current.source);
        const indicator = current.plan.slots[current.slot]?.indicator;
        if (current.slot === current.plan.homeSlot || !indicator?.id) return t('translate.base.editor.drag.home', { id });
        return t(`translate.base.editor.drag.${indicator.where}`, { id, target: indicator.id });
      },
      onDragOver: () => undefined,
      onDragEnd: () =>
        endedText({
          block: (moved) => (moved ? 'translate.base.editor.drag.moved' : 'translate.base.editor.drag.unchanged'),
          new: (added) => (added ? 'translate.base.editor.drag.added' : 'translate.base.editor.drag.not-added'),
        }),
      onDragCancel: () =>
        endedText({ block: () => 'translate.base.editor.drag.cancelled', new: () => 'translate.base.editor.drag.not-added' }),
    };
    // Focus goes back to the block's handle here: after a move into another group the handle is a new element.
    return { announcements, screenReaderInstructions: { draggable: t('translate.base.editor.drag.instructions') }, restoreFocus: false };
  }, [t]);

  // Leaving edit mode in the middle of a drag must not leave window listeners behind.
  useEffect(() => () => session.current?.stopTracking?.(), []);

  const start = ({ activatorEvent }: DragStartEvent) => {
    const source = starting.current;
    if (source === null) return;
    const blockId = source.kind === 'block' ? source.blockId : null;
    const blocks = store.getState().currentBlocks();
    const plan = planDrop(blocks, blockId, takesChildren(registry));
    const tree = activatorEvent.target instanceof Element ? activatorEvent.target.closest<HTMLElement>('[data-outline-tree]') : null;
    const next: DragSession = { source, plan, slot: plan.homeSlot, announced: plan.homeSlot, tree };
    // Pointer drags (mouse, pen, touch) are followed here; keyboard drags walk the plan in the coordinate getter.
    if (activatorEvent instanceof MouseEvent) {
      const last = { x: activatorEvent.clientX, y: activatorEvent.clientY };
      const onMove = (event: MouseEvent) => {
        last.x = event.clientX;
        last.y = event.clientY;
        track(last.x, last.y);
      };
      // Auto-scroll moves the page under a still pointer.
      const onScroll = () => track(last.x, last.y);
      window.addEventListener('pointermove', onMove);
      window.addEventListener('scroll', onScroll, { capture: true, passive: true });
      next.stopTracking = () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('scroll', onScroll, { capture: true });
      };
    }
    session.current = next;
    ended.current = null;
    store.getState().beginGesture(`drag:${nameOf(source)}`);
    const component = source.kind === 'new' ? source.type.name : blocks.find((block) => block.contentId === blockId)?.component;
    drag.setState({ activeId: blockId, activeComponent: component ?? null, indicator: null });
  };

  /** Moves the block or adds the new one; answers the id of the block placed, or null when nothing changed. */
  const place = (source: DragSource, placement: Placement): string | null => {
    const state = store.getState();
    if (source.kind === 'block') return state.moveBlock(source.blockId, placement) ? source.blockId : null;
    const added = state.insertBlock(source.type, placement);
    if (!added.ok) return null;
    state.selectBlock(added.contentId);
    return added.contentId;
  };

  const finish = (drop: boolean) => {
    const current = session.current;
    session.current = null;
    if (!current) return;
    current.stopTracking?.();
    const target = current.plan.slots[current.slot];
    const placed = drop && current.slot !== current.plan.homeSlot && target !== undefined ? place(current.source, target.placement) : null;
    ended.current = { kind: current.source.kind, id: placed ?? nameOf(current.source), moved: placed !== null };
    store.getState().endGesture();
    drag.setState({ activeId: null, activeComponent: null, indicator: null });
    if (current.tree?.isConnected) current.tree.focus({ preventScroll: true });
    else if (placed !== null) focusHandle(placed);
    else if (current.source.kind === 'block') focusHandle(current.source.blockId);
  };

  return (
    <DragStoreContext.Provider value={drag}>
      <DragHandlesContext.Provider value={handles}>
        {children}
        <p id={instructionsId} hidden>
          {t('translate.base.editor.drag.instructions')}
        </p>
        <DndContext
          sensors={sensors}
          collisionDetection={noCollisions}
          accessibility={accessibility}
          onDragStart={start}
          onDragEnd={() => finish(true)}
          onDragCancel={() => finish(false)}
        >
          <DragProxy startRef={proxyStart} startingRef={starting} />
          <DragOverlay dropAnimation={null} className="editor-drag-overlay">
            <DragPreview ref={overlay} />
          </DragOverlay>
        </DndContext>
      </DragHandlesContext.Provider>
    </DragStoreContext.Provider>
  );
}

/**
 * The one draggable dnd-kit knows. A handle's pointer-down or key-down is handed to it with the handle as its node,
 * so dnd-kit's sensors (activation distance, keyboard codes, auto-scroll) run as for any draggable.
 */
function DragProxy({ startRef, startingRef }: { startRef: RefObject<DragStartGesture | null>; startingRef: RefObject<DragSource | null> }) {
  const { listeners, setNodeRef } = useDraggable({ id: PROXY_ID });
  useEffect(() => {
    startRef.current = (event, source) => {
      const listener = event.type === 'keydown' ? listeners?.onKeyDown : listeners?.onPointerDown;
      if (!listener || event.currentTarget === null) return;
      startingRef.current = source;
      setNodeRef(event.currentTarget as HTMLElement);
      listener(event);
    };
  }, [listeners, setNodeRef, startRef, startingRef]);
  return null;
}

/** What follows the pointer: the block's id and type, never a copy of the block (a group can be huge). */
function DragPreview({ ref }: { ref: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  const id = useDragState((state) => state.activeId);
  const component = useDragState((state) => state.activeComponent);
  if (id === null && component === null) return null;
  return (
    <div ref={ref} className="editor-drag-preview">
      <strong>{id ?? t('translate.base.editor.drag.new-block')}</strong>
      {component && <span>{component}</span>}
    </div>
  );
}
