import type { CSSProperties, ReactNode } from 'react';
import { usePreviewStore } from './preview-store';

/**
 * The page at the chosen viewport width. It is a query container named like the shell's ("viewport"), so the
 * blocks' width and hide-per-device rules answer for this width rather than the editor's window.
 */
export function PreviewCanvas({ children }: { children: ReactNode }) {
  const viewport = usePreviewStore((state) => state.viewport);
  const width = viewport === 'fit' ? undefined : ({ '--preview-width': `${viewport}px` } as CSSProperties);
  return (
    <div className="preview-canvas" data-viewport={viewport}>
      <div className="preview-canvas__page" style={width} data-preview-canvas="">
        {children}
      </div>
    </div>
  );
}
