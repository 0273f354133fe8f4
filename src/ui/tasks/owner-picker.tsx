import { useMemo, useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { MusicNote2Regular } from '@fluentui/react-icons';
import type { ArtistDocument } from '../../domain/catalog';
import { ownerOfArtist, searchArtists } from '../../sync/tasks-api';
import { errorText } from '../components/server-errors';
import { useApi } from '../hooks/use-api';
import { useTask } from '../hooks/use-task';
import { useDebounced } from '../hooks/use-debounced';
import { useSession } from '../hooks/use-session';
import { useTasksT } from './i18n';
import { TaskDialog } from './task-dialog';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  artist: { width: '100%', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

type Found =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'done'; search: string; artists: ArtistDocument[] };

/** Artists matching the typed name, asked once the typing settles (a search: nothing to keep). */
function useArtistSearch(text: string): Found {
  const api = useApi();
  const search = useDebounced(text.trim());
  const run = useMemo(
    () => (search ? (signal: AbortSignal) => searchArtists(api, search, signal) : null),
    [api, search],
  );
  const task = useTask(run);
  if (task.status === 'idle') return { state: 'idle' };
  if (task.status === 'pending') return { state: 'loading' };
  if (task.status === 'failed') return { state: 'error', message: errorText(task.error) };
  return { state: 'done', search, artists: task.value.data };
}

export interface PickedOwner {
  ownerId: string;
  ownerName: string;
  artistId: string;
}

function Results({ found, onChoose }: { found: Found; onChoose(artist: ArtistDocument): void }) {
  const t = useTasksT();
  const styles = useStyles();
  if (found.state === 'idle') return <Caption1>{t('pick.hint')}</Caption1>;
  if (found.state === 'loading') return <Spinner size="tiny" label={t('pick.searching')} />;
  if (found.state === 'error')
    return (
      <MessageBar intent="error">
        <MessageBarBody>{found.message}</MessageBarBody>
      </MessageBar>
    );
  if (found.artists.length === 0) return <Body1>{t('pick.none', { search: found.search })}</Body1>;
  return (
    <ul className={styles.list} aria-label={t('pick.results')}>
      {found.artists.map((artist) => (
        <li key={artist.id}>
          <Button appearance="subtle" className={styles.artist} onClick={() => onChoose(artist)}>
            <span>{artist.name}</span>
            <Caption1>{t('pick.tracks', { count: artist.trackCount })}</Caption1>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The owner picker: search artists by name; choosing one picks the owner behind the artist's tracks. */
export function OwnerPicker({
  projectName,
  onPick,
  onClose,
}: {
  projectName: string;
  onPick(owner: PickedOwner): void;
  onClose(): void;
}) {
  const t = useTasksT();
  const styles = useStyles();
  const api = useApi();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const found = useArtistSearch(text);

  const choose = async (artist: ArtistDocument) => {
    setProblem(null);
    setBusy(true);
    try {
      const ownerId = await ownerOfArtist(api, artist.id);
      if (ownerId) onPick({ ownerId, ownerName: artist.name, artistId: artist.id });
      else setProblem(t('pick.noOwner', { name: artist.name }));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-busy={busy}>
        <DialogBody>
          <DialogTitle>{t('pick.title', { project: projectName })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label={t('pick.search')}>
              <SearchBox value={text} onChange={(_, data) => setText(data.value)} autoFocus />
            </Field>
            {problem ? (
              <MessageBar intent="warning">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            ) : null}
            <Results found={found} onChoose={(artist) => void choose(artist)} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('pick.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * "Commission music" on the project page (the shell hands it in): pick the owner by artist name, then the
 * order form, filed under the project.
 */
export function ProjectCommissionButton({
  projectId,
  projectName,
}: {
  projectId: string;
  projectName: string;
}) {
  const t = useTasksT();
  const { state } = useSession();
  const [step, setStep] = useState<'closed' | 'pick' | PickedOwner>('closed');
  if (state.currentRole !== 'customer') return null;
  const close = () => setStep('closed');
  return (
    <>
      <Button icon={<MusicNote2Regular />} onClick={() => setStep('pick')}>
        {t('commission')}
      </Button>
      {step === 'pick' ? <OwnerPicker projectName={projectName} onPick={setStep} onClose={close} /> : null}
      {typeof step === 'object' ? <TaskDialog {...step} projectId={projectId} onClose={close} /> : null}
    </>
  );
}
