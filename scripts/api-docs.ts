// Writes the API reference (the OpenAPI document served at /api/docs/json) to .tmp/openapi.json, for
// `npm run lint:api`: builds the app in-process on an in-memory database, without listening.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createMailer } from '../server/mail/index';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.tmp/openapi.json');
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-api-docs-'));
const config = loadConfig(
  { DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', DEMO: 'off', LOG_LEVEL: 'silent' },
  version,
);
const database = await openDatabase({ memory: true });
const mailer = createMailer({ smtpUrl: undefined, dataDir, from: config.mailFrom });
const app = await buildApp({ config, database, mailer, logger: false });
try {
  await app.ready();
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  console.log(`API reference written to ${path.relative(root, out)}`);
} finally {
  await app.close();
  await mailer.close?.();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
