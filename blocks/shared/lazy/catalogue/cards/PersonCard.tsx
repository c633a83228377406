import type { ReactNode } from 'react';
import { usePageContext } from '../../../../../src/app/block-kit';
import { localizedPath } from '../../../../../src/engine';
import type { CatalogueView } from '../state/catalogue-state';
import { Avatar } from './Avatar';

interface PersonCardProps {
  id: string;
  name: string;
  photo: string | null;
  /** Path of the person's page, without the language prefix. */
  path: string;
  /** Job title, company and the like, in order; blanks are left out. */
  details: readonly (string | null | undefined)[];
  view: CatalogueView;
  /** The person's favorite button. */
  favorite?: ReactNode;
  /** Ways to reach the person, below the details. */
  actions?: ReactNode;
}

/** A speaker's or attendee's card: photo or initials, the name linking to their page, and a few details. */
export function PersonCard({ id, name, photo, path, details, view, favorite, actions }: PersonCardProps) {
  const { locale } = usePageContext();
  return (
    <article className={`catalogue-card catalogue-card--${view} catalogue-card--person`}>
      <Avatar id={id} name={name} photo={photo} />
      <div className="catalogue-card__body">
        <h3 className="catalogue-card__title">
          <a href={localizedPath(locale, path)}>{name}</a>
        </h3>
        {details
          .filter((detail): detail is string => Boolean(detail))
          .map((detail) => (
            <p key={detail} className="catalogue-card__detail">
              {detail}
            </p>
          ))}
        {actions}
      </div>
      {favorite}
    </article>
  );
}
