import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import type { FieldGroup } from './form-layout';
import type { LiveEdit } from './deferred-input';

/** What the block form hands its templates through the form context. */
export interface BlockFormContext extends LiveEdit {
  groups: readonly FieldGroup[];
  groupLabel(id: string): string;
}

/**
 * The block's top-level props in collapsible sections by `x-group`. The first section starts open, and so does any
 * section holding an error, so a problem is never hidden in a closed section.
 */
export function GroupedFields({ properties, registry, errorSchema }: ObjectFieldTemplateProps) {
  const { groups, groupLabel } = registry.formContext as BlockFormContext;
  const byName = new Map(properties.map((property) => [property.name, property]));
  const errors = (errorSchema ?? {}) as Record<string, unknown>;
  return (
    <div className="block-form__groups">
      {groups.map((group, index) => {
        const fields = group.names.flatMap((name) => byName.get(name) ?? []).filter((field) => !field.hidden);
        if (fields.length === 0) return null;
        const hasErrors = group.names.some((name) => errors[name] !== undefined);
        return (
          <GroupSection key={group.id} id={group.id} label={groupLabel(group.id)} first={index === 0} hasErrors={hasErrors}>
            {fields.map((field) => field.content)}
          </GroupSection>
        );
      })}
    </div>
  );
}

interface GroupSectionProps {
  id: string;
  label: string;
  first: boolean;
  hasErrors: boolean;
  children: ReactNode;
}

/**
 * Opens itself when it first shows and whenever an error appears in it, but never closes under the user's hands.
 * A closed section draws none of its fields: each keystroke re-renders the form, and most fields sit in closed sections.
 */
function GroupSection({ id, label, first, hasErrors, children }: GroupSectionProps) {
  const [open, setOpen] = useState(first || hasErrors);
  const [hadErrors, setHadErrors] = useState(hasErrors);
  if (hasErrors !== hadErrors) {
    setHadErrors(hasErrors);
    if (hasErrors) setOpen(true);
  }
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="block-form__group" data-group={id}>
      <summary>{label}</summary>
      {open && <div className="block-form__fields">{children}</div>}
    </details>
  );
}
