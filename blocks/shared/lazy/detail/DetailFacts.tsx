import type { ReactNode } from 'react';

export interface DetailFact {
  label: string;
  value: ReactNode;
}

/** A detail page's labelled facts (region, time, place…): those without a value are left out, and no list at all when none has one. */
export function DetailFacts({ facts }: { facts: readonly DetailFact[] }) {
  const shown = facts.filter((fact) => fact.value);
  if (shown.length === 0) return null;
  return (
    <dl className="detail-facts">
      {shown.map((fact) => (
        <div key={fact.label} className="detail-facts__item">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
