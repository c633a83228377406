/** Repeats of a session carry its code with this suffix (spec 1 §9 repeatedSessionRegex default): BRK101-R1. */
export const DEFAULT_REPEATED_SESSION_PATTERN = '-R[1-9]\\d*$';

/** The site's repeatedSessionRegex setting as a pattern; the default when it is unset or not a valid expression. */
export function repeatedSessionPattern(setting: unknown): RegExp {
  if (typeof setting === 'string' && setting.trim()) {
    try {
      return new RegExp(setting);
    } catch {
      // A mistyped setting must not break session pages: fall through to the default.
    }
  }
  return new RegExp(DEFAULT_REPEATED_SESSION_PATTERN);
}

export const isRepeatedSession = (sessionCode: string, pattern: RegExp): boolean => pattern.test(sessionCode);
