import fs from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createMailer } from './mail/index';
import { seedDemo } from './demo/seed';

const { version } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

async function main() {
  let config;
  try {
    config = loadConfig(process.env, version);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: config.mailFrom,
    log: console.log,
  });
  const app = await buildApp({ config, database, mailer });
  if (config.demo) await seedDemo({ database, dataDir: config.dataDir, log: (m) => app.log.info(m) });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await mailer.close?.();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Cueline ${version} on ${config.publicUrl} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
