const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds as a player clock: `0:07`, `12:30`, `1:02:03`; `0:00` for anything not a finite, positive time. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = pad(whole % 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${rest}` : `${minutes}:${rest}`;
}
