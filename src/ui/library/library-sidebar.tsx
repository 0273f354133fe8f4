import { Suspense, useState } from 'react';
import { Button, makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import { LibraryRegular, PanelLeftContractRegular, PanelLeftExpandRegular } from '@fluentui/react-icons';
import { lazyPart } from '../components/lazy-part';
import { useLibraryT } from '../i18n/library';
import { useSession } from '../hooks/use-session';
import { useLocalDb } from '../local-data';
import { LibraryNav } from './library-nav';
import { useCollapsed, useIsPhone } from './use-library-panel';

const useStyles = makeStyles({
  aside: {
    position: 'sticky',
    top: 0,
    alignSelf: 'flex-start',
    flexShrink: 0,
    boxSizing: 'border-box',
    width: '264px',
    maxHeight: '100vh',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  rail: { width: '56px', alignItems: 'stretch' },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalXS,
  },
  title: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingLeft: tokens.spacingHorizontalS,
  },
  phoneBar: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS} 0` },
});

// The phone's drawer (Fluent's drawer and dialog parts) loads when first opened, and stays mounted so that
// it closes with its animation.
const LibraryDrawer = lazyPart(() =>
  import('./library-drawer').then((module) => ({ default: module.LibraryDrawer })),
);

function PhoneLibrary() {
  const styles = useStyles();
  const t = useLibraryT();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <div className={styles.phoneBar}>
      <Button
        appearance="subtle"
        icon={<LibraryRegular />}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('library')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <LibraryDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}

function DesktopLibrary({ userId }: { userId: string }) {
  const styles = useStyles();
  const t = useLibraryT();
  const [collapsed, setCollapsed] = useCollapsed(userId);
  return (
    <nav aria-label={t('library')} className={mergeClasses(styles.aside, collapsed && styles.rail)}>
      <div className={styles.head}>
        {collapsed ? null : (
          <Subtitle2 as="h2" className={styles.title}>
            <LibraryRegular />
            {t('library')}
          </Subtitle2>
        )}
        <Button
          appearance="subtle"
          icon={collapsed ? <PanelLeftExpandRegular /> : <PanelLeftContractRegular />}
          aria-label={collapsed ? t('expand') : t('collapse')}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed(!collapsed)}
        />
      </div>
      <LibraryNav compact={collapsed} />
    </nav>
  );
}

/**
 * The collapsible library beside the content (docs/product.md §2): Liked songs, Recently played and the
 * playlists. Collapsing leaves a rail of icons and is remembered per user; on phones the library
 * hides behind a button that opens it in a drawer. Only for signed-in users.
 */
export function LibrarySidebar() {
  const { state } = useSession();
  const db = useLocalDb();
  const phone = useIsPhone();
  const user = state.user;
  if (!user || !db || state.currentRole === 'admin') return null;
  return phone ? <PhoneLibrary /> : <DesktopLibrary userId={user._id} />;
}
