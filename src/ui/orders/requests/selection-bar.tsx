import { Button, makeStyles, Text, tokens, Toolbar } from '@fluentui/react-components';
import { DismissCircleRegular, DismissRegular, SendRegular } from '@fluentui/react-icons';
import { useRequestsT } from './i18n';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  count: { flexGrow: 1 },
});

interface SelectionBarProps {
  count: number;
  onPropose(): void;
  onReject(): void;
  onClear(): void;
}

/** What can be done with the selected requests at once: one proposal for all of them, or a refusal. */
export function SelectionBar({ count, onPropose, onReject, onClear }: SelectionBarProps) {
  const styles = useStyles();
  const t = useRequestsT();
  return (
    <Toolbar className={styles.bar} aria-label={t('selected', { count })}>
      <Text className={styles.count} role="status">
        {t('selected', { count })}
      </Text>
      <Button appearance="primary" icon={<SendRegular />} onClick={onPropose}>
        {t('propose')}
      </Button>
      <Button icon={<DismissCircleRegular />} onClick={onReject}>
        {t('reject')}
      </Button>
      <Button appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
        {t('clearSelection')}
      </Button>
    </Toolbar>
  );
}
