import { createContext, useContext } from 'react';

/** What every card of a catalogue shows times with. */
export interface CatalogueDisplay {
  /** The IANA zone times are shown in: the conference's or the viewer's. */
  timeZone: string;
  /** The moment "live now" is judged at (the testing date when one is set). */
  now: Date;
}

export const CatalogueDisplayContext = createContext<CatalogueDisplay | null>(null);

export function useCatalogueDisplay(): CatalogueDisplay {
  const display = useContext(CatalogueDisplayContext);
  if (!display) throw new Error('useCatalogueDisplay must be used inside a catalogue (CatalogueDisplayContext provider missing)');
  return display;
}
