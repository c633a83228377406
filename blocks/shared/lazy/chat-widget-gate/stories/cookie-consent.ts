import { type ShellState, useShellStore } from '../../../../../src/app/block-kit';

/** A story `beforeEach`: the visitor's cookie answer is `consent` for the story, and what it was afterwards. */
export function withCookieConsent(consent: ShellState['cookieConsent']) {
  return () => {
    const before = useShellStore.getState().cookieConsent;
    useShellStore.setState({ cookieConsent: consent });
    return () => useShellStore.setState({ cookieConsent: before });
  };
}
