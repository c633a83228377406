import { useState } from 'react';
import { useViewer } from '../../viewer';

/** The moment the site is shown for: the local testing date, else the server's, else the clock when first asked. */
export function useViewerMoment(): Date {
  const { testingDate, settings } = useViewer();
  const [openedAt] = useState(() => Date.now());
  return new Date(testingDate ?? settings.serverTestingDate ?? openedAt);
}
