import { readUpload, storeUpload } from '../uploads/store';

/** Where QA images are served: behind the QA access rule, unlike the public uploads. */
export const QA_FILES_PATH = '/qa/files';

/** Screenshots, designs and differences, stored as PNG under content-hash names in their own folder. */
export interface QaFiles {
  store(png: Buffer): Promise<string>;
  read(name: string): Promise<Buffer | undefined>;
  /** The site-relative URL of a stored file, as answers carry it. */
  url(name: string): string;
}

export function createQaFiles(dir: string, apiPrefix: string): QaFiles {
  return {
    store: (png) => storeUpload(dir, png, 'png'),
    read: async (name) => (await readUpload(dir, name))?.bytes,
    url: (name) => `${apiPrefix}${QA_FILES_PATH}/${name}`,
  };
}
