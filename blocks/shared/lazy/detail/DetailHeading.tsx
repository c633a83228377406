import type { ReactNode } from 'react';

/** A detail page's heading (the item's name), with the item's favorite button beside it. */
export function DetailHeading({ children, favorite }: { children: ReactNode; favorite?: ReactNode }) {
  return (
    <div className="detail-heading">
      <h1 className="detail-title">{children}</h1>
      {favorite}
    </div>
  );
}
