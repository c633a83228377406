import { blockTypes } from '../blocks';
import { createAppRegistry } from './app/block-contract';

/** Every block type of the site, registered once at start-up: the composition root joins the app and the blocks. */
export const appRegistry = createAppRegistry(blockTypes);
