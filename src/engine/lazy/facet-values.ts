/** Hierarchical facet values are paths of levels joined by this (`Cloud|Containers`), in the API and in the URL. */
export const HIERARCHY_DELIMITER = '|';
/** Levels of a hierarchical facet that are kept (spec 1 §9: nesting capped at 5). */
export const MAX_HIERARCHY_DEPTH = 5;
