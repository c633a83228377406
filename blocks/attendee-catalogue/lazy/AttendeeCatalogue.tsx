import type { BlockComponentProps } from '../../../src/app/block-kit';
import { Catalogue } from '../../shared/lazy/catalogue/Catalogue';
import type { AttendeeCatalogueProps } from '../props.gen';
import { attendeeCatalogueConfig } from './attendee-config';

export default function AttendeeCatalogue({ props }: BlockComponentProps<AttendeeCatalogueProps>) {
  return <Catalogue config={attendeeCatalogueConfig} fields={props} showHeaderLinks={props.showHeaderButtons !== false} />;
}
