import { appointmentKeys } from '../../src/api/lazy/appointments';
import { kubernetesLab } from './appointment-samples';
import { avery } from './profile-samples';
import { withMemoryRouter } from './with-memory-router';
import { withSeededQueries } from './seeded-queries';

/** An appointment block's story: Avery signed in, with their Kubernetes lab already loaded. */
export const appointmentStoryDecorators = [withMemoryRouter, withSeededQueries([[appointmentKeys.one(avery.id, kubernetesLab.id), kubernetesLab]])];
