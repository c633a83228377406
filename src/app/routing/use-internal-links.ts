import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { internalLinkTarget } from './internal-link';

/**
 * Content links are plain `<a href>` (blocks and editor-written HTML alike); one delegated listener turns clicks on
 * site paths into router navigation, so a link does not reload the app (and unsaved-work guards get to ask).
 */
export function useInternalLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor) return;
      const target = internalLinkTarget(anchor, event, window.location);
      if (target === null) return;
      event.preventDefault();
      void navigate(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
