import { useTranslation } from 'react-i18next';
import { useFavoriteIds, useFavoriteToggle } from '../../../../../src/api/lazy/favorites';
import { toast, usePageContext } from '../../../../../src/app/block-kit';
import type { FavoriteType } from '../../../../../src/engine/lazy/favorites';
import { isOwnProfile } from '../../../../../src/engine/own-profile';
import { useMayFavorite } from './use-favorite-access';
import './favorite-button.css';

const key = (name: string) => `translate.base.favorite.${name}`;

export interface FavoriteButtonProps {
  type: FavoriteType;
  /** The id the catalogue searches the item by (sessionId, speakerId, companyId, attendeeId). */
  id: string;
  /** Names the item in the button's name and in the announcements. */
  title: string;
  /** The item may not be added (a session rule): the button shows only to take a favorite out again. */
  locked?: boolean;
  /** An attendee's profile: nobody is offered their own. */
  profile?: { userId: string };
}

/** The button itself, for a visitor who may keep favorites of the type. */
function FavoriteToggle({ type, id, title, locked = false }: Omit<FavoriteButtonProps, 'profile'>) {
  const { t } = useTranslation();
  const favorites = useFavoriteIds(type);
  const toggle = useFavoriteToggle(type, id, {
    onChanged: ({ on }) => toast.show({ message: key(on ? 'added-to-backpack' : 'removed-from-backpack'), values: { title }, kind: 'success' }),
    onFailed: ({ on }) => toast.show({ message: key(on ? 'error.add' : 'error.remove'), values: { title }, kind: 'error' }),
  });
  const on = favorites.data?.includes(id) ?? false;
  if (!favorites.data || (locked && !on)) return null;
  const name = t(key('toggle'), { title });
  return (
    <button type="button" className="favorite-button" aria-pressed={on} aria-label={name} title={name} onClick={() => toggle.mutate({ on: !on })}>
      <svg className="favorite-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.8 5.8 6.4.9-4.6 4.5 1.1 6.3L12 17.3l-5.7 3 1.1-6.3-4.6-4.5 6.4-.9z" />
      </svg>
    </button>
  );
}

/**
 * Adds an item to the visitor's favorites or takes it out (spec 1 §4, §8): a toggle button named after the item,
 * pressed while it is a favorite. It shows only where the visitor may keep favorites of the type, once their list is
 * known; a change shows at once, is announced when stored, and goes back with an error toast when it fails.
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  const { user } = usePageContext();
  return useMayFavorite(props.type) && !(props.profile && isOwnProfile(props.profile, user)) ? <FavoriteToggle {...props} /> : null;
}
