import path from 'node:path';
import { z } from 'zod';
import { type DkimConfig, loadDkimConfig } from './dkim';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Every environment variable the server reads, with its safe default (listed in the README). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optional.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  SEED: z.enum(['demo', 'none']).default('demo'),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional,
  JWT_SECRET: optional.pipe(z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional()),
  UNSUBSCRIBE_SECRET: optional.pipe(
    z.string().min(32, 'UNSUBSCRIBE_SECRET debe tener al menos 32 caracteres').optional(),
  ),
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: optional,
  RATE_LIMIT_ALLOW: optional,
  WEB_BUILD_DIR: optional,
  EVENT_LOOP_REPORT_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
  SMTP_URL: optional.pipe(
    z.url({ protocol: /^smtps?$/, error: 'SMTP_URL debe ser smtp://… o smtps://…' }).optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('MotorPlaza <no-responder@motorplaza.pe>'),
  DKIM_DOMAIN: optional,
  DKIM_SELECTOR: optional,
  DKIM_PRIVATE_KEY_FILE: optional,
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: Env['SEED'];
  firstAdmin: { email: string; password: string } | undefined;
  jwtSecret: string | undefined;
  /** Signs the unsubscribe links of marketing e-mails (decision 0029); generated when not given. */
  unsubscribeSecret: string | undefined;
  storage:
    | { kind: 'disk'; root: string }
    | {
        kind: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  logLevel: Env['LOG_LEVEL'];
  /**
   * Which proxies in front of the server may name the client in X-Forwarded-For: none, a hop count or
   * their addresses/CIDRs (never "all": the left-most value is the client's own writing).
   */
  trustProxy: TrustProxy;
  /**
   * Client addresses the per-address limits of the public forms never throttle (RATE_LIMIT_ALLOW,
   * comma-separated): a monitoring host, or the browser tests, which file every form from 127.0.0.1.
   */
  rateLimitAllow: string[];
  webBuildDir: string | undefined;
  /** Every this many ms, the event-loop delay since the last report on stderr (benchmarks); 0 = never. */
  eventLoopReportMs: number;
  /**
   * Outgoing mail (decision 0025): SMTP when a URL is given, otherwise `.eml` files in `outboxDir`;
   * signed with DKIM when configured (docs/decisions/0071-dkim-signing.md).
   */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string; dkim?: DkimConfig };
}

/** Reads and validates the environment; a bad value stops start-up with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.STORAGE === 's3' && !env.S3_BUCKET)
    throw new Error('Configuración inválida: STORAGE=s3 requiere S3_BUCKET');
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new Error('Configuración inválida: ADMIN_EMAIL y ADMIN_PASSWORD van juntos');
  }
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD.length < 8) {
    throw new Error('Configuración inválida: ADMIN_PASSWORD debe tener al menos 8 caracteres');
  }
  const dkim = loadDkimConfig(env);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if ('error' in trustProxy) throw new Error(`Configuración inválida: ${trustProxy.error}`);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    seed: env.SEED,
    firstAdmin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    jwtSecret: env.JWT_SECRET,
    unsubscribeSecret: env.UNSUBSCRIBE_SECRET,
    storage:
      env.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET ?? '',
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          }
        : { kind: 'disk', root: path.join(dataDir, 'media') },
    logLevel: env.LOG_LEVEL,
    trustProxy: trustProxy.value,
    rateLimitAllow: (env.RATE_LIMIT_ALLOW ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter((address) => address !== ''),
    webBuildDir: env.WEB_BUILD_DIR,
    eventLoopReportMs: env.EVENT_LOOP_REPORT_MS,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      ...(dkim ? { dkim } : {}),
    },
  };
}
