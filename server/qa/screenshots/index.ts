/** Server-side screenshots for the QA tool (issue 18): what the run queue uses to take them. */
export { createScreenshotter, QA_MASK_COLOR } from './screenshotter';
export type { Rect, Screenshot, Screenshotter, ScreenshotterOptions, ScreenshotRequest } from './screenshotter';
export { robotSignIn } from './robot-session';
export type { RobotCookie, RobotSessions } from './robot-session';
