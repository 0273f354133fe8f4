import type { ReactElement } from 'react';
import { Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import type { CueDatabase } from '../../db';
import type { NotificationsT } from './i18n';
import { NotificationsPanel } from './notifications-panel';
import { useNotificationStyles } from './notification-styles';

interface BellPopoverProps {
  db: CueDatabase | null;
  unread: number;
  t: NotificationsT;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The bell's button (./notification-bell.tsx), which loads this module on its first press. */
  children: ReactElement;
}

/** The notifications popup on the bell. */
export function BellPopover({ db, unread, t, open, onOpenChange, children }: BellPopoverProps) {
  const styles = useNotificationStyles();
  return (
    <Popover
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      positioning="below-end"
      trapFocus
    >
      <PopoverTrigger disableButtonEnhancement>{children}</PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('title')}>
        {db ? <NotificationsPanel db={db} unread={unread} t={t} onClose={() => onOpenChange(false)} /> : null}
      </PopoverSurface>
    </Popover>
  );
}
