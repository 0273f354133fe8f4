import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useProject } from '../hooks/use-projects';
import { useChatT } from './i18n';
import { ProjectChat } from './project-chat';

interface ProjectChatDialogProps {
  projectId: string;
  /** The project's name, in the title. */
  projectName: string;
  /** The owner whose thread opens (the owner's own, from the request queue); the first thread otherwise. */
  ownerId?: string | null;
  open: boolean;
  onClose(): void;
}

/**
 * A project's chat in a dialog, for those who cannot open the project page (an owner answering requests)
 * or want it beside another screen.
 */
export function ProjectChatDialog({
  projectId,
  projectName,
  ownerId,
  open,
  onClose,
}: ProjectChatDialogProps) {
  const t = useChatT();
  // A member's local project explains a refusal; an owner outside the team has none.
  const { project } = useProject(projectId);
  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('dialogTitle', { name: projectName })}</DialogTitle>
          <DialogContent>
            {open ? (
              <ProjectChat projectId={projectId} ownerId={ownerId ?? null} project={project ?? null} />
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
