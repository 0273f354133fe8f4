import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../src/domain/locales/en.json';
import ru from '../../src/domain/locales/ru.json';

const folder = join(__dirname, '../../src/domain/orders');

/** Every message key the orders domain names exists in English and Russian. */
describe('orders messages', () => {
  const keys = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts')))
    for (const [, key] of readFileSync(join(folder, file), 'utf8').matchAll(
      /'((?:validation|orders|error)\.[A-Za-z0-9]+)'/g,
    ))
      keys.add(key!);

  it('names keys of the catalogue', () => {
    expect(keys.size).toBeGreaterThan(10);
    for (const key of keys) {
      expect(en, key).toHaveProperty([key]);
      expect(ru, key).toHaveProperty([key]);
    }
  });

  it('has every orders key in Russian too, translated', () => {
    const orderKeys = Object.keys(en).filter((key) => key.startsWith('orders.'));
    expect(orderKeys.length).toBeGreaterThanOrEqual(13);
    for (const key of orderKeys) {
      const russian = (ru as Record<string, string>)[key];
      expect(russian, key).toBeTruthy();
      expect(russian).not.toBe((en as Record<string, string>)[key]);
    }
  });
});
