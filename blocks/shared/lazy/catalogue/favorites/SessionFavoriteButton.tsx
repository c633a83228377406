import type { SessionAnswer } from '../../../../../src/api/lazy/catalogue-items';
import { FAVORITE_TYPES } from '../../../../../src/engine/lazy/favorites';
import { FavoriteButton } from './FavoriteButton';
import { useSessionFavoriteLocked } from './use-favorite-access';

/** A session's favorite button, locked where the session rules keep it out of this visitor's favorites. */
export function SessionFavoriteButton({ session }: { session: SessionAnswer }) {
  const locked = useSessionFavoriteLocked(session);
  return <FavoriteButton type={FAVORITE_TYPES.session} id={session.sessionId} title={session.displayTitle || session.title} locked={locked} />;
}
