import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../../src/app/block-kit';
import { blockDefaults } from '../shared/lazy/block-meta';
import { renderAppointmentBlock } from '../testing/appointment-api';
import { appointmentSettings, kubernetesLab } from '../testing/appointment-samples';
import { stubFetch, type FakeAnswer } from '../testing/fake-fetch';
import { appointmentDetail } from './index';

const api = (answers: Record<string, FakeAnswer>) => stubFetch(({ method, path }) => answers[`${method} ${path}`] ?? { status: 404, body: { error: 'NotFound', message: path } });
const found = { 'GET /appointment/ap-7': { status: 200, body: kubernetesLab } };
const show = (features: Record<string, boolean> = {}, id = 'ap-7') =>
  renderAppointmentBlock(appointmentDetail, blockDefaults(appointmentDetail), `/en-us/appointments/${id}`, {
    page: 'appointment-detail',
    params: { appointmentId: id },
    settings: appointmentSettings(features),
  });
const lastToast = () => useShellStore.getState().toasts.at(-1);

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useShellStore.setState({ toasts: [] }));
});

describe('appointment detail', () => {
  it('shows the appointment on the event’s clock, with its type, place and notes', async () => {
    api(found);
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kubernetes lab' })).toBeTruthy();
    const facts = screen.getAllByRole('definition')[0]?.closest('dl') as HTMLElement;
    expect(facts.textContent).toContain('Hands-on lab');
    expect(facts.textContent).toContain('Mar 10, 2027, 9:00 AM – 10:30 AM PST');
    expect(facts.textContent).toContain('Lab 3');
    // Notes are plain text: their addresses become links, nothing else.
    const notes = within(screen.getByRole('region', { name: 'Notes' }));
    expect(notes.getByText(/Bring the laptop\. Setup:/)).toBeTruthy();
    expect(notes.getByRole('link', { name: 'https://example.com/k8s-lab' }).getAttribute('href')).toBe('https://example.com/k8s-lab');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/en-us/appointments/edit/ap-7');
  });

  it('deletes it after asking, says so and goes back to My schedule', async () => {
    const sent = api({ ...found, 'DELETE /appointment/ap-7': { status: 204, body: '' } });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Kubernetes lab”?' });
    // The safe answer is the one focused.
    expect(document.activeElement?.textContent).toBe('Go back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete appointment' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/en-us/schedule');
    expect(sent.some((request) => request.method === 'DELETE' && request.path === '/appointment/ap-7')).toBe(true);
    expect(lastToast()).toMatchObject({ kind: 'success', message: 'translate.base.appointments.removed-successfully', values: { name: 'Kubernetes lab' } });
  });

  it('stays when the deletion fails, with the spec’s removed-failed toast', async () => {
    api({ ...found, 'DELETE /appointment/ap-7': { status: 500, body: { error: 'InternalServerError', message: 'boom' } } });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete appointment' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ kind: 'error', message: 'translate.base.appointments.removed-failed' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Kubernetes lab' })).toBeTruthy();
  });

  it('offers no edit or delete while meetings are switched off', async () => {
    api(found);
    show({ showMeetings: false });
    await screen.findByRole('heading', { level: 1, name: 'Kubernetes lab' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says when the appointment is not there, or not the visitor’s (404)', async () => {
    api(found);
    show({}, 'ap-someone-elses');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this appointment.');
    expect(screen.getByRole('link', { name: 'Back to My schedule' }).getAttribute('href')).toBe('/en-us/schedule');
  });
});
