import type { BlockComponentProps } from '../../../src/app/block-kit';
import { Catalogue } from '../../shared/lazy/catalogue/Catalogue';
import type { SpeakerCatalogueProps } from '../props.gen';
import { speakerCatalogueConfig } from './speaker-config';

export default function SpeakerCatalogue({ props }: BlockComponentProps<SpeakerCatalogueProps>) {
  return <Catalogue config={speakerCatalogueConfig} fields={props} showHeaderLinks={props.showHeaderButtons !== false} />;
}
