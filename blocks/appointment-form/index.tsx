import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { AppointmentFormProps } from './props.gen';

export const appointmentForm = defineBlock<AppointmentFormProps>({
  name: 'appointment-form',
  component: lazyBlock(() => import('./lazy/AppointmentForm')),
});
