import { useId, type HTMLAttributes, type ReactNode } from 'react';
import type { SectionHeadingFields } from '../../../schemas/generated/heading';
import { SectionHeading } from '../SectionHeading';

export interface HeadedSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'aria-label' | 'aria-labelledby'> {
  fields: SectionHeadingFields;
  /** Names the section while it has no heading; without one, an unheaded section stays unnamed (no landmark). */
  label?: string;
  /** The heading's id, for blocks whose other parts point to it; else a generated one. */
  headingId?: string;
  children?: ReactNode;
}

/** A block's `<section>` with its section heading on top, named by that heading when there is one, else by `label`. */
export function HeadedSection({ fields, label, headingId, children, ...rest }: HeadedSectionProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  // useText resolves any non-empty value to non-empty text, so the raw field tells whether the heading renders.
  const headed = Boolean(fields.heading);
  return (
    <section {...rest} aria-labelledby={headed ? id : undefined} aria-label={headed ? undefined : label}>
      <SectionHeading fields={fields} id={id} />
      {children}
    </section>
  );
}
