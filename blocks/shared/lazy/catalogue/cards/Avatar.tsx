import { imageSrc } from '../../../safe-url';
import { avatarColour, initials } from './avatar-colour';
import './avatar.css';

/** A person's photo, or their initials on a colour of their own when there is none. The name is shown beside it. */
export function Avatar({ id, name, photo }: { id: string; name: string; photo: string | null }) {
  const src = imageSrc(photo ?? undefined);
  if (src) return <img className="catalogue-avatar" src={src} alt="" width={64} height={64} loading="lazy" />;
  return (
    <span className={`catalogue-avatar catalogue-avatar--initials catalogue-avatar--${avatarColour(id)}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
