// The tasks module's public face (composer orders): import from here.
export { tasksRoutes } from './tasks.routes';
export { tasksRepository, type TasksRepository } from './tasks.repository';
export { tasksService, type TasksService } from './tasks.service';
export { tasksCollection } from './tasks.collection';
