import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { DEMO_MEDIA } from '../shared/lazy/video/stories/demo-media';
import { archivesFrame } from './index';
import type { ArchivesFrameProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const editions: ArchivesFrameProps['archives'] = [
  { id: '2026', label: 'Summit 2026', url: DEMO_MEDIA.embedPage('Summit 2026 archive') },
  { id: '2025', label: 'Summit 2025', url: DEMO_MEDIA.embedPage('Summit 2025 archive') },
  { id: '2024', label: 'Summit 2024', url: DEMO_MEDIA.embedPage('Summit 2024 archive') },
];

const meta = {
  title: 'Blocks/Archives frame',
  render: (props) => <BlockPreview type={archivesFrame} props={props} />,
  args: { ...blockDefaults(archivesFrame), archives: editions, frameTitle: 'Session archive', height: 360 },
} satisfies Meta<ArchivesFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest edition, with the picker for the others. */
export const NewestEdition: Story = {};

export const DefaultEdition: Story = { args: { defaultArchive: '2024' } };

/** On /archives/2025 the route's edition opens first. */
export const EditionFromRoute: Story = { parameters: { pageContext: { page: 'archives', params: { id: '2025' } } } };

export const SingleEditionWithoutPicker: Story = { args: { archives: editions.slice(0, 1), heading: undefined } };
