import { describe, expect, it } from 'vitest';
import { forDevice, readBannerSettings, selectBanners, type BannerDefinition, type Device, type PerDevice } from './select-banner';

describe('forDevice: smaller screens borrow from larger ones', () => {
  it.each<[PerDevice<string>, Device, string | undefined]>([
    [{ desktop: 'd' }, 'mobile', 'd'],
    [{ desktop: 'd' }, 'tablet', 'd'],
    [{ desktop: 'd', tablet: 't' }, 'mobile', 't'],
    [{ desktop: 'd', tablet: 't', mobile: 'm' }, 'mobile', 'm'],
    [{ desktop: 'd', mobile: 'm' }, 'tablet', 'd'],
    [{ mobile: 'm' }, 'desktop', undefined],
    [{ desktop: 'd', tablet: '' }, 'tablet', 'd'],
  ])('%j on %s → %j', (values, device, expected) => {
    expect(forDevice(values, device)).toBe(expected);
  });
});

const main: BannerDefinition = { identifier: 'main', mainTitle: 'Main' };
const help: BannerDefinition = { identifier: 'help', mainTitle: 'Help' };
const off: BannerDefinition = { identifier: 'off', mainTitle: 'Off', isDisabled: true };
const definitions = [main, help, off];

describe('selectBanners', () => {
  it.each<[string, Record<string, PerDevice<string>>, Parameters<typeof selectBanners>[0]['overrides'], [string, Device[]][]]>([
    ['desktop assignment covers every device', { home: { desktop: 'main' } }, {}, [['main', ['mobile', 'tablet', 'desktop']]]],
    ['mobile gets its own banner', { home: { desktop: 'main', mobile: 'help' } }, {}, [['help', ['mobile']], ['main', ['tablet', 'desktop']]]],
    ['tablet banner falls to mobile too', { home: { desktop: 'main', tablet: 'help' } }, {}, [['help', ['mobile', 'tablet']], ['main', ['desktop']]]],
    ['page without assignment', { other: { desktop: 'main' } }, {}, []],
    ['disabled banner shows nothing', { home: { desktop: 'off' } }, {}, []],
    ['disabled only on mobile', { home: { desktop: 'main', mobile: 'off' } }, {}, [['main', ['tablet', 'desktop']]]],
    ['unknown identifier', { home: { desktop: 'nope' } }, {}, []],
    ['block identifier overrides the assignment', { home: { desktop: 'main', mobile: 'help' } }, { bannerIdentifier: 'help' }, [['help', ['mobile', 'tablet', 'desktop']]]],
    ['block title without any banner builds one', {}, { mainTitle: 'Own' }, [['block', ['mobile', 'tablet', 'desktop']]]],
    ['block title does not revive a disabled banner', { home: { desktop: 'off' } }, { mainTitle: 'Own' }, []],
  ])('%s', (_case, assignments, overrides, expected) => {
    const slots = selectBanners({ definitions, assignments, page: 'home', overrides });
    expect(slots.map((slot) => [slot.banner.identifier, slot.devices])).toEqual(expected);
  });

  it('lets the block props win over the definition', () => {
    const [slot] = selectBanners({
      definitions: [{ ...main, subTitle: 'Sub', imageUrls: { desktop: '/d.svg', mobile: '/m.svg' } }],
      assignments: { home: { desktop: 'main' } },
      page: 'home',
      overrides: { mainTitle: 'Mine', backgroundImage: '/bg.svg' },
    });
    expect(slot?.banner).toMatchObject({ mainTitle: 'Mine', subTitle: 'Sub', imageUrls: { desktop: '/bg.svg' } });
  });
});

describe('readBannerSettings', () => {
  it('skips malformed entries instead of failing', () => {
    const read = readBannerSettings({
      headerBannerDefinitions: [main, { mainTitle: 'no id' }, null, 'x'],
      headerBannerAssignments: { home: { desktop: 'main' }, broken: 'main' },
    });
    expect(read).toEqual({ definitions: [main], assignments: { home: { desktop: 'main' } } });
  });

  it('copes with missing settings', () => {
    expect(readBannerSettings({})).toEqual({ definitions: [], assignments: {} });
  });
});
