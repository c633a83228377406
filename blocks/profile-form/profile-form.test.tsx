import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../../src/app/block-kit';
import { blockDefaults } from '../shared/lazy/block-meta';
import { installProfileApi, renderProfileBlock } from '../testing/profile-api';
import { avery } from '../testing/profile-samples';
import { profileForm } from './index';

const show = () => renderProfileBlock(profileForm, blockDefaults(profileForm), avery);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

afterEach(() => vi.unstubAllGlobals());

describe('profile form', () => {
  it('lays out the metadata’s sections with a labelled control per field, filled from the profile', async () => {
    installProfileApi();
    show();
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Avery');
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Country or region') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Germany');
    expect(screen.getByRole('group', { name: 'Work and interests' })).toBeTruthy();
    const interests = screen.getByRole('group', { name: 'Interests' });
    expect((within(interests).getByLabelText('AI') as HTMLInputElement).checked).toBe(true);
    // A sub-topic sits in the list under its topic.
    expect(within(interests).getByLabelText('Agents').closest('ul')?.closest('li')?.textContent).toContain('AI');
    expect(screen.queryByLabelText(/photo/i)).toBeNull();
    expect((screen.getByRole('button', { name: 'Save profile' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a mistake next to its field, moves the keyboard there and sends nothing', async () => {
    const { sent } = installProfileApi();
    show();
    const first = await screen.findByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(screen.getByLabelText('Job title'), 'x'.repeat(10));
    const job = screen.getByLabelText('Job title') as HTMLInputElement;
    job.setSelectionRange(0, 0);
    await userEvent.paste('y'.repeat(300));
    await save();
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required.');
    expect(screen.getByText('Use at most 300 characters.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
    await userEvent.type(first, 'Ava');
    expect(first.getAttribute('aria-invalid')).toBe('false');
  });

  it('sends only what changed, an edited social handle with the others it keeps', async () => {
    const { sent } = installProfileApi();
    show();
    await userEvent.type(await screen.findByLabelText('Company'), 'Wombat Works');
    await userEvent.click(within(screen.getByRole('group', { name: 'Interests' })).getByLabelText('Agents'));
    await userEvent.type(screen.getByLabelText('Website'), 'avery.dev');
    await save();
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      company: 'Wombat Works',
      interests: ['AI', 'AI|Agents'],
      social: { linkedin: 'avery-a', website: 'avery.dev' },
    });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save profile' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('shows what the server refused beside its field', async () => {
    installProfileApi({
      'PUT /profile': { status: 400, body: { error: 'ValidationError', message: 'The profile has invalid fields', details: [{ path: '/body/timeZone', message: 'must be an IANA time zone' }] } },
    });
    show();
    const zone = (await screen.findByLabelText('Time zone')) as HTMLSelectElement;
    await userEvent.selectOptions(zone, 'Europe/Berlin');
    await save();
    await waitFor(() => expect(zone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(zone);
    expect(screen.getByText('This value is not accepted.')).toBeTruthy();
    expect(useShellStore.getState().toasts.at(-1)).toMatchObject({ kind: 'error', message: 'translate.base.blocks.profile.error.save' });
  });
});
