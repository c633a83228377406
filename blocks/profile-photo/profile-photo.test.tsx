import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../../src/app/block-kit';
import { blockDefaults } from '../shared/lazy/block-meta';
import { installProfileApi, renderProfileBlock } from '../testing/profile-api';
import { avery } from '../testing/profile-samples';
import { profilePhoto } from './index';

const show = () => renderProfileBlock(profilePhoto, blockDefaults(profilePhoto), avery);
const picker = () => screen.findByLabelText('Choose a photo');
// userEvent would drop a file its `accept` does not list: these checks are about what the block does with one.
const user = () => userEvent.setup({ applyAccept: false });
const png = (size = 2048) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

describe('profile photo', () => {
  it.each([
    ['a text file', new File(['hello'], 'notes.txt', { type: 'text/plain' }), 'This file is not a PNG, JPEG, GIF or WebP image.'],
    ['a file over 5 MB', png(5 * 1024 * 1024 + 1), 'This file is larger than 5 MB.'],
  ])('refuses %s before sending it', async (_name, file, message) => {
    const { sent } = installProfileApi();
    show();
    await user().upload(await picker(), file);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((await picker()).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Upload photo' })).toBeNull();
    expect(sent.filter((request) => request.path === '/profile/photo')).toEqual([]);
  });

  it('previews a chosen photo, sends the file itself and shows the stored one', async () => {
    const { sent } = installProfileApi({ 'PUT /profile/photo': { status: 200, body: { profileImage: '/api/v1/attendee/att-avery/photo/ab.webp' } } });
    show();
    const file = png();
    await user().upload(await picker(), file);
    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' }).getAttribute('src')).toBe('blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(sent.find((request) => request.path === '/profile/photo')).toMatchObject({ method: 'PUT', body: file }));
    expect(await screen.findByRole('button', { name: 'Remove photo' })).toBeTruthy();
    expect(useShellStore.getState().toasts.at(-1)).toMatchObject({ kind: 'success', message: 'translate.base.blocks.profile.photo.saved' });
  });

  it.each([
    ['TooManyPixels', 400, 'This image has too many pixels (more than 40 million). Choose a smaller one.'],
    ['PhotoTooLarge', 413, 'This file is larger than 5 MB.'],
    ['InternalServerError', 500, 'The photo could not be uploaded.'],
  ])('tells why the server refused it (%s) and shows the spec’s toast', async (error, status, message) => {
    installProfileApi({ 'PUT /profile/photo': { status, body: { error, message: 'refused' } } });
    show();
    await user().upload(await picker(), png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(useShellStore.getState().toasts.at(-1)).toMatchObject({ kind: 'error', message: 'translate.base.blocks.profile.error.photo' });
  });
});
