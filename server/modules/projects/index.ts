// The projects module's public face (projects, members, episodes, workspaces, share links): import from here.
export { projectsRoutes } from './projects.routes';
export { projectWorkspacesRoutes } from './project-workspaces.routes';
export { projectsRepository, type ProjectsRepository } from './projects.repository';
export { projectsService, type ProjectsService } from './projects.service';
export { workspacesService, type WorkspacesService } from './workspaces.service';
export { projectShareService, type ProjectShareService } from './project-share.service';
export { projectsCollection, workspacesCollection } from './projects.collection';
export { projectActivityService, type ProjectActivityService } from './project-activity.service';
export { cueSheetService, type CueSheetService } from './cue-sheet.service';
export {
  requireRight,
  requireRight as requireProjectRight,
  settleProject,
  type ProjectsContext,
} from './project-access';
