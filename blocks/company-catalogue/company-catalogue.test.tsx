import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueServer } from '../../tests/api/catalogue-fixture';
import { renderCatalogue, startCatalogueApi } from '../../tests/ui/catalogue/render-catalogue';
import { testUser } from '../../tests/ui/helpers/fixtures';
import { demoSettings } from '../../storybook/demo-page-context';
import { companyCatalogue } from './index';
import type { CompanyCatalogueProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

configure({ asyncUtilTimeout: 5000 });

let server: CatalogueServer;
beforeAll(async () => {
  server = await startCatalogueApi();
}, 120_000);
afterAll(() => server.close());
beforeEach(() => window.sessionStorage.clear());

const directory = (kind: CompanyCatalogueProps['kind'], path: string, context = {}) =>
  renderCatalogue(companyCatalogue, { ...(blockDefaults(companyCatalogue) as CompanyCatalogueProps), kind }, { path, context });

describe('company directory block', { timeout: 20_000 }, () => {
  it('lists only the companies of its kind, linking to that kind of page', async () => {
    directory('exhibitors', '/en-us/exhibitors?search=quokka');
    await screen.findByRole('heading', { level: 2, name: '1 exhibitor' });
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Quokka Labs' }).getAttribute('href')).toBe('/en-us/exhibitors/api-co-2');
    expect(within(card).getByText('Booth Q12')).toBeTruthy();
    expect(screen.queryByText('Quokka Corp')).toBeNull();
  });

  it('shows sponsors with their level and no header links, and does not offer the kind as a refiner', async () => {
    const user = userEvent.setup();
    const editor = testUser('siteeditor');
    const features = { ...demoSettings.features, enableMySchedule: true, enableFavorites: true, showMeetings: true, showMessaging: true };
    directory('sponsors', '/en-us/sponsors?search=quokka', { user: editor, scopes: editor.scopes, settings: { ...demoSettings, features } });
    await screen.findByRole('heading', { level: 2, name: '1 sponsor' });
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Quokka Corp' }).getAttribute('href')).toBe('/en-us/sponsors/api-co-1');
    expect(within(card).getByText('gold')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^My / })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refine results' }));
    const drawer = screen.getByRole('region', { name: 'Refine results' });
    expect(within(drawer).getByRole('group', { name: 'Sponsor level' })).toBeTruthy();
    expect(within(drawer).queryByRole('group', { name: 'Type' })).toBeNull();
  });
});
