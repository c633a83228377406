import type { BlockComponentProps } from '../../../src/app/block-kit';
import { Catalogue } from '../../shared/lazy/catalogue/Catalogue';
import type { SessionCatalogueProps } from '../props.gen';
import { sessionCatalogueConfig } from './session-config';

export default function SessionCatalogue({ props }: BlockComponentProps<SessionCatalogueProps>) {
  return <Catalogue config={sessionCatalogueConfig} fields={props} showHeaderLinks={props.showHeaderButtons !== false} pivotFacet={props.pivotFacet} />;
}
