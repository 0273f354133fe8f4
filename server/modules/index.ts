import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import type { AccessTokens } from './auth/session';
import { systemRoutes } from './system/system.routes';

/** What modules are given: the app's dependencies plus the access-token signer. */
export interface ModuleDeps extends AppDeps {
  tokens: AccessTokens;
  now: () => Date;
}

/** Registers every API module under /api. Add a module here with its routes plugin. */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps) {
  await api.register(systemRoutes, deps);
}
