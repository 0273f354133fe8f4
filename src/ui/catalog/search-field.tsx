import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, HistoryRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { CatalogT } from './i18n';
import { SearchBox } from './search-box';
import type { SearchHistory } from './use-search-history';

const useStyles = makeStyles({
  root: { position: 'relative', width: '100%', maxWidth: '640px' },
  box: { width: '100%', maxWidth: 'none' },
  panel: {
    position: 'absolute',
    zIndex: 10,
    top: 'calc(100% + 4px)',
    left: 0,
    right: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  heading: { padding: `0 ${tokens.spacingHorizontalS}`, color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  use: { flexGrow: 1, justifyContent: 'flex-start', minWidth: 0 },
  text: {
    flexGrow: 1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    textAlign: 'start',
  },
  time: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  clear: { alignSelf: 'flex-end' },
});

interface SearchFieldProps {
  value: string;
  onChange(value: string): void;
  /** Enter or a history entry: the search is meant (it goes into the history). */
  onCommit(value: string): void;
  history: SearchHistory;
  t: CatalogT;
}

/** Recent searches, each with its time, removable one by one or all at once. */
function HistoryPanel({
  history,
  t,
  onUse,
}: {
  history: SearchHistory;
  t: CatalogT;
  onUse(text: string): void;
}) {
  const styles = useStyles();
  const { i18n } = useTranslation();
  const timeFormat = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    day: 'numeric',
    month: 'short',
  });
  return (
    <div id="catalog-search-history" role="region" aria-label={t('history')} className={styles.panel}>
      <Caption1 className={styles.heading}>{t('history')}</Caption1>
      <ul className={styles.list}>
        {history.entries.map((entry) => {
          const time = timeFormat.format(entry.at);
          return (
            <li key={entry.text} className={styles.item}>
              <Button
                data-history-entry
                appearance="subtle"
                className={styles.use}
                icon={<HistoryRegular />}
                aria-label={t('historyUse', { text: entry.text, time })}
                onClick={() => onUse(entry.text)}
              >
                <span className={styles.text}>{entry.text}</span>
                <Caption1 className={styles.time}>{time}</Caption1>
              </Button>
              <Button
                appearance="subtle"
                size="small"
                icon={<DismissRegular />}
                aria-label={t('historyRemove', { text: entry.text })}
                onClick={() => history.remove(entry.text)}
              />
            </li>
          );
        })}
      </ul>
      <Button className={styles.clear} appearance="transparent" size="small" onClick={() => history.clear()}>
        {t('clearHistory')}
      </Button>
    </div>
  );
}

/** The search box with the recent-search dropdown (docs/product.md §2 search, §4 history). */
export function SearchField({ value, onChange, onCommit, history, t }: SearchFieldProps) {
  const styles = useStyles();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      onCommit(event.target.value);
      setOpen(false);
    }
    if (event.key === 'ArrowDown' && event.target instanceof HTMLInputElement && open) {
      event.preventDefault();
      rootRef.current?.querySelector<HTMLElement>('[data-history-entry]')?.focus();
    }
  };
  const showPanel = open && history.entries.length > 0;
  return (
    <div
      ref={rootRef}
      className={styles.root}
      onFocus={() => {
        if (!open) history.refresh();
        setOpen(true);
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <SearchBox
        className={styles.box}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        clearLabel={t('searchClear')}
        aria-controls={showPanel ? 'catalog-search-history' : undefined}
        value={value}
        onChange={onChange}
      />
      {showPanel ? (
        <HistoryPanel
          history={history}
          t={t}
          onUse={(text) => {
            onCommit(text);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}
