import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../../src/domain/messages';
import { declineLinesSchema, REASON_MAX } from '../../src/domain/orders';
import type { ProposalTerms } from '../../src/domain/orders';
import type { RequestLine } from '../../src/domain/orders/queue';
import { RequestQueue, type RequestQueueProps } from '../../src/ui/orders/requests/request-queue';
import { requestLine } from '../support/request-lines';
import { renderUi } from './support/render';

const storm = requestLine({
  id: 'storm',
  trackTitle: 'Crème Storm',
  artistName: 'Ёжик',
  projectId: 'p-north',
  projectName: 'Northern Lights',
  customerId: 'c-anna',
  customerName: 'Anna Petrova',
  media: ['tv', 'internet'],
  status: 'requested',
  createdAt: '2026-03-04T10:00:00.000Z',
  unseen: true,
});
const harbour = requestLine({
  id: 'harbour',
  trackTitle: 'Midnight Harbour',
  artistName: 'Velvet Echo',
  projectId: 'p-coffee',
  projectName: 'Coffee spot',
  customerId: 'c-brand',
  customerName: 'Brand Studio',
  media: ['cinema'],
  status: 'pending',
  price: 1_500_000,
  share: 100,
  createdAt: '2026-03-03T10:00:00.000Z',
});
const river = requestLine({
  id: 'river',
  trackTitle: 'Silver River',
  artistName: 'Golden Echo',
  projectId: 'p-north',
  projectName: 'Northern Lights',
  customerId: 'c-anna',
  customerName: 'Anna Petrova',
  media: ['streaming'],
  status: 'approved',
  price: 90_000,
  share: 50,
  vatRate: 20,
  createdAt: '2026-03-02T10:00:00.000Z',
});
const elka = requestLine({
  id: 'elka',
  trackTitle: 'Зимняя сказка',
  artistName: 'Ёлка',
  projectId: 'p-ny',
  projectName: 'Новый год',
  customerId: 'c-sever',
  customerName: 'Студия Север',
  media: ['radio'],
  status: 'rejected',
  price: 0,
  share: 100,
  createdAt: '2026-03-01T10:00:00.000Z',
});
const all = [river, elka, storm, harbour];

const render = (props: Partial<RequestQueueProps> = {}, language: 'en' | 'ru' = 'en') => {
  const handlers = {
    onPropose: vi.fn<(lines: RequestLine[], terms: ProposalTerms[]) => Promise<void>>(async () => undefined),
    onReject: vi.fn<(lines: RequestLine[], reason: string) => Promise<void>>(async () => undefined),
    onOpen: vi.fn<(line: RequestLine) => void>(),
  };
  return renderUi(<RequestQueue lines={all} {...handlers} {...props} />, { language }).then((rendered) => ({
    ...rendered,
    ...handlers,
  }));
};

const list = () => screen.getByRole('grid');
const shownTitles = () =>
  within(list())
    .queryAllByRole('row')
    .filter((row) => row.hasAttribute('aria-selected')) // a line, not a project's heading row
    .map((row) => row.getAttribute('aria-label')?.split(',')[0]);
const chip = (name: RegExp) => screen.getByRole('button', { name });

describe('the request queue', { timeout: 30_000 }, () => {
  it('shows a spinner while the lines load, and explains an empty queue', async () => {
    const { rerender } = await render({ lines: null });
    expect(screen.getByText('Loading requests')).toBeTruthy();
    rerender(<RequestQueue lines={[]} onPropose={vi.fn()} onReject={vi.fn()} onOpen={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'No requests yet' })).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('lists every line newest first with its status, price with VAT, terms and the new mark', async () => {
    await render();
    expect(shownTitles()).toEqual(['Crème Storm', 'Midnight Harbour', 'Silver River', 'Зимняя сказка']);
    const harbourRow = screen.getByRole('row', { name: 'Midnight Harbour, Coffee spot' });
    expect(harbourRow.textContent).toContain('Pending');
    expect(harbourRow.textContent).toContain('₽15,000');
    expect(harbourRow.textContent).toContain('₽18,300 with VAT');
    expect(harbourRow.textContent).toContain('Cinema · Whole world · 12 months · 1 use');
    const stormRow = screen.getByRole('row', { name: 'Crème Storm, Northern Lights' });
    expect(stormRow.textContent).toContain('Not priced');
    expect(stormRow.textContent).toContain('New');
    expect(screen.getByRole('row', { name: 'Silver River, Northern Lights' }).textContent).toContain('50 %');
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('4 requests');
  });

  it('filters at each keystroke, folding case, accents and ё, and counts per status in the chips', async () => {
    const { user } = await render();
    expect(chip(/^All 4$/).getAttribute('aria-pressed')).toBe('true');
    expect(chip(/^Requested 1$/)).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Search requests' });
    const expected: [string, string[], string][] = [
      ['n', ['Crème Storm', 'Midnight Harbour', 'Silver River'], 'All 3'],
      ['no', ['Crème Storm', 'Silver River'], 'All 2'],
      ['nor', ['Crème Storm', 'Silver River'], 'All 2'],
      ['nort', ['Crème Storm', 'Silver River'], 'All 2'],
    ];
    for (const [typed, titles, all] of expected) {
      await user.type(box, typed.slice(-1));
      expect(shownTitles(), typed).toEqual(titles);
      expect(chip(new RegExp(`^${all}$`))).toBeTruthy();
    }
    expect(chip(/^Approved 1$/)).toBeTruthy();
    expect(chip(/^Pending 0$/)).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'creme');
    expect(shownTitles()).toEqual(['Crème Storm']);
    await user.clear(box);
    await user.type(box, 'ЕЛКА');
    expect(shownTitles()).toEqual(['Зимняя сказка']);
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(screen.getByText('No request matches the filter.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownTitles()).toHaveLength(4);
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('narrows by a status chip, keeping the other chips counted', async () => {
    const { user } = await render();
    await user.click(chip(/^Pending 1$/));
    expect(shownTitles()).toEqual(['Midnight Harbour']);
    expect(chip(/^Pending 1$/).getAttribute('aria-pressed')).toBe('true');
    expect(chip(/^All 4$/).getAttribute('aria-pressed')).toBe('false');
    expect(chip(/^Rejected 1$/)).toBeTruthy();
    await user.click(chip(/^Pending 1$/));
    expect(shownTitles()).toHaveLength(4);
  });

  it('narrows by project, customer, media and date, and sorts', async () => {
    const { user } = await render();
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.click(screen.getByRole('option', { name: 'Northern Lights' }));
    expect(shownTitles()).toEqual(['Crème Storm', 'Silver River']);
    await user.click(screen.getByRole('combobox', { name: 'Media' }));
    await user.click(screen.getByRole('option', { name: 'Streaming' }));
    expect(shownTitles()).toEqual(['Silver River']);
    await user.click(screen.getByRole('combobox', { name: 'Media' }));
    await user.click(screen.getByRole('option', { name: 'Any media' }));
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.click(screen.getByRole('option', { name: 'Any project' }));
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(screen.getByRole('option', { name: 'Студия Север' }));
    expect(shownTitles()).toEqual(['Зимняя сказка']);
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(screen.getByRole('option', { name: 'Any customer' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-03' } });
    expect(shownTitles()).toEqual(['Midnight Harbour', 'Silver River']);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(screen.getByRole('option', { name: 'Price: high to low' }));
    expect(shownTitles()).toEqual(['Midnight Harbour', 'Silver River', 'Зимняя сказка', 'Crème Storm']);
  });

  it('groups by project under headings', async () => {
    const { user } = await render();
    await user.click(screen.getByRole('switch', { name: 'Group by project' }));
    expect(shownTitles()).toEqual(['Crème Storm', 'Silver River', 'Midnight Harbour', 'Зимняя сказка']);
    expect(list().textContent).toContain('Northern Lights2 requests');
  });

  it('moves with the arrows, opens with Enter and selects with Space', async () => {
    const { user, onOpen } = await render();
    list().focus();
    await user.keyboard('{ArrowDown}');
    const active = () => list().getAttribute('aria-activedescendant');
    expect(active()).toBe('request-line-storm');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('request-line-river');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('request-line-harbour');
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(harbour);
    await user.keyboard(' ');
    expect(
      screen.getByRole('row', { name: 'Midnight Harbour, Coffee spot' }).getAttribute('aria-selected'),
    ).toBe('true');
    await user.keyboard('{End} ');
    expect(active()).toBe('request-line-elka');
    expect(screen.getByRole('toolbar', { name: '2 requests selected' })).toBeTruthy();
    await user.keyboard('{Home}{ArrowUp}');
    expect(active()).toBe('request-line-storm');
    await user.keyboard(' ');
    await user.keyboard(' ');
    expect(screen.getByRole('toolbar', { name: '2 requests selected' })).toBeTruthy();
  });

  it('opens a line on click and selects it with its checkbox', async () => {
    const { user, onOpen } = await render();
    await user.click(screen.getByText('Silver River'));
    expect(onOpen).toHaveBeenCalledWith(river);
    expect(list().getAttribute('aria-activedescendant')).toBe('request-line-river');
    await user.click(screen.getByRole('checkbox', { name: 'Select Crème Storm' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('toolbar', { name: '1 request selected' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('proposes the same price and terms to the selection', async () => {
    const { user, onPropose } = await render();
    await user.click(screen.getByRole('checkbox', { name: 'Select Crème Storm' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Midnight Harbour' }));
    await user.click(screen.getByRole('button', { name: 'Propose' }));
    const dialog = screen.getByRole('dialog', { name: 'Proposal for 2 requests' });
    expect(
      within(dialog).getByRole('switch', { name: 'Same price and terms for every request' }),
    ).toBeTruthy();
    const price = within(dialog).getByRole('textbox', { name: /Price without VAT/ });
    await user.clear(price);
    await user.type(price, '20000');
    const share = within(dialog).getByRole('textbox', { name: /share of the rights/ });
    await user.clear(share);
    await user.type(share, '60');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Festival cut');
    expect(dialog.textContent).toContain('Total without VAT: ₽40,000');
    expect(dialog.textContent).toContain('Total with VAT: ₽48,800');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    const terms = { price: 2_000_000, noVat: false, share: 60, comment: 'Festival cut' };
    expect(onPropose).toHaveBeenCalledWith([storm, harbour], [terms, terms]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('rejects the selection with a reason, after confirming', async () => {
    const { user, onReject } = await render();
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    await user.click(chip(/^Approved 1$/));
    expect(screen.getByRole('toolbar', { name: '1 request selected' })).toBeTruthy();
    await user.click(chip(/^All 4$/));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject 4 requests?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Required field')).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Not for advertising  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledWith([storm, harbour, river, elka], 'Not for advertising');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('refuses a reason over the server’s bound with the server’s message', async () => {
    const { user, onReject } = await render();
    await user.click(screen.getByRole('checkbox', { name: 'Select Silver River' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject the request for Silver River?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    fireEvent.change(reason, { target: { value: 'r'.repeat(REASON_MAX + 1) } });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const refusal = declineLinesSchema.shape.reason.safeParse('r'.repeat(REASON_MAX + 1)).error!.issues[0]!;
    expect(refusal.message).toBe('validation.tooLong');
    expect(
      within(dialog).getByText(translate('en', refusal.message, { max: String(REASON_MAX) })),
    ).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with a message when the answer fails', async () => {
    const { user, onReject } = await render();
    onReject.mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('checkbox', { name: 'Select Silver River' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject the request for Silver River?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('The answer could not be sent. Try again.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('renders a screenful of 5,000 lines and reaches the last with End', async () => {
    const many = Array.from({ length: 5000 }, (_, n) =>
      requestLine({
        id: `many-${n}`,
        trackTitle: `Track ${n}`,
        createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
      }),
    );
    const { user } = await render({ lines: many });
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('5,000 requests');
    const options = within(list()).getAllByRole('row');
    expect(options.length).toBeGreaterThan(5);
    expect(options.length).toBeLessThan(60);
    expect(options[0]?.getAttribute('aria-label')).toBe('Track 4999, Northern Lights');
    expect(list().getAttribute('aria-rowcount')).toBe('5000');
    list().focus();
    await user.keyboard('{End}');
    expect(list().getAttribute('aria-activedescendant')).toBe('request-line-many-0');
  });

  it('speaks Russian', async () => {
    const { user } = await render({}, 'ru');
    expect(screen.getByRole('grid', { name: 'Запросы' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^На согласовании 1$/ })).toBeTruthy();
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('4 запроса');
    const harbourRow = screen.getByRole('row', { name: 'Midnight Harbour, Coffee spot' });
    expect(harbourRow.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('18 300 ₽ с НДС');
    expect(harbourRow.textContent).toContain('Кинотеатры · Весь мир · 12 месяцев · 1 использование');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по запросам' }), 'ежик');
    expect(shownTitles()).toEqual(['Crème Storm']);
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать Crème Storm' }));
    expect(screen.getByRole('toolbar', { name: 'Выбран 1 запрос' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(screen.getByRole('alertdialog', { name: 'Отклонить запрос на трек Crème Storm?' })).toBeTruthy();
  });
});
