import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../../src/app/block-kit';
import { blockDefaults } from '../shared/lazy/block-meta';
import { installProfileApi, renderProfileBlock } from '../testing/profile-api';
import { avery } from '../testing/profile-samples';
import { profilePrivacy } from './index';

const show = () => renderProfileBlock(profilePrivacy, blockDefaults(profilePrivacy), avery);
const directory = () => screen.findByRole('switch', { name: 'Show my profile in the attendee directory' });

afterEach(() => vi.unstubAllGlobals());

describe('profile privacy switches', () => {
  it('shows each switch as the profile has it, described by what it means', async () => {
    installProfileApi();
    show();
    expect((await directory()).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Show the sessions I attend' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Accept meeting requests' }).getAttribute('aria-checked')).toBe('true');
    expect((await directory()).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('saves a switch the moment it is flipped, by keyboard too', async () => {
    const { sent } = installProfileApi();
    show();
    (await directory()).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ displayProfileToPublic: false }));
    await waitFor(async () => expect((await directory()).getAttribute('aria-checked')).toBe('false'));
  });

  it('puts a refused change back and says so', async () => {
    installProfileApi({ 'PUT /profile': { status: 500, body: { error: 'InternalServerError', message: 'Internal server error' } } });
    show();
    await userEvent.click(await directory());
    await waitFor(() => expect(useShellStore.getState().toasts.at(-1)).toMatchObject({ kind: 'error' }));
    expect((await directory()).getAttribute('aria-checked')).toBe('true');
  });
});
