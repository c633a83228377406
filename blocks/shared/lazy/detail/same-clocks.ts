const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at an instant (`GMT-08:00`). */
function offsetAt(instant: Date, timeZone: string): string {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** Whether clocks in both zones show the same times at these instants (then a second time line would say nothing new). */
export function sameClocks(instants: readonly string[], zone: string, otherZone: string): boolean {
  return instants.every((iso) => offsetAt(new Date(iso), zone) === offsetAt(new Date(iso), otherZone));
}
