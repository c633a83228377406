import type { Permissions } from './content';

/** Who is looking and when: the inputs of every visibility decision. */
export interface VisibilityContext {
  scopes: readonly string[];
  features: Readonly<Record<string, boolean>>;
  /** Id of the current phase (see `currentPhase`); undefined when the site defines no phases. */
  currentPhaseId?: string;
}

export type VisibilityRule = 'blockedScope' | 'requireScope' | 'requiresFeature' | 'requiresPhaseId';

/** Why an item is hidden: the rule that failed and the values that made it fail. */
export interface HiddenReason {
  rule: VisibilityRule;
  values: string[];
}

export interface Visibility {
  visible: boolean;
  reasons: HiddenReason[];
}

export function asList(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  return (typeof value === 'string' ? [value] : [...value]).map((entry) => entry.trim()).filter(Boolean);
}

type RuleCheck = (permissions: Permissions, ctx: VisibilityContext, phases: string[]) => string[];

/** Each rule returns the values that fail it (empty = passes). */
const RULES: Record<VisibilityRule, RuleCheck> = {
  blockedScope: (p, ctx) => asList(p.blockedScope).filter((scope) => ctx.scopes.includes(scope)),
  requireScope: (p, ctx) => asList(p.requireScope).filter((scope) => !ctx.scopes.includes(scope)),
  requiresFeature: (p, ctx) => asList(p.requiresFeature).filter((flag) => ctx.features[flag] !== true),
  requiresPhaseId: (_p, ctx, phases) =>
    phases.length === 0 || (ctx.currentPhaseId !== undefined && phases.includes(ctx.currentPhaseId)) ? [] : phases,
};

/**
 * Decides whether an item may be shown.
 * @param phasesFromSetting phases named by a setting (e.g. `pwaInstallPhases`); the item's own `requiresPhaseId` wins.
 */
export function visibility(
  permissions: Permissions | undefined,
  ctx: VisibilityContext,
  phasesFromSetting: readonly string[] = [],
): Visibility {
  if (!permissions && phasesFromSetting.length === 0) return { visible: true, reasons: [] };
  const perms = permissions ?? {};
  const itemPhases = asList(perms.requiresPhaseId);
  const phases = itemPhases.length > 0 ? itemPhases : asList(phasesFromSetting);
  const reasons: HiddenReason[] = [];
  for (const rule of Object.keys(RULES) as VisibilityRule[]) {
    const values = RULES[rule](perms, ctx, phases);
    if (values.length > 0) reasons.push({ rule, values });
  }
  return { visible: reasons.length === 0, reasons };
}

/** Translation key describing a hidden reason to editors; `values` go in as `{{values}}`. */
export function reasonKey(reason: HiddenReason): string {
  return `translate.base.visibility.${reason.rule}`;
}
