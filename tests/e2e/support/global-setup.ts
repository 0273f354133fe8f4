import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpCatcher, type SmtpCatcher } from '../../support/smtp';
import { findChromium } from './chromium';
import { toStoredMail, writeStoredMail } from './mail-store';
import { freePort, root, startServer, waitForHealth } from './server-process';
import './provided';

const healthTimeoutMs = 240_000;
const supportEmail = 'support@e2e.cueline.test';

/** Mirrors every caught mail into `mailDir` as a JSON file, so test processes can read them. */
function pumpMails(smtp: SmtpCatcher, mailDir: string): () => void {
  let written = 0;
  const timer = setInterval(() => {
    while (written < smtp.mails.length) {
      writeStoredMail(mailDir, written, toStoredMail(smtp.mails[written]!));
      written += 1;
    }
  }, 50);
  return () => clearInterval(timer);
}

/** `npm start`'s environment: loopback only, fresh data, demo on, mail to the catcher; no outside services. */
function serverEnv(port: number, dataDir: string, smtpUrl: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'production',
    NO_COLOR: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEMO: 'on',
    SMTP_URL: smtpUrl,
    SUPPORT_EMAIL: supportEmail,
    LOG_LEVEL: 'warn',
    // Every test logs in from 127.0.0.1; the per-IP limit on auth routes is covered by the server suite.
    AUTH_RATE_LIMIT: '1000',
  };
}

/**
 * Starts what the e2e suite drives, once for the whole run: a loopback SMTP catcher whose mails land as
 * JSON files in a temp folder, and `npm start`'s server (client built when stale) on a free port with a
 * fresh DATA_DIR and the demo data. Test files get the URL, the mail folder and Chromium via `inject('e2e')`.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  fs.mkdirSync(mailDir);
  const smtp = await startSmtpCatcher();
  const stopMailPump = pumpMails(smtp, mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer(
    serverEnv(port, path.join(workDir, 'data'), smtp.url),
    path.join(root, '.tmp/e2e/server.log'),
  );

  const teardown = async () => {
    await server.stop();
    stopMailPump();
    await smtp.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, healthTimeoutMs);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('e2e', { baseUrl, mailDir, chromiumPath, supportEmail });
  return teardown;
}
