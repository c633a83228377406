import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { AppointmentDetailProps } from './props.gen';

export const appointmentDetail = defineBlock<AppointmentDetailProps>({
  name: 'appointment-detail',
  component: lazyBlock(() => import('./lazy/AppointmentDetail')),
});
