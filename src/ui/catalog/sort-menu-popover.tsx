import type { ReactElement } from 'react';
import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { TrackSort } from '../../domain/catalog';
import { RELEVANCE, type SortChoice, type SortOption } from './sort-choices';

interface SortMenuPopoverProps {
  sort: TrackSort | undefined;
  offered: readonly SortOption[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onChange(sort: TrackSort | undefined): void;
  /** The menu's button (./sort-menu.tsx), which loads this module on its first press. */
  children: ReactElement;
}

/** The sort choices as a menu of radio items on the sort button. */
export function SortMenuPopover({
  sort,
  offered,
  open,
  onOpenChange,
  onChange,
  children,
}: SortMenuPopoverProps) {
  return (
    <Menu
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      checkedValues={{ sort: [sort ?? RELEVANCE] }}
      onCheckedValueChange={(_, data) => {
        const value = data.checkedItems[0] as SortChoice | undefined;
        if (value) onChange(value === RELEVANCE ? undefined : value);
      }}
    >
      <MenuTrigger disableButtonEnhancement>{children}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {offered.map((choice) => (
            <MenuItemRadio key={choice.value} name="sort" value={choice.value}>
              {choice.text}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
