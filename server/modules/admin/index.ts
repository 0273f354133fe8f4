// The admin module's public face: the composition root imports from here.
export { adminRoutes } from './admin.routes';
export { adminService, type AdminService } from './admin.service';
export { adminUsersRepository } from './admin-users.repository';
export { adminTracksRepository } from './admin-tracks.repository';
export { adminRecordsRepository } from './admin-records.repository';
export { adminCompaniesRepository } from './admin-companies.repository';
