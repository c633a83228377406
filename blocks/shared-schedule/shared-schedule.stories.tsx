import type { Meta, StoryObj } from '@storybook/react-vite';
import { scheduleKeys } from '../../src/api/lazy/schedule';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { keynote, kubernetesLab, lunch } from '../testing/schedule-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { sharedSchedule } from './index';
import type { SharedScheduleProps } from './props.gen';

const meta = {
  title: 'Blocks/Shared schedule',
  render: (props) => <BlockPreview type={sharedSchedule} props={props} />,
  args: blockDefaults(sharedSchedule),
  decorators: [
    withSeededQueries([
      [
        scheduleKeys.shared('att-avery', 'en-us'),
        { attendeeId: 'att-avery', displayName: 'Avery Attendee', timeZone: 'America/Los_Angeles', events: [keynote, lunch, kubernetesLab] },
      ],
    ]),
  ],
  parameters: { pageContext: { page: 'attendee-schedule', params: { id: 'att-avery' } } },
} satisfies Meta<SharedScheduleProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Avery's shared schedule as a signed-out visitor sees it: two days, read-only. */
export const SharedByAvery: Story = {};
