import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_VAT_PERCENT } from '../src/domain/orders/money';

const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const rangeNames = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a range's name, as Fastify's trustProxy takes it. */
function isProxyAddress(value: string): boolean {
  if (rangeNames.includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For the server believes (request.ip: the login rate limit, a signature's recorded
 * address): nobody's by default; `on` everybody's (only when no client reaches the server but through the
 * proxy); a number of proxy hops; or the proxies' addresses and CIDR ranges, comma-separated.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    const lower = value.toLowerCase();
    if (['', 'off', 'false', '0'].includes(lower)) return false;
    if (['on', 'true'].includes(lower)) return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((part) => part.trim());
    const bad = list.filter((part) => !isProxyAddress(part));
    if (bad.length === 0) return list;
    context.addIssue({
      code: 'custom',
      message: `must be off, on, a hop count or a comma-separated list of addresses and CIDR ranges (not: ${bad.join(', ')})`,
    });
    return z.NEVER;
  });

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
  TRUST_PROXY: trustProxy.optional(),
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
  /** Fastify's trustProxy: whose X-Forwarded-For sets request.ip (TRUST_PROXY). */
  trustProxy: boolean | number | string[];
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
    trustProxy: e.TRUST_PROXY ?? false,
    vatPercent: e.VAT_PERCENT,
    clientDir: path.resolve(e.CLIENT_DIR),
    version,
  };
}
