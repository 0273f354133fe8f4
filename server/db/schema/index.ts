// One file per module; every table the server owns is exported from here (drizzle.config.ts reads it).
export * from './users';
export * from './changefeed';
export * from './notifications';
export * from './auth';
export * from './feedback';
export * from './catalog';
export * from './library';
export * from './outbox';
export * from './projects';
export * from './orders';
export * from './chat';
export * from './tasks';
export * from './contracts';
export * from './legal-entities';
export * from './admin';
export * from './statistics';
export * from './statistics-events';
