import { generate, lexer, parse, type CssNode, type Declaration } from 'css-tree';
import { ANGLE_UNITS, COLOR_FUNCTIONS, STYLE_POLICY, withinBounds, type PropertyRule } from './style-policy';

// Escapes and anything but plain letters and hyphens would let a keyword spell out something else.
const KEYWORD = /^-?[a-z][a-z-]*$/i;
const HEX = /^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** An argument of rgb()/hsl(): a number, a percentage, an angle, a separator or `none`. */
function isColorArgument(node: CssNode): boolean {
  switch (node.type) {
    case 'Number':
    case 'Percentage':
      return Number.isFinite(Number(node.value));
    case 'Dimension':
      return ANGLE_UNITS.has(node.unit.toLowerCase()) && Number.isFinite(Number(node.value));
    case 'Operator':
      return node.value === ',' || node.value === '/';
    case 'Identifier':
      return node.name.toLowerCase() === 'none';
    default:
      return false;
  }
}

/** Whether one top-level node of a value is allowed by the property's rule (nested nodes are checked here too). */
function isAllowedNode(node: CssNode, rule: PropertyRule): boolean {
  switch (node.type) {
    case 'Identifier':
      return (rule.keywords === true || rule.colors === true) && KEYWORD.test(node.name);
    case 'Hash':
      return rule.colors === true && HEX.test(node.value);
    case 'Function':
      return rule.colors === true && COLOR_FUNCTIONS.has(node.name.toLowerCase()) && node.children.toArray().every(isColorArgument);
    case 'Number':
      return withinBounds(rule, '', node.value);
    case 'Percentage':
      return withinBounds(rule, '%', node.value);
    case 'Dimension':
      return withinBounds(rule, node.unit, node.value);
    case 'Operator':
      return node.value === '/' || node.value === ',';
    default:
      return false;
  }
}

/** The declaration as `property: value` when the policy allows it (an `!important` is dropped), else null. */
function allowedDeclaration(declaration: Declaration): string | null {
  const property = declaration.property.toLowerCase();
  const rule = STYLE_POLICY.get(property);
  const { value } = declaration;
  if (!rule || value.type !== 'Value' || value.children.isEmpty) return null;
  if (!value.children.toArray().every((node) => isAllowedNode(node, rule))) return null;
  // The property's own grammar: a colour where a colour belongs, lengths where lengths do.
  if (lexer.matchProperty(property, value).error) return null;
  return `${property}: ${generate(value)}`;
}

/**
 * The harmless part of a `style` attribute, rebuilt from the declarations the policy allows (see `STYLE_POLICY`);
 * an empty string when nothing is left. Parsed as browsers parse it, so a declaration smuggled inside a string,
 * a comment or a broken one is never read as a separate declaration.
 */
export function sanitizeInlineStyle(style: string): string {
  const list = parse(style, { context: 'declarationList', parseValue: true, parseCustomProperty: false });
  if (list.type !== 'DeclarationList') return '';
  const kept: string[] = [];
  list.children.forEach((node) => {
    const declaration = node.type === 'Declaration' ? allowedDeclaration(node) : null;
    if (declaration !== null) kept.push(declaration);
  });
  return kept.join('; ');
}
