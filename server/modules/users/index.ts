// The users module's public face: import from here, not its files.
export { usersRoutes } from './users.routes';
export { createUsersService, type UsersService } from './users.service';
export { createUsersRepository, isUniqueViolation } from './users.repository';
