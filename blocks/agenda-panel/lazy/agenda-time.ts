import { languageTag, uses12HourClock, type Locale } from '../../../src/engine';
import type { AgendaPanelProps } from '../props.gen';

export type AgendaClock = NonNullable<AgendaPanelProps['dateTimeFormat']>;

const formats = new Map<string, Intl.DateTimeFormat>();

// A formatter is far dearer to build than to use: one per language, zone and kind, kept.
function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** `9:00 AM` or `09:00`: the language's clock, unless the editor fixed 12 or 24 hours. */
export function agendaTime(instant: number, { locale, timeZone, clock }: { locale: Locale; timeZone: string; clock: AgendaClock }): string {
  const twelve = clock === 'locale' ? uses12HourClock(locale) : clock === '12h';
  const format = cached(`time|${locale}|${timeZone}|${twelve}`, () =>
    new Intl.DateTimeFormat(languageTag(locale), { hour: 'numeric', minute: '2-digit', hourCycle: twelve ? 'h12' : 'h23', timeZone }),
  );
  return format.format(instant);
}
