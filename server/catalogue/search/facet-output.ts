import type { Facet, FacetFilter } from '../../../schemas/generated/facet';
import type { FacetOrder, FacetTable } from './facet-table';

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

function sortTree(nodes: FacetNode[], compare: Compare): FacetNode[] {
  nodes.sort(compare);
  for (const node of nodes) if (node.children.length > 0) sortTree(node.children, compare);
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

function nodeTree(table: FacetTable, counts: Int32Array, base: number, selected: ReadonlySet<number>): FacetNode[] {
  const { parents } = table;
  const size = table.values.length;
  const shown = new Uint8Array(size);
  for (let id = 0; id < size; id += 1) if (counts[base + id]! > 0) showWithAncestors(shown, parents, id);
  for (const id of selected) showWithAncestors(shown, parents, id);
  const nodes = new Array<FacetNode | undefined>(size);
  const roots: FacetNode[] = [];
  // Parents are numbered before their children, so a child's parent node already exists.
  for (let id = 0; id < size; id += 1) {
    if (!shown[id]) continue;
    const node: FacetNode = { id, count: counts[base + id]!, children: [] };
    nodes[id] = node;
    const parent = parents[id]!;
    (parent >= 0 ? nodes[parent]!.children : roots).push(node);
  }
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

function filterJson(table: FacetTable, node: FacetNode): string {
  const children = node.children.map((child) => filterJson(table, child)).join(',');
  return `${table.filterJsonHeads[node.id]}${node.count},"children":[${children}]}`;
}

/** The same facet as {@link facetObject}, written as JSON text from the table's pre-written value parts. */
export function facetJson({ table, roots }: FacetView): string {
  const head = `{"key":${JSON.stringify(table.key)},"displayName":${JSON.stringify(facetDisplayName(table.key))},"isVisible":${roots.length > 0}`;
  return `${head},"filters":[${roots.map((node) => filterJson(table, node)).join(',')}]}`;
}
