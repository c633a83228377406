import type { ReactNode } from 'react';
import { Avatar } from '../catalogue/cards/Avatar';
import { CompanyLink } from './CompanyLink';
import { DetailHeading } from './DetailHeading';

export interface ProfilePerson {
  id: string;
  displayName: string;
  photo: string | null;
  jobTitle: string | null;
  company: string | null;
  companyId: string | null;
}

/**
 * Photo, name (the page's heading) with the favorite button, job title and company of a speaker or attendee;
 * `children` adds lines below.
 */
export function ProfileHeader({ person, favorite, children }: { person: ProfilePerson; favorite?: ReactNode; children?: ReactNode }) {
  return (
    <header className="detail-profile">
      <Avatar id={person.id} name={person.displayName} photo={person.photo} />
      <div className="detail-profile__text">
        <DetailHeading favorite={favorite}>{person.displayName}</DetailHeading>
        {person.jobTitle && <p className="detail-profile__job">{person.jobTitle}</p>}
        <CompanyLink companyId={person.companyId} name={person.company} />
        {children}
      </div>
    </header>
  );
}
