import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useLibraryT } from '../i18n/library';
import { LibraryNav } from './library-nav';

const useStyles = makeStyles({
  drawerBody: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The library in a drawer, on phones (./library-sidebar.tsx opens it). */
export function LibraryDrawer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const styles = useStyles();
  const t = useLibraryT();
  const close = () => onOpenChange(false);
  return (
    <OverlayDrawer
      open={open}
      position="start"
      onOpenChange={(_, data) => onOpenChange(data.open)}
      aria-label={t('library')}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" icon={<DismissRegular />} aria-label={t('close')} onClick={close} />
          }
        >
          {t('library')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.drawerBody}>
        <nav aria-label={t('library')}>
          <LibraryNav compact={false} onNavigate={close} />
        </nav>
      </DrawerBody>
    </OverlayDrawer>
  );
}
