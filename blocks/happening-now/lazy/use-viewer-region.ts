import { useOwnAttendee } from '../../../src/api/lazy/catalogue-items';
import { usePageContext } from '../../../src/app/block-kit';

export interface ViewerRegion {
  /** The viewer's profile is still on its way: which sessions are theirs is not known yet. */
  pending: boolean;
  /** The logical value of the signed-in viewer's attendee region; null filters nothing. */
  region: string | null;
}

const NO_REGION: ViewerRegion = { pending: false, region: null };

/**
 * The region to keep live sessions for when `wanted`: the signed-in viewer's attendee region. Anonymous visitors,
 * viewers without a profile or a region, and a failed load leave every region in.
 */
export function useViewerRegion(wanted: boolean): ViewerRegion {
  const { user } = usePageContext();
  const viewerId = wanted ? (user?.id ?? null) : null;
  const own = useOwnAttendee(viewerId);
  if (viewerId === null) return NO_REGION;
  return { pending: own.isPending, region: own.data?.region?.logicalValue ?? null };
}
