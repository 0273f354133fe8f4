// The auth module's public face: import from here, not its files.
export { authRoutes } from './auth.routes';
export { createAuthService, type AuthService } from './auth.service';
export { createAuthRepository } from './auth.repository';
export { createMemoryCounter, createRedisCounter } from './rate-limit';
export { requireRole, requireUser, type AccessTokens, type SessionUser } from './session';
export { createSessionRegistry, type SessionRegistry } from './session-registry';
