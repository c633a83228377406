import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { appointmentSettings, kubernetesLab } from '../testing/appointment-samples';
import { appointmentStoryDecorators } from '../testing/appointment-stories';
import { avery } from '../testing/profile-samples';
import { appointmentForm } from './index';
import type { AppointmentFormProps } from './props.gen';

/** A new appointment (/appointments/schedule): it starts on the event's first morning, for an hour. */
const meta = {
  title: 'Blocks/Appointment form',
  render: (props) => <BlockPreview type={appointmentForm} props={props} />,
  args: blockDefaults(appointmentForm),
  decorators: appointmentStoryDecorators,
  parameters: { pageContext: { page: 'appointment-new', user: avery, scopes: avery.scopes, settings: appointmentSettings() } },
} satisfies Meta<AppointmentFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent without a name: the problem shows by the field, which takes the focus. */
export const NewAppointment: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create appointment' }));
    await canvas.findByText('Please give the appointment a name.');
  },
};

/** Avery's lab on /appointments/edit/ap-7, with delete. */
export const EditAppointment: Story = {
  parameters: { pageContext: { page: 'appointment-edit', params: { appointmentId: kubernetesLab.id } } },
};
