import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('uses the documented defaults: embedded database, demo on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      demo: true,
      botName: 'CuelineBot',
      authRateLimit: 10,
      vatPercent: 22,
      trustProxy: false,
    });
  });

  it('trusts forwarded headers only as TRUST_PROXY says: off, on, hops, or proxies and ranges', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    for (const off of ['off', 'false', '0', '']) expect(trust(off)).toBe(false);
    expect(trust('on')).toBe(true);
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trust(' 10.0.0.0/8, fd00::/8 ,::1,loopback')).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
    for (const bad of ['proxy.example', '10.0.0.0/33', '10.0.0.1/8/2', 'fd00::/129', '1.2.3', '-1'])
      expect(() => trust(bad)).toThrow(`TRUST_PROXY: must be off, on, a hop count or a comma-separated list`);
  });

  it('reads the VAT rate of proposals, a whole percent from 0 to 100', () => {
    expect(loadConfig({ VAT_PERCENT: '20' }).vatPercent).toBe(20);
    expect(loadConfig({ VAT_PERCENT: '0' }).vatPercent).toBe(0);
    for (const bad of ['-1', '101', '12.5', 'twenty'])
      expect(() => loadConfig({ VAT_PERCENT: bad })).toThrow(/VAT_PERCENT/);
  });

  it('turns demo off when DATABASE_URL is set, unless DEMO says otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/cueline' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/cueline', DEMO: 'on' }).demo).toBe(true);
    expect(loadConfig({ DEMO: 'off' }).demo).toBe(false);
  });

  it('derives the public URL from the port and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://cueline.example/' }).publicUrl).toBe('https://cueline.example');
  });

  it('refuses bad values with one error listing every problem', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'not a url',
        AUTH_RATE_LIMIT: '0',
        TRUST_PROXY: '10.0.0.1, proxy.example',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid configuration:');
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL: must be a postgres:// connection string');
    expect(message).toContain('AUTH_RATE_LIMIT: must be a positive integer');
    expect(message).toContain('TRUST_PROXY: must be off, on,');
    expect(message).toContain('(not: proxy.example)');
  });
});
