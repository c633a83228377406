import type { ButtonOrLink } from '../../schemas/generated/button';

/**
 * Devices, as the CSS of this block draws them: mobile ≤ 539 px, tablet 540–1083 px, desktop ≥ 1084 px
 * (the spec's QA window widths).
 */
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

export type PerDevice<T> = Partial<Record<Device, T>>;

/** An entry of the `headerBannerDefinitions` setting. */
export interface BannerDefinition {
  identifier: string;
  imageUrls?: PerDevice<string>;
  backgroundColor?: string;
  textColor?: string;
  reduceBannerOnMobile?: boolean;
  isMobileBackButtonEnabled?: boolean;
  isDisabled?: boolean;
  mainTitle?: string;
  subTitle?: string;
  buttons?: ButtonOrLink[];
}

/** `headerBannerAssignments`: page id → banner identifier per device. */
export type BannerAssignments = Record<string, PerDevice<string>>;

/** Smaller screens borrow from the next larger one. */
const FALLBACKS: Record<Device, readonly Device[]> = {
  mobile: ['mobile', 'tablet', 'desktop'],
  tablet: ['tablet', 'desktop'],
  desktop: ['desktop'],
};

/** The value for a device, falling back mobile → tablet → desktop. */
export function forDevice<T>(values: PerDevice<T> | undefined, device: Device): T | undefined {
  if (!values) return undefined;
  for (const candidate of FALLBACKS[device]) {
    const value = values[candidate];
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
}

/** The block's own props, which win over the definition's fields. */
export interface BannerOverrides {
  bannerIdentifier?: string;
  mainTitle?: string;
  subTitle?: string;
  buttons?: ButtonOrLink[];
  backgroundImage?: string;
}

/** One banner to draw and the devices it is drawn on (the others hide it with media queries). */
export interface BannerSlot {
  banner: BannerDefinition;
  devices: Device[];
}

export interface BannerSelection {
  definitions: readonly BannerDefinition[];
  assignments: BannerAssignments;
  page: string;
  overrides?: BannerOverrides;
}

function applyOverrides(banner: BannerDefinition, overrides: BannerOverrides): BannerDefinition {
  return {
    ...banner,
    mainTitle: overrides.mainTitle || banner.mainTitle,
    subTitle: overrides.subTitle || banner.subTitle,
    buttons: overrides.buttons?.length ? overrides.buttons : banner.buttons,
    imageUrls: overrides.backgroundImage ? { desktop: overrides.backgroundImage } : banner.imageUrls,
  };
}

/**
 * Which banners a page shows on which devices. The block's `bannerIdentifier` applies to every device; otherwise each
 * device takes the page's assignment with fallbacks. A disabled or unknown banner shows nothing on its devices.
 * When no banner is named at all, a block with its own title shows one built from its props.
 */
export function selectBanners({ definitions, assignments, page, overrides = {} }: BannerSelection): BannerSlot[] {
  const byId = new Map(definitions.map((definition) => [definition.identifier, definition] as const));
  const identifiers = DEVICES.map((device) => [device, overrides.bannerIdentifier || forDevice(assignments[page], device)] as const);
  if (identifiers.every(([, identifier]) => identifier === undefined)) {
    return overrides.mainTitle ? [{ banner: applyOverrides({ identifier: 'block' }, overrides), devices: [...DEVICES] }] : [];
  }
  const slots = new Map<string, BannerSlot>();
  for (const [device, identifier] of identifiers) {
    const banner = identifier === undefined ? undefined : byId.get(identifier);
    if (!banner || banner.isDisabled) continue;
    const slot = slots.get(banner.identifier) ?? { banner: applyOverrides(banner, overrides), devices: [] };
    slot.devices.push(device);
    slots.set(banner.identifier, slot);
  }
  return [...slots.values()];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads both settings defensively: a malformed entry is skipped rather than breaking the page. */
export function readBannerSettings(settings: Readonly<Record<string, unknown>>): {
  definitions: BannerDefinition[];
  assignments: BannerAssignments;
} {
  const rawDefinitions = settings.headerBannerDefinitions;
  const rawAssignments = settings.headerBannerAssignments;
  const definitions = (Array.isArray(rawDefinitions) ? rawDefinitions : []).filter(
    (entry): entry is BannerDefinition => isRecord(entry) && typeof entry.identifier === 'string',
  );
  const assignments = isRecord(rawAssignments)
    ? (Object.fromEntries(Object.entries(rawAssignments).filter(([, value]) => isRecord(value))) as BannerAssignments)
    : {};
  return { definitions, assignments };
}
