import { createContext } from 'react';
import { createAppRegistry, type AppBlockRegistry } from '../block-contract';

/** The block types the renderer can draw; the app provides the real registry, tests and stories their own. */
export const RegistryContext = createContext<AppBlockRegistry>(createAppRegistry([]));
