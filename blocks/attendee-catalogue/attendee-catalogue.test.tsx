import { configure, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueServer } from '../../tests/api/catalogue-fixture';
import { renderCatalogue, startCatalogueApi } from '../../tests/ui/catalogue/render-catalogue';
import { testUser } from '../../tests/ui/helpers/fixtures';
import { demoSettings } from '../../storybook/demo-page-context';
import { attendeeCatalogue } from './index';
import type { AttendeeCatalogueProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

configure({ asyncUtilTimeout: 5000 });

let server: CatalogueServer;
beforeAll(async () => {
  server = await startCatalogueApi();
}, 120_000);
afterAll(() => server.close());
beforeEach(() => window.sessionStorage.clear());

const show = (path: string, context = {}) => renderCatalogue(attendeeCatalogue, blockDefaults(attendeeCatalogue) as AttendeeCatalogueProps, { path, context });

describe('attendee catalogue block', { timeout: 20_000 }, () => {
  it('shows public profiles only, in a grid, with initials where there is no photo', async () => {
    show('/en-us/attendees?search=quokka');
    await screen.findByRole('heading', { level: 2, name: '1 attendee' });
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Quokka Publicus' }).getAttribute('href')).toBe('/en-us/attendees/api-att-public');
    expect(card.querySelector('.catalogue-avatar--initials')?.textContent).toBe('QP');
    expect(screen.queryByText('Quokka Privatus')).toBeNull();
    expect(document.querySelector('.catalogue-results--grid')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Layout' })).getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('links signed-in visitors to their meetings and messages while those are on', async () => {
    const attendee = testUser('attendee');
    const features = { ...demoSettings.features, showMeetings: true, showMessaging: false };
    show('/en-us/attendees?search=quokka', { user: attendee, scopes: attendee.scopes, settings: { ...demoSettings, features } });
    await screen.findByRole('heading', { level: 2, name: '1 attendee' });
    expect(screen.getByRole('link', { name: 'My meetings' }).getAttribute('href')).toBe('/en-us/meetings');
    expect(screen.queryByRole('link', { name: 'My messages' })).toBeNull();
  });

  it('keeps one layout when the block allows only that one', async () => {
    renderCatalogue(attendeeCatalogue, { ...(blockDefaults(attendeeCatalogue) as AttendeeCatalogueProps), viewMode: 'list' }, { path: '/en-us/attendees?search=quokka&view=grid' });
    await screen.findByRole('heading', { level: 2, name: '1 attendee' });
    expect(screen.queryByRole('group', { name: 'Layout' })).toBeNull();
    expect(document.querySelector('.catalogue-results--list')).toBeTruthy();
  });
});
