export * from './content';
export * from './tree';
export * from './phases';
export * from './live-now';
// Values of testing-time and live-now-checks are imported from their modules: only lazy chunks and the server use them.
export type { SliderRange, TestingTimeZone } from './lazy/testing-time';
export * from './visibility';
export * from './widths';
export * from './translation-keys';
export * from './locales';
export * from './scopes';
export * from './attendee-types';
export * from './own-profile';
export * from './routes';
export * from './page-directory';
export * from './registry';
export type * from './api';
export type { JsonSchema, ValidationIssue } from './lazy/validation';
export * from './allowed-origins';
