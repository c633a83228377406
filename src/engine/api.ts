/**
 * Shapes exchanged over `/api/v1`, generated from their contracts in `schemas/api/` (Fastify validates and serialises
 * with the same schemas); re-exported here under the names the app has always used.
 */
import type { ContentDocument, ResolvedPage } from './content';
import type { AttendeeTypeResponse } from '../../schemas/generated/api/attendee-types/attendee-type-response';
import type { CurrentUser } from '../../schemas/generated/api/auth/current-user';
import type { DevLoginRequest } from '../../schemas/generated/api/auth/dev-login-request';
import type { DevLoginResponse } from '../../schemas/generated/api/auth/dev-login';
import type { MeResponse } from '../../schemas/generated/api/auth/me';
import type { AllContentResponse } from '../../schemas/generated/api/content/all-content';
import type { ConflictResponse } from '../../schemas/generated/api/content/conflict';
import type { CopyRequest } from '../../schemas/generated/api/content/copy-request';
import type { CopyResponse } from '../../schemas/generated/api/content/copy-response';
import type { ErrorResponse } from '../../schemas/generated/api/error';
import type { LiveNowTickerRequest } from '../../schemas/generated/api/live-now/ticker-request';
import type { SettingsResponse } from '../../schemas/generated/api/settings/settings';
import type { AllSettingsResponse } from '../../schemas/generated/api/siteeditor/all-settings';
import type { SettingsChangeRequest } from '../../schemas/generated/api/siteeditor/settings-change-request';
import type { SettingsSaveResponse } from '../../schemas/generated/api/siteeditor/settings-save';
import type { SiteEditorResponse } from '../../schemas/generated/api/siteeditor/site-editor';
import type { SiteSetting } from '../../schemas/generated/api/siteeditor/site-setting';
import type { TestingDate } from '../../schemas/generated/api/siteeditor/testing-date';
import type { TranslationCopyRequest } from '../../schemas/generated/api/translations/copy-request';
import type { TranslationCopyResponse } from '../../schemas/generated/api/translations/copy-response';
import type { TranslationDiffResponse } from '../../schemas/generated/api/translations/diff';
import type { TranslationMetadataResponse } from '../../schemas/generated/api/translations/metadata';
import type { TranslationWriteRequest } from '../../schemas/generated/api/translations/write-request';
import type { TranslationWriteResponse } from '../../schemas/generated/api/translations/write-response';
import type { UploadResponse } from '../../schemas/generated/api/uploads/upload';

export type {
  AllContentResponse,
  AllSettingsResponse,
  AttendeeTypeResponse,
  ContentDocument,
  CopyRequest,
  CopyResponse,
  CurrentUser,
  DevLoginRequest,
  DevLoginResponse,
  LiveNowTickerRequest,
  MeResponse,
  ResolvedPage,
  SettingsChangeRequest,
  SettingsResponse,
  SettingsSaveResponse,
  SiteEditorResponse,
  SiteSetting,
  TranslationCopyRequest,
  TranslationCopyResponse,
  TranslationDiffResponse,
  TranslationMetadataResponse,
  TranslationWriteRequest,
  TranslationWriteResponse,
  UploadResponse,
};

/** Every error body. */
export type ApiErrorBody = ErrorResponse;
/** 409 on a stale save: the document as it is now on the server. */
export type ConflictBody = ConflictResponse;
/** `PUT /api/v1/siteeditor/testing-date` body and answer; null clears the server testing date. */
export type TestingDateRequest = TestingDate;
export type SettingType = SiteSetting['type'];
export type SettingsSaveResult = SettingsSaveResponse['result'];

/** What `GET /api/v1/live` streams (server-sent events named by `type`, `data` as JSON): its contract's type. */
export type { LiveEvent } from '../../schemas/generated/api/live/live-event';
