import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '../../src/app/block-kit';
import { demoPageContext } from '../../storybook/demo-page-context';
import { attendee } from '../../tests/engine/catalogue-search/builders';
import { testUser } from '../../tests/ui/helpers/fixtures';
import { attendeeCatalogueConfig } from './lazy/attendee-config';

const viewer = testUser('attendee');
const own = attendee({ attendeeId: 'att-own', displayName: 'Avery Attendee', userId: viewer.id });
const other = attendee({ attendeeId: 'att-other', displayName: 'Quinn Quokka' });

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ type: 0, ids: [] }), { headers: { 'content-type': 'application/json' } }));
});
afterEach(() => vi.unstubAllGlobals());

describe('attendee card', () => {
  it('offers to favorite other attendees, never the viewer’s own profile', async () => {
    const { Card } = attendeeCatalogueConfig;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PageContext.Provider value={demoPageContext({ user: viewer, scopes: viewer.scopes })}>
          <Card item={other} view="grid" />
          <Card item={own} view="grid" />
        </PageContext.Provider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Add Quinn Quokka to favorites' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Avery Attendee' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Avery Attendee to favorites' })).toBeNull();
  });
});
