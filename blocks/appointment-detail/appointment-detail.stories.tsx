import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { appointmentKeys } from '../../src/api/lazy/appointments';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { appointmentSettings, kubernetesLab } from '../testing/appointment-samples';
import { avery } from '../testing/profile-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { appointmentDetail } from './index';
import type { AppointmentDetailProps } from './props.gen';

/** Avery's lab on /appointments/ap-7, on the event's clock, with edit and delete. */
const meta = {
  title: 'Blocks/Appointment detail',
  render: (props) => <BlockPreview type={appointmentDetail} props={props} />,
  args: blockDefaults(appointmentDetail),
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
    withSeededQueries([[appointmentKeys.one(avery.id, kubernetesLab.id), kubernetesLab]]),
  ],
  parameters: {
    pageContext: { page: 'appointment-detail', params: { appointmentId: kubernetesLab.id }, user: avery, scopes: avery.scopes, settings: appointmentSettings() },
  },
} satisfies Meta<AppointmentDetailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnAppointment: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
  },
};

/** While meetings are switched off, the appointment is shown but not changed. */
export const ReadOnly: Story = {
  parameters: { pageContext: { settings: appointmentSettings({ showMeetings: false }) } },
};
