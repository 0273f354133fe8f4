// The system module's public face: the composition root imports from here.
export { systemRoutes } from './system.routes';
