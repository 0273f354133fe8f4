import { Suspense } from 'react';
import { MenuButton } from '@fluentui/react-components';
import { ArrowSortRegular } from '@fluentui/react-icons';
import type { TrackSort } from '../../domain/catalog';
import { lazyPart } from '../components/lazy-part';
import { useLoadOnPress } from '../hooks/use-load-on-press';
import type { CatalogT } from './i18n';
import { RELEVANCE, sortChoices } from './sort-choices';

// Fluent's menu loads with the first press (asked for on hover or focus): the catalogue draws without it.
const loadPopover = () => void import('./sort-menu-popover');
const SortMenuPopover = lazyPart(() =>
  import('./sort-menu-popover').then((module) => ({ default: module.SortMenuPopover })),
);

interface SortMenuProps {
  /** The order in effect (undefined: relevance). */
  sort: TrackSort | undefined;
  /** Relevance is offered only while searching. */
  searching: boolean;
  onChange(sort: TrackSort | undefined): void;
  t: CatalogT;
}

/** The sort menu (docs/product.md §9: alphabetical → title, duration → technicalData). */
export function SortMenu({ sort, searching, onChange, t }: SortMenuProps) {
  const { pressed, open, setOpen, triggerProps } = useLoadOnPress(loadPopover);
  const offered = sortChoices
    .filter((choice) => searching || choice.value !== RELEVANCE)
    .map((choice) => ({ value: choice.value, text: t(choice.label) }));
  const current = sortChoices.find((choice) => choice.value === (sort ?? RELEVANCE));
  const name = current ? t(current.label) : (sort ?? '');
  const button = (
    <MenuButton
      appearance="subtle"
      icon={<ArrowSortRegular />}
      aria-haspopup="menu"
      aria-expanded={open}
      {...triggerProps}
    >
      {t('sortBy', { name })}
    </MenuButton>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <SortMenuPopover sort={sort} offered={offered} open={open} onOpenChange={setOpen} onChange={onChange}>
        {button}
      </SortMenuPopover>
    </Suspense>
  );
}
