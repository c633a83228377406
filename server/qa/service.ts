import type { QaDesign } from '../../schemas/generated/api/qa/design';
import type { QaDesignRequest } from '../../schemas/generated/api/qa/design-request';
import type { QaRunRequest } from '../../schemas/generated/api/qa/run-request';
import type { CurrentUser, Environment, ValidationIssue } from '../../src/engine';
import { QA_MAX_COMBINATIONS } from '../../src/engine/lazy/qa';
import { badRequest, HttpError, notFound } from '../http/errors';
import type { SettingsService } from '../settings/service';
import { readUpload } from '../uploads/store';
import { DesignImageRefused, inspectDesignImage, normalizedPng, type DesignImageProblem } from './compare/design-image';
import { pngSize } from './screenshots/png-size';
import type { QaDesigns } from './designs';
import { QA_FILES_PATH, type QaFiles } from './files';
import { qaPagePath } from './page-path';
import { combinations, type QaRuns } from './runs';

export interface QaServiceOptions {
  runs: QaRuns;
  designs: QaDesigns;
  files: QaFiles;
  settings: SettingsService;
  siteEnv: Environment;
  publicUrl: string;
  apiPrefix: string;
  uploadsDir: string;
  uploadsPath: string;
}

const REFUSAL_STATUS: Record<DesignImageProblem, number> = { 'too-large': 413, 'not-an-image': 415, unreadable: 422, 'too-many-pixels': 422, 'too-many-frames': 422 };

const who = (user: CurrentUser) => user.displayName || user.email || user.id;

export function createQaService({ runs, designs, files, settings, siteEnv, publicUrl, apiPrefix, uploadsDir, uploadsPath }: QaServiceOptions) {
  const pagePath = (value: string, path: string) => {
    const page = qaPagePath(value, publicUrl);
    if ('error' in page) throw badRequest(`The page "${value}" ${page.error}`, [{ path, message: page.error }]);
    return page.path;
  };

  /** The bytes an image URL names: a site-editor upload (`/uploads/…`) or a stored QA image, on this site. */
  async function imageAt(imageUrl: string): Promise<Buffer> {
    const invalid = (reason: string) => badRequest(`The image ${reason}`, [{ path: '/body/imageUrl', message: reason }]);
    let url: URL;
    try {
      url = new URL(imageUrl, publicUrl);
    } catch {
      throw invalid('URL is not valid');
    }
    if (url.origin !== new URL(publicUrl).origin) throw invalid('must be a file uploaded to this site');
    const name = url.pathname.split('/').pop() ?? '';
    const folder = url.pathname.slice(0, url.pathname.length - name.length - 1);
    const bytes =
      folder === uploadsPath ? (await readUpload(uploadsDir, name))?.bytes : folder === `${apiPrefix}${QA_FILES_PATH}` ? await files.read(name) : undefined;
    if (!bytes) throw invalid('was not found among the uploaded files (upload it with PUT /api/v1/siteeditor/file first)');
    return bytes;
  }

  async function storeDesign(bytes: Buffer) {
    try {
      const { width, height } = await inspectDesignImage(bytes);
      return { name: await files.store(await normalizedPng(bytes)), width, height };
    } catch (error) {
      if (error instanceof DesignImageRefused) throw new HttpError(REFUSAL_STATUS[error.problem], error.message, { body: { details: [{ path: '/body/imageUrl', message: error.message }] } });
      throw error;
    }
  }

  async function checkRun(request: QaRunRequest): Promise<QaRunRequest> {
    const issues: ValidationIssue[] = [];
    const pages = request.pages.map((page, index) => {
      const path = `/body/pages/${index}`;
      const checked = qaPagePath(page, publicUrl);
      if ('error' in checked) issues.push({ path, message: checked.error });
      return 'path' in checked ? checked.path : page;
    });
    const environments = [request.env, ...(request.compareEnv ? [request.compareEnv] : [])];
    for (const env of environments) {
      const known = new Set((await settings.snapshot(env)).phases.map((phase) => phase.id));
      request.phases.forEach((phase, index) => {
        if (!known.has(phase)) issues.push({ path: `/body/phases/${index}`, message: `is not a phase of ${env}` });
      });
    }
    if (request.compareEnv === request.env) issues.push({ path: '/body/compareEnv', message: 'must differ from env' });
    // Only a session reads another environment, and a signed-in page is not what a signed-out visitor sees.
    const anonymous = request.attendeeTypes.indexOf('anonymous');
    if (anonymous >= 0 && environments.some((env) => env !== siteEnv)) {
      issues.push({ path: `/body/attendeeTypes/${anonymous}`, message: `a signed-out visitor sees only the site's own environment (${siteEnv})` });
    }
    const count = combinations(request).length;
    if (count > QA_MAX_COMBINATIONS) issues.push({ path: '/body/pages', message: `${count} combinations: at most ${QA_MAX_COMBINATIONS} in one run` });
    if (new Set(pages).size !== pages.length) issues.push({ path: '/body/pages', message: 'names the same page twice' });
    if (issues.length > 0) throw badRequest(`The run is not valid: ${issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`, issues);
    return { ...request, pages };
  }

  return {
    async createRun(request: QaRunRequest, user: CurrentUser): Promise<string> {
      return runs.create(await checkRun(request), who(user));
    },

    async registerDesign(request: QaDesignRequest, user: CurrentUser): Promise<QaDesign> {
      const page = pagePath(request.page, '/body/page');
      const phases = (await settings.snapshot(siteEnv)).phases.map((phase) => phase.id);
      if (!phases.includes(request.phase)) throw badRequest(`"${request.phase}" is not a phase of the site`, [{ path: '/body/phase', message: `must be one of ${phases.join(', ')}` }]);
      const file = await storeDesign(await imageAt(request.imageUrl));
      const key = { page, breakpoint: request.breakpoint, phase: request.phase, attendeeType: request.attendeeType, block: request.block ?? '' };
      return designs.put(key, file, who(user));
    },

    listDesigns(query: { page?: string | undefined; block?: string | undefined }): Promise<QaDesign[]> {
      return designs.list({ ...query, ...(query.page !== undefined && { page: pagePath(query.page, '/querystring/page') }) });
    },

    /** "Accept as new design": the result's screenshot becomes its combination's design. */
    async accept(runId: string, seq: number, user: CurrentUser): Promise<QaDesign> {
      const result = await runs.result(runId, seq);
      if (!result) throw notFound(`No result ${seq} in QA run ${runId}`);
      const screenshot = result.screenshot && (await files.read(result.screenshot));
      if (!result.screenshot || !screenshot) throw new HttpError(409, 'This result has no screenshot to accept');
      const { width, height } = pngSize(screenshot);
      const key = { page: result.page, breakpoint: result.breakpoint, phase: result.phase, attendeeType: result.attendeeType, block: '' };
      return designs.put(key, { name: result.screenshot, width, height }, who(user));
    },
  };
}

export type QaService = ReturnType<typeof createQaService>;
