import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../server/config';

describe('demo conference settings from the environment', () => {
  it.each<[string, NodeJS.ProcessEnv, unknown]>([
    ['full size with the default seed', {}, { scale: 1 }],
    ['none', { DEMO_SCALE: '0' }, { scale: 0 }],
    ['a tenth, another seed', { DEMO_SCALE: '0.1', DEMO_SEED: '7' }, { scale: 0.1, seed: 7 }],
  ])('%s', (_name, env, demo) => {
    expect(configFromEnv(env).app.demo).toEqual(demo);
  });

  it.each<[NodeJS.ProcessEnv, RegExp]>([
    [{ DEMO_SCALE: '-1' }, /DEMO_SCALE/],
    [{ DEMO_SCALE: 'lots' }, /DEMO_SCALE/],
    [{ DEMO_SEED: '1.5' }, /DEMO_SEED/],
  ])('rejects %o', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(message);
  });
});
