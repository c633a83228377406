import { createContext, useContext } from 'react';
import type { Environment } from '../../engine';

/** What meta-edit fields share: the environment whose texts they edit (the one the overlay edits). */
export interface MetaEditContextValue {
  env: Environment;
}

export const MetaEditContext = createContext<MetaEditContextValue | null>(null);

export function useMetaEdit(): MetaEditContextValue {
  const value = useContext(MetaEditContext);
  if (!value) throw new Error('useMetaEdit must be used inside meta-edit mode');
  return value;
}
