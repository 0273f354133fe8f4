import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  licenseesOf,
  RequestLicensee,
  type Licensee,
} from '../../src/ui/projects/workspace/request-licensee';
import type { MyCompany } from '../../src/ui/projects/workspace/use-my-company';
import { renderUi } from './support/render';

const wait = { timeout: 10_000 };
const harbour: Licensee = {
  id: '5c1d0000-0000-4000-8000-00000000e001',
  name: 'Harbour Films',
  tin: '7705123452',
};
const northern: Licensee = {
  id: '5c1d0000-0000-4000-8000-00000000e002',
  name: 'Northern Pictures',
  tin: '7810987652',
};

/** The field as the request dialog holds it: the choice in state, `missing` once sending was tried. */
function Picker({ licensees, missing, seen }: { licensees: Licensee[]; missing: boolean; seen: string[] }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RequestLicensee
      licensees={licensees}
      withoutRight={null}
      value={value}
      onChange={(id) => {
        seen.push(id ?? '');
        setValue(id);
      }}
      loading={false}
      onRetry={() => undefined}
      missing={missing && value === null}
    />
  );
}

/** The request dialog's customer company (docs/licensing.md §3 "Order", docs/decisions/0034). */
describe('the customer company of a request', { timeout: 30_000 }, () => {
  it('offers a picker when the user may request for several companies, none chosen until they pick', async () => {
    const seen: string[] = [];
    const { user } = await renderUi(<Picker licensees={[harbour, northern]} missing seen={seen} />);
    const picker = await screen.findByRole('combobox', { name: /Customer company/ }, wait);
    expect([...picker.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choose a company',
      'Harbour Films, TIN 7705123452',
      'Northern Pictures, TIN 7810987652',
    ]);
    expect((picker as HTMLSelectElement).value).toBe('');
    expect(screen.getByText('Choose the company the contracts will be made with.')).toBeTruthy();
    await user.selectOptions(picker, northern.id);
    expect(seen).toEqual([northern.id]);
    expect((picker as HTMLSelectElement).value).toBe(northern.id);
    expect(screen.queryByText('Choose the company the contracts will be made with.')).toBeNull();
  });

  it('names the one company without a picker, in Russian too', async () => {
    await renderUi(<Picker licensees={[harbour]} missing={false} seen={[]} />, { language: 'ru' });
    expect(await screen.findByText('Harbour Films, ИНН 7705123452', {}, wait)).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("reads the companies from the user's entity: only one they may prepare documents for", () => {
    const info = (role: string, rights: number[]) =>
      ({ entity: { ...harbour, role, rights }, request: null }) as unknown as MyCompany;
    expect(licenseesOf(info('editor', [1, 2])).licensees.map((licensee) => licensee.id)).toEqual([
      harbour.id,
    ]);
    expect(licenseesOf(info('main_admin', [])).licensees).toHaveLength(1);
    expect(licenseesOf(info('manager', [1, 4]))).toEqual({ licensees: [], withoutRight: 'Harbour Films' });
    expect(licenseesOf({ entity: null, request: null } as MyCompany)).toEqual({
      licensees: [],
      withoutRight: null,
    });
    expect(licenseesOf(undefined).licensees).toEqual([]);
  });
});
