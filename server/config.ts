import { isEnvironment } from '../src/engine';
import type { AppOptions } from './app';

export interface ServerConfig {
  port: number;
  host: string;
  app: AppOptions;
}

/** Reads the server's settings from the environment variables (see README), with defaults for a local start. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const siteEnv = env.SITE_ENV ?? 'cont';
  if (!isEnvironment(siteEnv)) throw new Error(`SITE_ENV must be cont, uat or prod (got "${siteEnv}")`);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  const demoScale = Number(env.DEMO_SCALE || 1);
  if (!(demoScale >= 0)) throw new Error(`DEMO_SCALE must be 0 or more (got "${env.DEMO_SCALE}")`);
  const demoSeed = env.DEMO_SEED ? Number(env.DEMO_SEED) : undefined;
  if (demoSeed !== undefined && !Number.isInteger(demoSeed)) throw new Error(`DEMO_SEED must be an integer (got "${env.DEMO_SEED}")`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    app: {
      dataDir: env.DATA_DIR ?? './data',
      databaseUrl: env.DATABASE_URL || undefined,
      redisUrl: env.REDIS_URL || undefined,
      siteEnv,
      nodeEnv: env.NODE_ENV,
      jwtSecret: env.JWT_SECRET || undefined,
      buildId: env.BUILD_ID || undefined,
      distDir: env.DIST_DIR || undefined,
      demo: { scale: demoScale, ...(demoSeed === undefined ? {} : { seed: demoSeed }) },
      logger: { level: env.LOG_LEVEL ?? 'info' },
    },
  };
}
