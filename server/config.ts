import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_VAT_PERCENT } from '../src/domain/orders/money';

const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The client build the server sends; another folder serves another build (the e2e update test). */
  CLIENT_DIR: z.string().min(1).default('dist/client'),
  DATABASE_URL: z.url({ message: 'must be a postgres:// connection string' }).optional(),
  REDIS_URL: z.url({ message: 'must be a redis:// URL' }).optional(),
  SMTP_URL: z.url({ message: 'must be an smtp:// or smtps:// URL' }).optional(),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://cueline.example' }).optional(),
  DEMO: flag.optional(),
  SUPPORT_EMAIL: z.email().default('support@cueline.local'),
  MAIL_FROM: z.string().default('Cueline <no-reply@cueline.local>'),
  /** Secret for signing access tokens; generated and kept in DATA_DIR when unset. */
  AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Telegram bot user name for account-linking deep links. */
  BOT_NAME: z
    .string()
    .regex(/^\w{3,64}$/, { message: 'must be a Telegram bot user name' })
    .default('CuelineBot'),
  /** Attempts per minute per IP on login, signup and forgot-password. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1, { message: 'must be a positive integer' }).default(10),
  /** The VAT rate (%) of proposals' amounts with VAT (docs/licensing.md §3). */
  VAT_PERCENT: z.coerce
    .number()
    .int({ message: 'must be a whole number of percent' })
    .min(0, { message: 'must be between 0 and 100' })
    .max(100, { message: 'must be between 0 and 100' })
    .default(DEFAULT_VAT_PERCENT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  demo: boolean;
  supportEmail: string;
  mailFrom: string;
  authSecret: string | undefined;
  logLevel: string;
  botName: string;
  authRateLimit: number;
  vatPercent: number;
  /** Static client files; served when the folder exists. */
  clientDir: string;
  version: string;
}

export class ConfigError extends Error {}

/** Parses the environment (docs/design.md §4); a bad value throws one error that lists every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, version = '0.0.0'): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    demo: e.DEMO ?? !e.DATABASE_URL,
    supportEmail: e.SUPPORT_EMAIL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET,
    logLevel: e.LOG_LEVEL,
    botName: e.BOT_NAME,
    authRateLimit: e.AUTH_RATE_LIMIT,
    vatPercent: e.VAT_PERCENT,
    clientDir: path.resolve(e.CLIENT_DIR),
    version,
  };
}
