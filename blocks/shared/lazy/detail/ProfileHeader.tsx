import type { ReactNode } from 'react';
import { Avatar } from '../catalogue/cards/Avatar';
import { CompanyLink } from './CompanyLink';

export interface ProfilePerson {
  id: string;
  displayName: string;
  photo: string | null;
  jobTitle: string | null;
  company: string | null;
  companyId: string | null;
}

/** Photo, name (the page's heading), job title and company of a speaker or attendee; `children` adds lines below. */
export function ProfileHeader({ person, children }: { person: ProfilePerson; children?: ReactNode }) {
  return (
    <header className="detail-profile">
      <Avatar id={person.id} name={person.displayName} photo={person.photo} />
      <div className="detail-profile__text">
        <h1 className="detail-title">{person.displayName}</h1>
        {person.jobTitle && <p className="detail-profile__job">{person.jobTitle}</p>}
        <CompanyLink companyId={person.companyId} name={person.company} />
        {children}
      </div>
    </header>
  );
}
