import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../src/domain/roles';
import { MyTrackRow } from '../../src/ui/catalog/owner/my-track-row';
import { trackFactory } from '../db/tracks-support';
import { renderUi } from './support/render';

/** Issue 26 §3, docs/decisions/0061: the owner's list marks a composer order's delivery and publishes it. */
const words: Record<Language, { actions: string; badge: string; publish: string }> = {
  en: { actions: 'Actions for', badge: 'Private to its composer order', publish: 'Publish to the catalogue' },
  ru: { actions: 'Действия', badge: 'Виден только в заказе композитору', publish: 'Опубликовать в каталоге' },
};

describe.each(['en', 'ru'] as const)('an owner’s track row in %s', (language) => {
  const row = (unpublished: boolean) => {
    const track = trackFactory({ title: 'Quay theme', ...(unpublished ? { unpublished: true } : {}) });
    const onPublish = vi.fn();
    return {
      track,
      onPublish,
      ui: <MyTrackRow track={track} onEdit={vi.fn()} onDelete={vi.fn()} onPublish={onPublish} />,
    };
  };
  const openMenu = async (user: Awaited<ReturnType<typeof renderUi>>['user']) =>
    user.click(screen.getByRole('button', { name: new RegExp(words[language].actions) }));

  it('says a delivery is private and offers to publish it', async () => {
    const { track, onPublish, ui } = row(true);
    const { user } = await renderUi(ui, { language });
    expect(screen.getByText(words[language].badge)).toBeTruthy();
    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: words[language].publish }));
    expect(onPublish).toHaveBeenCalledWith(track);
  });

  it('offers nothing of the kind for a published track', async () => {
    const { ui } = row(false);
    const { user } = await renderUi(ui, { language });
    expect(screen.queryByText(words[language].badge)).toBeNull();
    await openMenu(user);
    expect(await screen.findAllByRole('menuitem')).toHaveLength(2);
    expect(screen.queryByRole('menuitem', { name: words[language].publish })).toBeNull();
  });
});
