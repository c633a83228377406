import { blockTypes } from '../../../blocks';
import { createAppRegistry } from '../block-contract';

/** Every block type of the site, registered once at start-up. */
export const appRegistry = createAppRegistry(blockTypes);
