import { useId, type ReactNode } from 'react';
import './screen.css';

/** The frame of a built-in screen: a titled section inside the shell's main area. */
export function Screen({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="screen" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </section>
  );
}
