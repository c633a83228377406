import type { BlockComponentProps } from '../../../src/app/block-kit';
import { Catalogue } from '../../shared/lazy/catalogue/Catalogue';
import type { CompanyCatalogueProps } from '../props.gen';
import { DIRECTORY_CONFIGS } from './company-config';

export default function CompanyCatalogue({ props }: BlockComponentProps<CompanyCatalogueProps>) {
  return <Catalogue config={DIRECTORY_CONFIGS[props.kind]} fields={props} showHeaderLinks={false} />;
}
