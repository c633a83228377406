import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What `npm run lint` says about one import written in a file at `file` (a path from the repository root). */
async function lintImport(file: string, statement: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${statement}\nexport const used = typeof imported;\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies' || message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

describe('architecture rules in npm run lint', () => {
  it.each([
    ['the engine imports React', 'src/engine/fixture.ts', "import * as imported from 'react';"],
    ['the engine imports the app', 'src/engine/fixture.ts', "import * as imported from '../app/app';"],
    ['the engine imports the api client', 'src/engine/fixture.ts', "import * as imported from '../api/client';"],
    ['the engine imports the server', 'src/engine/fixture.ts', "import * as imported from '../../server/app';"],
    ['the server imports the app', 'server/fixture.ts', "import * as imported from '../src/app/app';"],
    ['the server imports the editor', 'server/fixture.ts', "import * as imported from '../src/editor/overlay/index';"],
    ['the server imports the blocks', 'server/fixture.ts', "import * as imported from '../blocks/index';"],
    ['a block imports the editor', 'blocks/fixture/index.tsx', "import * as imported from '../../src/editor/overlay/index';"],
    ['a block imports the server', 'blocks/fixture/index.tsx', "import * as imported from '../../server/app';"],
    ['a block imports a server folder named like a layer', 'blocks/fixture/index.tsx', "import * as imported from '../../server/schemas/load';"],
    ['a block imports the app past its kit', 'blocks/fixture/index.tsx', "import * as imported from '../../src/app/page-context';"],
    ['a block imports the composition root', 'blocks/fixture/index.tsx', "import * as imported from '../../src/main';"],
    ['the app imports the editor statically', 'src/app/fixture.ts', "import * as imported from '../editor/overlay/index';"],
    ['the app imports a type from the editor', 'src/app/fixture.ts', "import type * as imported from '../editor/overlay/index';"],
    ['the app imports the blocks', 'src/app/fixture.ts', "import * as imported from '../../blocks/index';"],
    ['the app imports the server', 'src/app/fixture.ts', "import * as imported from '../../server/app';"],
    ['the api imports the app', 'src/api/fixture.ts', "import * as imported from '../app/app';"],
    ['the editor imports the server', 'src/editor/fixture.ts', "import * as imported from '../../server/app';"],
    ['eager app code imports lazy code', 'src/app/fixture.ts', "import * as imported from '../api/lazy/catalogue';"],
    ['a block\'s eager entry imports its lazy component', 'blocks/countdown/fixture.tsx', "import * as imported from './lazy/Countdown';"],
    ['the engine imports its lazy part', 'src/engine/fixture.ts', "import * as imported from './lazy/validation';"],
    ['lazy code of a block reaches past the block kit', 'blocks/countdown/lazy/fixture.tsx', "import * as imported from '../../../src/app/shell/lazy/phase-switcher/phase-switcher';"],
  ])('fails when %s', async (_story, file, statement) => {
    expect(await lintImport(file, statement)).not.toEqual([]);
  });

  it.each([
    ['the app loads the editor with import()', 'src/app/fixture.ts', "const imported = () => import('../editor/overlay/index');"],
    ['a block uses the block kit', 'blocks/fixture/index.tsx', "import * as imported from '../../src/app/block-kit';"],
    ['a block uses the engine', 'blocks/fixture/index.tsx', "import * as imported from '../../src/engine';"],
    ['the composition root assembles blocks and app', 'src/fixture.tsx', "import * as imported from '../blocks/index';"],
    ['the server uses the engine', 'server/fixture.ts', "import * as imported from '../src/engine';"],
    ['the editor uses the app', 'src/editor/fixture.ts', "import * as imported from '../app/app';"],
    ['eager code loads lazy code with import()', 'blocks/countdown/fixture.tsx', "const imported = () => import('./lazy/Countdown');"],
    ['eager code takes only a type from lazy code', 'src/engine/fixture.ts', "import type * as imported from './lazy/validation';"],
    ['lazy code uses lazy code', 'blocks/countdown/lazy/fixture.tsx', "import * as imported from '../../../src/api/lazy/catalogue';"],
    ['a story uses a lazy component', 'blocks/countdown/fixture.stories.tsx', "import * as imported from './lazy/Countdown';"],
    ['the server uses the engine\'s lazy part', 'server/fixture.ts', "import * as imported from '../src/engine/lazy/validation';"],
  ])('passes when %s', async (_story, file, statement) => {
    expect(await lintImport(file, statement)).toEqual([]);
  });
});
