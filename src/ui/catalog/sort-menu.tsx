import {
  Menu,
  MenuButton,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { ArrowSortRegular } from '@fluentui/react-icons';
import type { TrackSort } from '../../domain/catalog';
import type { CatalogKey, CatalogT } from './i18n';

const RELEVANCE = 'relevance';
type SortChoice = TrackSort | typeof RELEVANCE;

const choices: { value: SortChoice; label: CatalogKey }[] = [
  { value: RELEVANCE, label: 'sortRelevance' },
  { value: 'titleAsc', label: 'sortTitle' },
  { value: 'durationAsc', label: 'sortDurationAsc' },
  { value: 'durationDesc', label: 'sortDurationDesc' },
  { value: 'releaseDateDesc', label: 'sortRelease' },
  { value: 'createdAtDesc', label: 'sortNewest' },
];

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
  const offered = choices.filter((choice) => searching || choice.value !== RELEVANCE);
  const current = choices.find((choice) => choice.value === (sort ?? RELEVANCE));
  const name = current ? t(current.label) : (sort ?? '');
  return (
    <Menu
      checkedValues={{ sort: [sort ?? RELEVANCE] }}
      onCheckedValueChange={(_, data) => {
        const value = data.checkedItems[0] as SortChoice | undefined;
        if (value) onChange(value === RELEVANCE ? undefined : value);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" icon={<ArrowSortRegular />}>
          {t('sortBy', { name })}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {offered.map((choice) => (
            <MenuItemRadio key={choice.value} name="sort" value={choice.value}>
              {t(choice.label)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
