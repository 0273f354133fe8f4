// The notifications module's public face: other modules and the composition root import from here.
export { notificationsRoutes } from './notifications.routes';
export {
  notificationService,
  notificationEffect,
  type NotificationService,
  type NotifyInput,
} from './notifications.service';
export { notificationsRepository, type NotificationsRepository } from './notifications.repository';
export { notificationDelivery } from './notifications.effects';
export { notificationsCollection } from './notifications.collection';
