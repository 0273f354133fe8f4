// The orders module's public face (requests, proposals, the owner's queue): import from here.
export { ordersRoutes } from './orders.routes';
export { ordersRepository, type OrdersRepository } from './orders.repository';
export { ordersService, type OrdersService } from './orders.service';
export { ordersCollection } from './orders.collection';
