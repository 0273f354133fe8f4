import fs from 'node:fs';
import path from 'node:path';
import type { Operation } from '../../../src/domain/api/operation';

const apiDir = path.resolve(import.meta.dirname, '../../../src/domain/api');

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Operation).id === 'string' &&
  typeof (value as Operation).method === 'string' &&
  typeof (value as Operation).path === 'string' &&
  'response' in value;

/** Every operation src/domain/api defines, read from each of its files. */
export async function allOperations(): Promise<Operation[]> {
  const files = fs.readdirSync(apiDir).filter((name) => name.endsWith('.ts') && name !== 'operation.ts');
  const modules = await Promise.all(
    files.map((name) => import(path.join(apiDir, name)) as Promise<Record<string, unknown>>),
  );
  return modules.flatMap((module) => Object.values(module).filter(isOperation));
}

/** `METHOD /api/path` as the server registers an operation (parameters the Fastify way, `:id`). */
export const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;
