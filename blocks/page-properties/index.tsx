import { useEffect } from 'react';
import { type BlockComponentProps, defineBlock } from '../../src/app/block-kit';
import { imageSrc } from '../shared/safe-url';
import { applyPageProperties } from './apply-page-properties';
import type { PagePropertiesProps } from './props.gen';
import './page-properties.css';

function PageProperties({ props }: BlockComponentProps<PagePropertiesProps>) {
  const { backgroundColor, darkTheme, classes } = props;
  const backgroundImage = imageSrc(props.backgroundImage);
  useEffect(
    () => applyPageProperties(document.body, { backgroundColor, backgroundImage, darkTheme, classes }),
    [backgroundColor, backgroundImage, darkTheme, classes],
  );
  return null;
}

export const pageProperties = defineBlock<PagePropertiesProps>({
  name: 'page-properties',
  component: PageProperties,
});
