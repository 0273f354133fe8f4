import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../../src/domain/messages';
import { PRICE_MAX, proposeSchema, type ProposalLineInput } from '../../src/domain/orders';
import type { ProposalTerms } from '../../src/domain/orders';
import { COMMENT_MAX } from '../../src/domain/projects';
import { validationMessage } from '../../server/http/validation-messages';
import type { RequestLine } from '../../src/domain/orders/queue';
import { ProposalEditor, type ProposalEditorProps } from '../../src/ui/orders/requests/proposal-editor';
import { requestLine } from '../support/request-lines';
import { renderUi } from './support/render';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const storm = requestLine({ id: 'storm', trackTitle: 'Crème Storm', projectName: 'Northern Lights' });
const harbour = requestLine({
  id: 'harbour',
  trackTitle: 'Midnight Harbour',
  projectName: 'Coffee spot',
  status: 'pending',
  price: 150_050,
  noVat: true,
  share: 40,
});

async function open(
  lines: RequestLine[],
  props: Partial<ProposalEditorProps> = {},
  language: 'en' | 'ru' = 'en',
) {
  const onSubmit = vi.fn<(terms: ProposalTerms[]) => Promise<void>>(async () => undefined);
  const onClose = vi.fn();
  const rendered = await renderUi(
    <ProposalEditor lines={lines} language={language} onSubmit={onSubmit} onClose={onClose} {...props} />,
    { language },
  );
  return { ...rendered, onSubmit, onClose, dialog: screen.getByRole('dialog') };
}

describe('the proposal editor (docs/licensing.md §3 "Proposal")', { timeout: 30_000 }, () => {
  it('shows the amount with VAT as the price is typed, at 22 % unless told otherwise', async () => {
    const { user, dialog } = await open([storm]);
    expect(within(dialog).getByRole('heading', { name: 'Proposal for Crème Storm' })).toBeTruthy();
    const price = within(dialog).getByRole('textbox', { name: /Price without VAT/ });
    const steps: [string, string | null][] = [
      ['1', 'With VAT (22 %): ₽1.22'],
      ['0', 'With VAT (22 %): ₽12.20'],
      ['0', 'With VAT (22 %): ₽122'],
      [',', null], // not an amount until a digit follows
      ['5', 'With VAT (22 %): ₽122.61'], // 100.50 × 1.22 = 122.61
      ['x', null],
    ];
    for (const [key, hint] of steps) {
      await user.type(price, key);
      const text = plain(dialog.textContent);
      if (hint) expect(text, `${key}`).toContain(hint);
      else expect(text).not.toContain('With VAT');
    }
  });

  it('rounds the VAT half up to the kopeck and follows the configured rate', async () => {
    const { user, dialog } = await open([storm], { vatRate: 20 });
    const price = within(dialog).getByRole('textbox', { name: /Price without VAT/ });
    await user.type(price, '0.03');
    expect(plain(dialog.textContent)).toContain('With VAT (20 %): ₽0.04'); // 3 + 0.6 → 4 kopecks
  });

  it('says no VAT is charged when "No VAT" is on', async () => {
    const { user, dialog } = await open([storm]);
    await user.type(within(dialog).getByRole('textbox', { name: /Price without VAT/ }), '500');
    await user.click(within(dialog).getByRole('switch', { name: 'No VAT' }));
    expect(dialog.textContent).toContain('No VAT is charged');
    expect(dialog.textContent).not.toContain('With VAT');
  });

  it('starts from the line’s proposal and sends it changed', async () => {
    const { user, dialog, onSubmit, onClose } = await open([harbour]);
    const price = within(dialog).getByRole('textbox', { name: /Price without VAT/ }) as HTMLInputElement;
    expect(price.value).toBe('1500.50');
    expect((within(dialog).getByRole('switch', { name: 'No VAT' }) as HTMLInputElement).checked).toBe(true);
    const share = within(dialog).getByRole('textbox', { name: /share of the rights/ }) as HTMLInputElement;
    expect(share.value).toBe('40');
    expect(dialog.textContent).toContain('co-owners must license the rest');
    await user.clear(share);
    await user.type(share, '100');
    expect(dialog.textContent).not.toContain('co-owners');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(onSubmit).toHaveBeenCalledWith([{ price: 150_050, noVat: true, share: 100, comment: null }]);
    expect(onClose).toHaveBeenCalled();
  });

  it.each<[string, string, string, string[]]>([
    ['no price', '', '100', ['Enter the price']],
    ['letters', '15k', '100', ['Enter the price in roubles, e.g. 15000 or 15000.50']],
    ['three decimals', '1.005', '100', ['Enter the price in roubles, e.g. 15000 or 15000.50']],
    ['share 0', '100', '0', ['Must be at least 1.']],
    ['share 101', '100', '101', ['Must be at most 100.']],
    ['both', '-1', '50.5', ['Enter the price in roubles, e.g. 15000 or 15000.50', 'Enter a whole number.']],
  ])(
    'refuses %s with the field’s message, and sends nothing',
    async (_name, priceText, shareText, messages) => {
      const { user, dialog, onSubmit } = await open([storm]);
      const price = within(dialog).getByRole('textbox', { name: /Price without VAT/ });
      const share = within(dialog).getByRole('textbox', { name: /share of the rights/ });
      if (priceText) await user.type(price, priceText);
      await user.clear(share);
      await user.type(share, shareText);
      expect(dialog.textContent).not.toContain(messages[0]);
      await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
      for (const message of messages) expect(dialog.textContent).toContain(message);
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('accepts a zero price: it is the approval of such a line that is refused', async () => {
    const { user, dialog, onSubmit } = await open([storm]);
    await user.type(within(dialog).getByRole('textbox', { name: /Price without VAT/ }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(onSubmit).toHaveBeenCalledWith([{ price: 0, noVat: false, share: 100, comment: null }]);
    expect(dialog.textContent).not.toContain('zero price');
  });

  it('prices each line on its own when the same terms are turned off', async () => {
    const { user, dialog, onSubmit } = await open([storm, harbour]);
    await user.click(within(dialog).getByRole('switch', { name: 'Same price and terms for every request' }));
    const stormSet = within(dialog).getByRole('group', { name: 'Crème Storm · Northern Lights' });
    const harbourSet = within(dialog).getByRole('group', { name: 'Midnight Harbour · Coffee spot' });
    await user.type(within(stormSet).getByRole('textbox', { name: /Price without VAT/ }), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { price: 100_000, noVat: false, share: 100, comment: null },
      { price: 150_050, noVat: true, share: 40, comment: null },
    ]);
    expect(within(harbourSet).getByRole('textbox', { name: /Price without VAT/ })).toBeTruthy();
    expect(plain(dialog.textContent)).toContain('Total without VAT: ₽2,500.50');
    expect(plain(dialog.textContent)).toContain('Total with VAT: ₽2,720.50'); // 1,220 + 1,500.50 without VAT
  });

  /** The text the server answers a proposal of `line` with (its 400's message), in `language`. */
  function serverRefusal(line: Omit<ProposalLineInput, 'entryId'>, language: 'en' | 'ru') {
    const entryId = '00000000-0000-4000-8000-000000000001';
    const issue = proposeSchema.safeParse({ lines: [{ entryId, ...line }] }).error?.issues[0];
    if (!issue) throw new Error('the server takes it');
    const params = issue.code === 'too_big' ? { maximum: issue.maximum } : {};
    const keyed = validationMessage({ keyword: issue.code, message: issue.message, params });
    return translate(language, keyed.key, keyed.params);
  }

  it.each<[string, { price?: string; share?: string; comment?: string }, Omit<ProposalLineInput, 'entryId'>]>(
    [
      ['a price one kopeck over PRICE_MAX', { price: '1000000000.01' }, { price: PRICE_MAX + 1, share: 100 }],
      ['a share of 101 %', { price: '100', share: '101' }, { price: 10_000, share: 101 }],
      [
        'a comment one character over the bound',
        { price: '100', comment: 'z'.repeat(COMMENT_MAX + 1) },
        { price: 10_000, share: 100, comment: 'z'.repeat(COMMENT_MAX + 1) },
      ],
    ],
  )('refuses %s as the server does, with the server’s message', async (_name, typed, sent) => {
    for (const language of ['en', 'ru'] as const) {
      const { user, dialog, onSubmit, unmount } = await open([storm], {}, language);
      const [price, share] = within(dialog).getAllByRole('textbox');
      if (typed.price) await user.type(price!, typed.price);
      if (typed.share) {
        await user.clear(share!);
        await user.type(share!, typed.share);
      }
      const comment = within(dialog).getAllByRole('textbox').at(-1)!;
      // Typed key by key the comment would take minutes: it is pasted.
      if (typed.comment) fireEvent.change(comment, { target: { value: typed.comment } });
      await user.click(
        within(dialog).getByRole('button', {
          name: language === 'en' ? 'Send proposal' : 'Отправить предложение',
        }),
      );
      const message = serverRefusal(sent, language);
      expect(plain(dialog.textContent)).toContain(plain(message));
      expect(onSubmit).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('speaks Russian, with the amount in roubles', async () => {
    const { user, dialog } = await open([storm], {}, 'ru');
    expect(within(dialog).getByRole('heading', { name: 'Предложение по треку Crème Storm' })).toBeTruthy();
    const price = within(dialog).getByRole('textbox', { name: /Цена без НДС/ });
    await user.type(price, '12 345,5');
    expect(plain(dialog.textContent)).toContain('С НДС (22 %): 15 061,51 ₽'); // 1,234,550 + 271,601 kopecks
    await user.clear(price);
    await user.type(price, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить предложение' }));
    expect(dialog.textContent).toContain('Укажите цену в рублях, например 15000 или 15000,50');
  });
});
