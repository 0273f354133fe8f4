import type { ReactElement } from 'react';
import { Route } from 'wouter';
import type { CueDatabase } from '../../../src/db';
import type { Language } from '../../../src/domain/roles';
import type { Services } from '../../../src/ui/hooks/services';
import { ProjectPage } from '../../../src/ui/projects/project-page';
import { renderUi } from './render';
import { withLocalData } from './signed-in';
import { projectId, withPlayer } from './workspace-fixtures';

/**
 * The project page at /projects/{projectId} as the app routes it, with a player, the services and `db` as
 * its local data; `page` is the page element when it takes parts (e.g. its Commission button).
 */
export function renderProjectPage(
  services: Services,
  db: CueDatabase,
  { page = <ProjectPage />, language }: { page?: ReactElement; language?: Language } = {},
) {
  return renderUi(withPlayer(<Route path="/projects/:projectId">{page}</Route>, `/projects/${projectId}`), {
    wrapper: withLocalData(services, db),
    language,
  });
}
