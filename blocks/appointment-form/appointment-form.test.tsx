import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../../src/app/block-kit';
import { eventDays } from '../../src/engine/lazy/appointments';
import { blockDefaults } from '../shared/lazy/block-meta';
import { renderAppointmentBlock } from '../testing/appointment-api';
import { appointmentSettings, kubernetesLab } from '../testing/appointment-samples';
import { stubFetch, type FakeAnswer } from '../testing/fake-fetch';
import { appointmentForm } from './index';
import { newDraft, partOfPath, problemsByPart } from './lazy/draft';

const ZONE = 'America/Los_Angeles';
const api = (answers: Record<string, FakeAnswer>) => stubFetch(({ method, path }) => answers[`${method} ${path}`] ?? { status: 404, body: { error: 'NotFound', message: path } });
const lastToast = () => useShellStore.getState().toasts.at(-1);
const landed = async () => (await screen.findByTestId('landed')).textContent;

function showNew(query = '', features: Record<string, boolean> = {}, isEditor = false) {
  return renderAppointmentBlock(appointmentForm, blockDefaults(appointmentForm), `/en-us/appointments/schedule${query}`, {
    page: 'appointment-new',
    settings: appointmentSettings(features),
    isEditor,
  });
}

function showEdit(features: Record<string, boolean> = {}) {
  return renderAppointmentBlock(appointmentForm, blockDefaults(appointmentForm), '/en-us/appointments/edit/ap-7', {
    page: 'appointment-edit',
    params: { appointmentId: 'ap-7' },
    settings: appointmentSettings(features),
  });
}

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const setTime = (name: 'Starts' | 'Ends', value: string) => fireEvent.change(field(name), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useShellStore.setState({ toasts: [] }));
});

describe('a new appointment', () => {
  it('is made of what was typed, its times read on the event’s clock, and goes back where it was asked from', async () => {
    const sent = api({ 'POST /appointment': { status: 200, body: { ...kubernetesLab, id: 'ap-new' } } });
    showNew('?source=/schedule');
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Kubernetes lab');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Hands-on lab');
    setTime('Starts', '2027-03-10T09:00');
    setTime('Ends', '2027-03-10T10:30');
    await userEvent.type(screen.getByRole('textbox', { name: 'Where' }), ' Lab 3 ');
    await userEvent.click(screen.getByRole('textbox', { name: 'Notes' }));
    await userEvent.paste(kubernetesLab.description);
    expect(screen.getByText('Times are on the event’s clock (PST).')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create appointment' }));
    expect(await landed()).toBe('/en-us/schedule');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Kubernetes lab',
      appointmentType: 'lab',
      start: '2027-03-10T17:00:00.000Z',
      finish: '2027-03-10T18:30:00.000Z',
      location: 'Lab 3',
      description: kubernetesLab.description,
    });
    expect(lastToast()).toMatchObject({ kind: 'success', message: 'translate.base.appointments.created-successfully', values: { name: 'Kubernetes lab' } });
  });

  it('goes to the new appointment without a source, and never to another site', async () => {
    api({ 'POST /appointment': { status: 200, body: { ...kubernetesLab, id: 'ap-new' } } });
    showNew('?source=//evil.example');
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Focus time');
    await userEvent.click(screen.getByRole('button', { name: 'Create appointment' }));
    expect(await landed()).toBe('/en-us/appointments/ap-new');
  });

  it('shows its problems by their fields before sending anything, and they go as they are fixed', async () => {
    const sent = api({});
    showNew();
    setTime('Starts', '2027-03-20T09:00');
    setTime('Ends', '2027-03-20T10:00');
    await userEvent.click(await screen.findByRole('button', { name: 'Create appointment' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please give the appointment a name.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'When' }).getAttribute('aria-describedby')).toContain(screen.getByText('Appointments can only be scheduled during the event.').id);
    await userEvent.type(name, 'Focus time');
    expect(screen.queryByText('Please give the appointment a name.')).toBeNull();
    setTime('Ends', '2027-03-20T08:00');
    expect(screen.getByText('The appointment must end after it starts.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('keeps what was typed when the server refuses it, says why in the reader’s words by the field, and focuses it', async () => {
    // The server's own answer (server/appointments/service.ts): its message is for developers, its code for the page.
    const outside = { path: '/start', message: 'outside-event: an appointment must lie within the event dates', code: 'outside-event' };
    api({ 'POST /appointment': { status: 400, body: { error: 'ValidationError', message: outside.message, details: [outside] } } });
    showNew();
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Focus time');
    await userEvent.click(screen.getByRole('button', { name: 'Create appointment' }));
    expect(await screen.findByText('Appointments can only be scheduled during the event.')).toBeTruthy();
    expect(screen.queryByText(/outside-event:/)).toBeNull();
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Focus time');
    expect(field('Starts').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Starts')));
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('says created-failed when the server fails', async () => {
    api({ 'POST /appointment': { status: 500, body: { error: 'InternalServerError', message: 'boom' } } });
    showNew();
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Focus time');
    await userEvent.click(screen.getByRole('button', { name: 'Create appointment' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ kind: 'error', message: 'translate.base.appointments.created-failed' }));
  });

  it('counts the characters of a name and stops at its limit', async () => {
    api({});
    showNew();
    const name = await screen.findByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: '🙂'.repeat(201) } });
    expect([...(name as HTMLInputElement).value]).toHaveLength(200);
    expect(screen.getByText('200 of 200 characters')).toBeTruthy();
  });

  it('shows nothing while creation is off, and tells editors why', async () => {
    const sent = api({});
    const { container, unmount } = showNew('', { enableAppointmentCreation: false });
    expect(container.textContent).toBe('');
    unmount();
    showNew('', { enableAppointmentCreation: false }, true);
    expect((await screen.findByRole('note')).textContent).toContain('enableAppointmentCreation');
    expect(sent).toEqual([]);
  });
});

describe('editing an appointment', () => {
  it('starts from the appointment on the event’s clock, saves it whole by its id and goes to it', async () => {
    const sent = api({ 'GET /appointment/ap-7': { status: 200, body: kubernetesLab }, 'PUT /appointment': { status: 200, body: { ...kubernetesLab, name: 'Kubernetes lab (advanced)' } } });
    showEdit();
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit appointment' })).toBeTruthy();
    expect([field('Starts').value, field('Ends').value]).toEqual(['2027-03-10T09:00', '2027-03-10T10:30']);
    await userEvent.type(name, ' (advanced)');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await landed()).toBe('/en-us/appointments/ap-7');
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      id: 'ap-7',
      name: 'Kubernetes lab (advanced)',
      appointmentType: 'lab',
      start: kubernetesLab.start,
      finish: kubernetesLab.finish,
      location: 'Lab 3',
      description: kubernetesLab.description,
    });
    expect(lastToast()).toMatchObject({ kind: 'success', message: 'translate.base.appointments.saved-successfully' });
  });

  it('says saved-failed when the save fails, and deletes after asking', async () => {
    const sent = api({
      'GET /appointment/ap-7': { status: 200, body: kubernetesLab },
      'PUT /appointment': { status: 503, body: { error: 'ServiceUnavailable', message: 'later' } },
      'DELETE /appointment/ap-7': { status: 204, body: '' },
    });
    showEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ kind: 'error', message: 'translate.base.appointments.saved-failed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete “Kubernetes lab”?' })).getByRole('button', { name: 'Delete appointment' }));
    expect(await landed()).toBe('/en-us/schedule');
    expect(sent.some((request) => request.method === 'DELETE')).toBe(true);
  });
});

describe('the form’s draft', () => {
  const days = eventDays((name) => ({ eventTimezone: ZONE, eventStartDate: '2027-03-09T08:00:00-08:00', eventEndDate: '2027-03-12T18:00:00-07:00' })[name]);

  it.each([
    ['before the event: its first morning', '2026-09-01T12:00:00Z', days, '2027-03-09T09:00', '2027-03-09T10:00'],
    ['during the event: the next full hour', '2027-03-10T17:20:00Z', days, '2027-03-10T10:00', '2027-03-10T11:00'],
    ['without event dates: the next full hour', '2026-09-01T12:00:00Z', null, '2026-09-01T06:00', '2026-09-01T07:00'],
  ])('a new appointment %s', (_story, now, eventDates, start, finish) => {
    const draft = newDraft(new Date(now), eventDates, ZONE);
    expect([draft.start, draft.finish]).toEqual([start, finish]);
  });

  it('shows each problem with its part of the form, the first of a part only', () => {
    expect(problemsByPart(['name-required', 'end-before-start', 'outside-event'])).toEqual({ name: 'name-required', time: 'end-before-start' });
  });

  it.each([
    ['/body/start', 'time'],
    ['/body/finish', 'time'],
    ['/body/name', 'name'],
    ['/body/description', 'description'],
    ['/body', undefined],
  ])('reads the refusal’s path %s as the part %s', (path, part) => {
    expect(partOfPath(path)).toBe(part);
  });
});
