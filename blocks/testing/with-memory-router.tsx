import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';

/** A story decorator for blocks that read the address or navigate (useSearchParams, useNavigate) outside the app's router. */
export const withMemoryRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);
