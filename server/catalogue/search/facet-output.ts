import type { Facet, FacetFilter } from '../../../schemas/generated/facet';
import type { FacetOrder, FacetTable } from './facet-table';
import { jsonBytes, type JsonWriter } from './json-writer';

/** A value shown in a facet of an answer (by its number in the table), its count, and its shown children in order. */
interface FacetNode {
  id: number;
  count: number;
  children: FacetNode[];
}

/** What one facet of an answer shows: decided once, then written as objects or as JSON text. */
export interface FacetView {
  table: FacetTable;
  roots: FacetNode[];
}

type Compare = (a: FacetNode, b: FacetNode) => number;

const byLabel = (table: FacetTable, a: FacetNode, b: FacetNode) => table.labelRanks[a.id]! - table.labelRanks[b.id]!;
const numeric = (value: string) => {
  const number = Number.parseFloat(value);
  return Number.isNaN(number) ? Number.POSITIVE_INFINITY : number;
};
const valueOf = (table: FacetTable, node: FacetNode) => table.values[node.id]!;

const ORDERS: Record<Exclude<FacetOrder, (value: string) => number>, (table: FacetTable) => Compare> = {
  count: (table) => (a, b) => b.count - a.count || byLabel(table, a, b),
  // Day values are ISO dates, so text order is calendar order.
  chronological: (table) => (a, b) => (valueOf(table, a) < valueOf(table, b) ? -1 : valueOf(table, a) > valueOf(table, b) ? 1 : 0),
  numeric: (table) => (a, b) => numeric(valueOf(table, a)) - numeric(valueOf(table, b)) || byLabel(table, a, b),
};

function compareIn(table: FacetTable): Compare {
  const { order } = table;
  if (typeof order !== 'function') return ORDERS[order](table);
  return (a, b) => order(valueOf(table, a)) - order(valueOf(table, b)) || byLabel(table, a, b);
}

/** Above this many values, Array.prototype.sort; below, an insertion sort, which allocates nothing where sort copies. */
const INSERTION_SORT_MAX = 48;

/** Stable, like Array.prototype.sort. */
function sortNodes(nodes: FacetNode[], compare: Compare): void {
  if (nodes.length > INSERTION_SORT_MAX) {
    nodes.sort(compare);
    return;
  }
  for (let i = 1; i < nodes.length; i += 1) {
    const node = nodes[i]!;
    let at = i;
    for (; at > 0 && compare(nodes[at - 1]!, node) > 0; at -= 1) nodes[at] = nodes[at - 1]!;
    nodes[at] = node;
  }
}

function sortTree(nodes: FacetNode[], compare: Compare): FacetNode[] {
  sortNodes(nodes, compare);
  for (let i = 0; i < nodes.length; i += 1) if (nodes[i]!.children.length > 0) sortTree(nodes[i]!.children, compare);
  return nodes;
}

/** A shown value shows its ancestors, so that it can be reached in the tree. */
function showWithAncestors(shown: Uint8Array, parents: readonly number[], id: number): void {
  for (let current = id; current >= 0 && !shown[current]; current = parents[current]!) shown[current] = 1;
}

/** `counts` holds every facet's counts; this facet's start at `base`. */
function flatNodes(table: FacetTable, counts: Int32Array, base: number, selected: ReadonlySet<number>): FacetNode[] {
  const nodes: FacetNode[] = [];
  for (let id = 0; id < table.values.length; id += 1) {
    const count = counts[base + id]!;
    if (count > 0) nodes.push({ id, count, children: [] });
  }
  for (const id of selected) if (counts[base + id] === 0) nodes.push({ id, count: 0, children: [] });
  return nodes;
}

// Scratch space of nodeTree, shared by every search (searches run one at a time) rather than allocated per search.
let shownScratch = new Uint8Array(0);
const nodesScratch: (FacetNode | undefined)[] = [];

function nodeTree(table: FacetTable, counts: Int32Array, base: number, selected: ReadonlySet<number>): FacetNode[] {
  const { parents } = table;
  const size = table.values.length;
  if (shownScratch.length < size) shownScratch = new Uint8Array(size);
  // Filled, not holey: a sparse array would fall back to slow dictionary elements.
  while (nodesScratch.length < size) nodesScratch.push(undefined);
  const shown = shownScratch.fill(0, 0, size);
  for (let id = 0; id < size; id += 1) if (counts[base + id]! > 0) showWithAncestors(shown, parents, id);
  for (const id of selected) showWithAncestors(shown, parents, id);
  const nodes = nodesScratch;
  const roots: FacetNode[] = [];
  // Parents are numbered before their children, so a child's parent node already exists.
  for (let id = 0; id < size; id += 1) {
    if (!shown[id]) continue;
    const node: FacetNode = { id, count: counts[base + id]!, children: [] };
    nodes[id] = node;
    const parent = parents[id]!;
    (parent >= 0 ? nodes[parent]!.children : roots).push(node);
  }
  // Only shown entries were set; nothing of this search's tree is kept alive by the scratch.
  for (let id = 0; id < size; id += 1) if (shown[id]) nodes[id] = undefined;
  return roots;
}

/**
 * A facet of an answer: every value some matching item holds, plus the selected ones (so a selection that now
 * matches nothing can still be seen and cleared), nested by hierarchy and ordered per the facet's order.
 * The counts are copied: `counts` (every facet's, this one's from `base` on) is reused by the next search.
 */
export function facetView(table: FacetTable, counts: Int32Array, base: number, selected: ReadonlySet<number>): FacetView {
  const roots = (table.hierarchical ? nodeTree : flatNodes)(table, counts, base, selected);
  return { table, roots: sortTree(roots, compareIn(table)) };
}

/** The translation key of a facet's name. */
export const facetDisplayName = (key: string) => `translate.base.facets.${key}`;

function filterOf(table: FacetTable, node: FacetNode): FacetFilter {
  return { value: table.values[node.id]!, displayName: table.labels[node.id]!, count: node.count, children: node.children.map((child) => filterOf(table, child)) };
}

export function facetObject({ table, roots }: FacetView): Facet {
  return { key: table.key, displayName: facetDisplayName(table.key), isVisible: roots.length > 0, filters: roots.map((node) => filterOf(table, node)) };
}

const CHILDREN = jsonBytes(',"children":[');
const FILTER_END = jsonBytes(']}');
const VISIBLE = jsonBytes('true,"filters":[');
const HIDDEN = jsonBytes('false,"filters":[');

function writeFilterJson(out: JsonWriter, table: FacetTable, node: FacetNode): void {
  out.raw(table.filterJsonHeads[node.id]!);
  out.count(node.count);
  out.raw(CHILDREN);
  const { children } = node;
  for (let k = 0; k < children.length; k += 1) {
    if (k > 0) out.comma();
    writeFilterJson(out, table, children[k]!);
  }
  out.raw(FILTER_END);
}

/** The same facet as {@link facetObject}, written as JSON from the table's pre-encoded parts. */
export function writeFacetJson(out: JsonWriter, { table, roots }: FacetView): void {
  out.raw(table.jsonHead);
  out.raw(roots.length > 0 ? VISIBLE : HIDDEN);
  for (let k = 0; k < roots.length; k += 1) {
    if (k > 0) out.comma();
    writeFilterJson(out, table, roots[k]!);
  }
  out.raw(FILTER_END);
}
