import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useShellStore } from '../../src/app/block-kit';
import { demoSettings } from '../../storybook/demo-page-context';
import { renderBlock } from '../testing/render-block';
import { agendaPanel } from './index';
import type { AgendaItem, AgendaPanelProps } from './props.gen';

const item = (start: string, description: string, extra: Partial<AgendaItem> = {}): AgendaItem => ({ dateTimeIsoStampStart: start, description, ...extra });

// Out of order on purpose; 23:30 in Seattle is still the 9th there (already the 10th in UTC).
const items: AgendaItem[] = [
  item('2027-03-10T09:00:00-08:00', 'Day two keynote', { dateTimeIsoStampEnd: '2027-03-10T10:00:00-08:00' }),
  item('2027-03-09T23:30:00-08:00', 'Night owls meetup'),
  item('2027-03-09T09:00:00-08:00', 'Opening keynote', { dateTimeIsoStampEnd: '2027-03-09T10:30:00-08:00', speaker: 'Ada Lovelace', timeSubText: 'Doors open at 8:30' }),
];
const base: AgendaPanelProps = { heading: 'Agenda', items, grouped: true };
const show = (props: Partial<AgendaPanelProps>, context = {}) => renderBlock(agendaPanel, { ...base, ...props }, { context });
const plain = (text: string | null | undefined) => text?.replace(/[\u202f\u00a0\u2009]/g, ' ');
const rows = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((row) => plain(row.textContent));
const onDate = (serverTestingDate: string) => ({ settings: { ...demoSettings, serverTestingDate } });

afterEach(() => useShellStore.setState({ testingDate: null }));

describe('agenda panel', () => {
  it('splits the items into one tab per conference day, in time order, with the zone in the header', async () => {
    show({});
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tue, Mar 9', 'Wed, Mar 10']);
    const panel = screen.getByRole('tabpanel', { name: 'Tue, Mar 9' });
    expect(within(panel).getByRole('columnheader', { name: 'Time (PST)' })).toBeTruthy();
    expect(rows(panel)).toEqual(['9:00 AM – 10:30 AMOpening keynote', '11:30 PMNight owls meetup']);
    expect(screen.getByRole('region', { name: 'Agenda' })).toBeTruthy();
  });

  it("opens today's tab when asked (testing date), else the starting tab", async () => {
    const { unmount } = show({ defaultTabMatchesDate: true }, onDate('2027-03-10T12:00:00-08:00'));
    expect((await screen.findByRole('tab', { selected: true })).textContent).toBe('Wed, Mar 10');
    unmount();
    useShellStore.setState({ testingDate: '2027-03-09T12:00:00-08:00' });
    const second = show({ defaultTabMatchesDate: true, startingIndex: 1 }, onDate('2027-03-10T12:00:00-08:00'));
    expect((await screen.findByRole('tab', { selected: true })).textContent).toBe('Tue, Mar 9');
    second.unmount();
    show({ defaultTabMatchesDate: false, startingIndex: 1 }, onDate('2027-03-09T12:00:00-08:00'));
    expect((await screen.findByRole('tab', { selected: true })).textContent).toBe('Wed, Mar 10');
  });

  it('moves between days with the arrow keys, Home and End, keeping one tab in the tab order', async () => {
    const user = userEvent.setup();
    show({ items: [...items, item('2027-03-11T09:00:00-08:00', 'Day three')], displayYear: true });
    const first = await screen.findByRole('tab', { name: 'Tue, Mar 9, 2027' });
    await user.click(first);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Wed, Mar 10, 2027');
    expect(screen.getByRole('tabpanel').textContent).toContain('Day two keynote');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Thu, Mar 11, 2027');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Tue, Mar 9, 2027');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('gives a group, or items at the same times, one time cell', async () => {
    const at = { dateTimeIsoStampEnd: '2027-03-09T12:00:00-08:00' };
    const parallel = [
      item('2027-03-09T11:00:00-08:00', 'Track A', at),
      item('2027-03-09T11:00:00-08:00', 'Track B', at),
      item('2027-03-09T13:00:00-08:00', 'Workshop, part 1', { groupId: 'workshop' }),
      item('2027-03-09T14:00:00-08:00', 'Workshop, part 2', { groupId: 'workshop' }),
    ];
    const { unmount } = show({ items: parallel, grouped: false, groupByDateTime: true });
    const times = await screen.findAllByRole('rowheader');
    expect(times.map((cell) => [plain(cell.textContent), cell.getAttribute('rowspan')])).toEqual([
      ['11:00 AM – 12:00 PM', '2'],
      ['1:00 PM', '2'],
    ]);
    expect(screen.queryByRole('tab')).toBeNull();
    unmount();
    show({ items: parallel, grouped: false, groupByDateTime: false });
    expect(await screen.findAllByRole('rowheader')).toHaveLength(3);
  });

  it('shows texts under the times, the speaker column and the title only when switched on', async () => {
    const { unmount } = show({ items: items.slice(2) });
    await screen.findByRole('table');
    expect(screen.queryByText('Doors open at 8:30')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Speaker' })).toBeNull();
    expect(screen.queryByText('Ada Lovelace')).toBeNull();
    unmount();
    show({ items: items.slice(2), showTimeSubText: true, speakerEnabled: true, speakerWidth: 40, showTableTitle: true, tableTitleText: 'Day one' });
    const table = await screen.findByRole('table', { name: 'Day one' });
    expect(within(table).getByText('Doors open at 8:30')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Speaker' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(table.querySelectorAll('col')[2]?.getAttribute('style')).toBe('width: 40%;');
  });

  it("leaves an item's time out when asked, and writes times on the chosen clock", async () => {
    show({ items: [item('2027-03-09T13:00:00-08:00', 'Networking', { showDisplayTime: false }), items[0] as AgendaItem], grouped: false, dateTimeFormat: '24h' });
    const times = await screen.findAllByRole('rowheader');
    expect(times.map((cell) => plain(cell.textContent))).toEqual(['', '09:00 – 10:00']);
  });

  it('writes the tracking data on the table and the colours as variables', async () => {
    const { container } = show({ dataMTracking: '{"cN":"agenda"}', colors: { headerBackground: '#1f4e79', activeTab: '#b3261e' } });
    expect((await screen.findAllByRole('table', { hidden: true }))[0]?.getAttribute('data-m')).toBe('{"cN":"agenda"}');
    const root = container.querySelector<HTMLElement>('.agenda-panel');
    expect(root?.style.getPropertyValue('--agenda-header-background')).toBe('#1f4e79');
    expect(root?.style.getPropertyValue('--agenda-active-tab')).toBe('#b3261e');
  });
});
