import type { Db } from '../db/client';
import type { LiveBus } from '../live/bus';
import { upsertCatalogue } from './repository';
import type { CatalogueData, UpsertOptions, UpsertResult } from './types';

/** Upserts, then tells every node (search indexes included) that the catalogue changed. Nothing is published on failure. */
export async function writeCatalogue(db: Db, live: LiveBus, data: Partial<CatalogueData>, options: UpsertOptions = {}): Promise<UpsertResult> {
  const result = await upsertCatalogue(db, data, options);
  live.publish({ type: 'onCatalogueChanged', data: {} });
  return result;
}
