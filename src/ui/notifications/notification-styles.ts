import { makeStyles, tokens } from '@fluentui/react-components';
import { NOTIFICATION_ROW_HEIGHT } from '../../domain/notifications';

export const useNotificationStyles = makeStyles({
  bellWrap: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-8px', right: '-10px', pointerEvents: 'none' },
  surface: { width: '360px', maxWidth: 'calc(100vw - 32px)', padding: tokens.spacingVerticalM },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  title: { margin: '0', fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  toolbar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' },
  list: { listStyleType: 'none', margin: '0', padding: '0', overflowY: 'auto' },
  row: {
    boxSizing: 'border-box',
    height: `${NOTIFICATION_ROW_HEIGHT}px`,
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: 'none',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  unreadRow: { backgroundColor: tokens.colorBrandBackground2 },
  subType: { fontWeight: tokens.fontWeightSemibold, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  message: { overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: '2', WebkitBoxOrient: 'vertical' },
  date: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  state: { padding: tokens.spacingVerticalM, color: tokens.colorNeutralForeground2 },
});
