import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '../../src/app/block-kit';
import { demoPageContext, demoSettings } from '../../storybook/demo-page-context';
import { attendee } from '../../tests/engine/catalogue-search/builders';
import { testUser } from '../../tests/ui/helpers/fixtures';
import { stubFetch } from '../testing/fake-fetch';
import { attendeeCatalogueConfig } from './lazy/attendee-config';

const viewer = testUser('attendee');
const { email: _quinnsEmail, ...quinn } = attendee({ attendeeId: 'att-quinn', displayName: 'Quinn Quokka', isAvailableForMeetings: true });
const { email: _ownEmail, ...own } = attendee({ attendeeId: 'att-own', displayName: 'Avery Attendee', userId: viewer.id, isAvailableForMeetings: true });

afterEach(() => vi.unstubAllGlobals());

describe('attendee card contact links', () => {
  it('lets a directory member message or meet another attendee from the card, never themselves', async () => {
    stubFetch(({ path }) => (path === '/profile/summary' ? { status: 200, body: { attendeeDirectory: true } } : { status: 200, body: { type: 0, ids: [] } }));
    const { Card } = attendeeCatalogueConfig;
    const settings = { ...demoSettings, features: { ...demoSettings.features, showMessaging: true, showMeetings: true } };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PageContext.Provider value={demoPageContext({ user: viewer, scopes: viewer.scopes, settings })}>
          <Card item={quinn} view="grid" />
          <Card item={own} view="grid" />
        </PageContext.Provider>
      </QueryClientProvider>,
    );
    const message = await screen.findByRole('link', { name: 'Send message to Quinn Quokka' });
    const quinnsCard = message.closest('article') as HTMLElement;
    expect(within(quinnsCard).getByRole('link', { name: 'Book meeting with Quinn Quokka' }).getAttribute('href')).toBe('/en-us/meetings/schedule?attendeeId=att-quinn');
    const ownCard = screen.getByRole('link', { name: 'Avery Attendee' }).closest('article') as HTMLElement;
    expect(within(ownCard).getAllByRole('link').map((link) => link.textContent)).toEqual(['Avery Attendee']);
  });
});
