import { httpUrl } from '../../shared/safe-url';
import type { ArchivesFrameProps } from '../props.gen';

export type ArchiveEdition = NonNullable<ArchivesFrameProps['archives']>[number];

/** The editions that can be framed: an http(s) address (the schema says so; older content may not). */
export function frameableArchives(archives: readonly ArchiveEdition[] | undefined): ArchiveEdition[] {
  return (archives ?? []).filter((archive) => httpUrl(archive.url) !== undefined);
}

/** The edition shown first: the route's (/archives/{id}), else the configured default, else the first. Ids match case-insensitively. */
export function firstArchive(archives: readonly ArchiveEdition[], routeId: string | undefined, defaultId: string | undefined): ArchiveEdition | undefined {
  const byId = (id: string | undefined) => (id ? archives.find((archive) => archive.id.toLowerCase() === id.toLowerCase()) : undefined);
  return byId(routeId) ?? byId(defaultId) ?? archives[0];
}
