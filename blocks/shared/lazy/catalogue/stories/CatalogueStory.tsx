import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CatalogueEntity } from '../../../../../src/api/lazy/catalogue';
import type { AppBlockType } from '../../../../../src/app/block-kit';
import { BlockPreview } from '../../../../../storybook/BlockPreview';
import type { CatalogueConfig } from '../catalogue-config';
import { seedFirstAnswer } from '../../../../../storybook/catalogue/demo-answers';

interface CatalogueStoryProps<P, E extends CatalogueEntity> {
  type: AppBlockType<P>;
  props: P;
  config: CatalogueConfig<E>;
  /** The page's path with the query the story starts from. */
  path: string;
}

/** A catalogue block at a URL, its first answer already searched from demo data. */
export function CatalogueStory<P, E extends CatalogueEntity>({ type, props, config, path }: CatalogueStoryProps<P, E>) {
  const [client] = useState(() => {
    const created = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
    seedFirstAnswer(created, config, new URL(path, 'http://story').search);
    return created;
  });
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <BlockPreview type={type} props={props} /> }], { initialEntries: [path] }));
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
