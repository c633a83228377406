import { useId, type ReactNode } from 'react';

/** A titled part of a detail page, named by its heading for assistive technology. */
export function DetailSection({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={['detail-section', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
