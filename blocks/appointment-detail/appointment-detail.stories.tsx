import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { appointmentSettings, kubernetesLab } from '../testing/appointment-samples';
import { appointmentStoryDecorators } from '../testing/appointment-stories';
import { avery } from '../testing/profile-samples';
import { appointmentDetail } from './index';
import type { AppointmentDetailProps } from './props.gen';

/** Avery's lab on /appointments/ap-7, on the event's clock, with edit and delete. */
const meta = {
  title: 'Blocks/Appointment detail',
  render: (props) => <BlockPreview type={appointmentDetail} props={props} />,
  args: blockDefaults(appointmentDetail),
  decorators: appointmentStoryDecorators,
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
