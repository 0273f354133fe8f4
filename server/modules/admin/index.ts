// The admin module's public face: the composition root imports from here.
export { adminNotificationsRoutes } from './admin-notifications.routes';
