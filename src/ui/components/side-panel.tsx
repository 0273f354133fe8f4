import type { ReactNode } from 'react';
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

const useStyles = makeStyles({
  drawer: { maxWidth: '100vw' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalXXL,
  },
});

export interface SidePanelProps {
  /** False slides the panel out; it unmounts once it has. */
  open?: boolean;
  title: ReactNode;
  /** A line under the title (e.g. the artist). */
  subtitle?: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Esc, the backdrop or the close button. */
  onClose(): void;
  /** The panel's content, a column. */
  children: ReactNode;
}

/** A modal panel at the end edge: the title with its close button, and the content below it. */
export function SidePanel({ open = true, title, subtitle, closeLabel, onClose, children }: SidePanelProps) {
  const styles = useStyles();
  return (
    <OverlayDrawer
      className={styles.drawer}
      open={open}
      position="end"
      size="medium"
      onOpenChange={(_, data) => !data.open && onClose()}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label={closeLabel} icon={<DismissRegular />} onClick={onClose} />
          }
        >
          {title}
        </DrawerHeaderTitle>
        {subtitle}
      </DrawerHeader>
      <DrawerBody className={styles.body}>{children}</DrawerBody>
    </OverlayDrawer>
  );
}
