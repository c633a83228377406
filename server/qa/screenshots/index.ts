/** Server-side screenshots for the QA tool (issue 18): what the run queue uses to take them. */
export { QA_MASK_COLOR } from './screenshotter';
export { createScreenshotter } from './thread';
export type { Screenshot, Screenshotter, ScreenshotterOptions, ScreenshotRequest } from './screenshotter';
export type { Rect } from '../compare';
export { robotSignIn } from './robot-session';
export type { RobotCookie, RobotSessions } from './robot-session';
