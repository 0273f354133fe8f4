// The auth module's public face: import from here, not its files.
export { authRoutes } from './auth.routes';
export { createAuthService, type AuthService } from './auth.service';
export { createAuthRepository } from './auth.repository';
export { setSessionCookies } from './cookies';
export { createMemoryCounter, createRedisCounter } from './rate-limit';
export { hashPassword, randomToken, sha256, verifyPassword } from './secrets';
export {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  createAccessTokens,
  installSessionHook,
  requireRole,
  requireUser,
  resolveSecret,
  type AccessTokens,
  type SessionUser,
} from './session';
export { createSessionRegistry, type SessionRegistry } from './session-registry';
export { asLanguage, toUserInfo } from './user-info';
