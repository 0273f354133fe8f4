import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RequestQueue } from '../../src/ui/orders/requests/request-queue';
import { useRequestFilterInUrl } from '../../src/ui/orders/requests/use-request-filter';
import { requestLine } from '../support/request-lines';
import { renderUi } from './support/render';

// A loaded CI runner may take well over a second to settle what the screen shows.
const wait = { timeout: 10_000 };

const lines = [
  requestLine({ id: 'a', trackTitle: 'Midnight Harbour', status: 'pending', price: 100 }),
  requestLine({ id: 'b', trackTitle: 'Silver River', status: 'approved', price: 200 }),
  requestLine({
    id: 'c',
    trackTitle: 'Storm',
    status: 'requested',
    projectName: 'Coffee spot',
    projectId: 'p-2',
    orderId: 'order-2',
  }),
];

function QueueInUrl() {
  const [filter, setFilter] = useRequestFilterInUrl();
  return (
    <RequestQueue
      lines={lines}
      filter={filter}
      onFilterChange={setFilter}
      onPropose={vi.fn()}
      onReject={vi.fn()}
      onOpen={vi.fn()}
    />
  );
}

const titles = () =>
  within(screen.getByRole('grid'))
    .queryAllByRole('row')
    .filter((row) => row.hasAttribute('aria-selected')) // a line, not a project's heading row
    .map((row) => row.getAttribute('aria-label')?.split(',')[0]);

describe('the request filter in the address', { timeout: 30_000 }, () => {
  it('opens the view a link names', async () => {
    const location = memoryLocation({ path: '/requests', searchPath: 'status=approved&view=grouped' });
    await renderUi(<QueueInUrl />, {
      wrapper: (children) => (
        <Router hook={location.hook} searchHook={location.searchHook}>
          {children}
        </Router>
      ),
    });
    expect(titles()).toEqual(['Silver River']);
    expect(screen.getByRole('button', { name: /^Approved 1$/ }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('switch', { name: 'Group by project' }) as HTMLInputElement).checked).toBe(true);
  });

  it('writes the filter to the address once typing pauses, and follows the address back', async () => {
    const location = memoryLocation({ path: '/requests', record: true });
    const { user } = await renderUi(<QueueInUrl />, {
      wrapper: (children) => (
        <Router hook={location.hook} searchHook={location.searchHook}>
          {children}
        </Router>
      ),
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'river');
    expect(titles()).toEqual(['Silver River']);
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(screen.getByRole('option', { name: 'Price: low to high' }));
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/requests?q=river&sort=price-asc'), wait);
    // Typing replaces the entry rather than adding one per keystroke.
    expect(location.history).toHaveLength(1);
    act(() => location.navigate('/requests?status=requested'));
    expect(titles()).toEqual(['Storm']);
    expect((screen.getByRole('searchbox', { name: 'Search requests' }) as HTMLInputElement).value).toBe('');
  });

  it('opens one order’s lines from an "Open proposal" link until the owner shows every order', async () => {
    const location = memoryLocation({ path: '/requests', searchPath: 'order=order-2', record: true });
    const { user } = await renderUi(<QueueInUrl />, {
      wrapper: (children) => (
        <Router hook={location.hook} searchHook={location.searchHook}>
          {children}
        </Router>
      ),
    });
    expect(titles()).toEqual(['Storm']);
    expect(screen.getByText('One order: Coffee spot')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show every order' }));
    expect(titles()).toEqual(['Midnight Harbour', 'Silver River', 'Storm']);
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/requests'), wait);
  });
});
