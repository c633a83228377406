/**
 * Server-side screenshots for the QA tool (issue 18): what the run queue uses to take them. Nothing here loads
 * Playwright: only the screenshot thread does, at the first capture, so a server start never pays for it.
 */
export { createScreenshotter } from './thread';
export type { Screenshot, Screenshotter, ScreenshotterOptions, ScreenshotRequest } from './screenshotter';
export type { Rect } from '../compare';
export { robotSignIn } from './robot-session';
export type { RobotCookie, RobotSessions } from './robot-session';
