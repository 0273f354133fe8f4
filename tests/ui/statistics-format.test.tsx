import { describe, expect, it } from 'vitest';
import type { StatisticsSummary } from '../../src/domain/statistics';
import type { Language } from '../../src/domain/roles';
import { createLanguageStore } from '../../src/sync/language-store';
import { ServicesContext, type Services } from '../../src/ui/hooks/services';
import { KpiCards } from '../../src/ui/statistics/kpi-cards';
import { renderUi } from './support/render';

const summary: StatisticsSummary = {
  plays: 12_345,
  listeners: 40,
  completionRate: 0.125,
  favourites: 3,
  playlistAdds: 2,
  downloads: 1,
  requests: 5,
  proposals: 4,
  approvalRate: null,
  revenue: { withVat: 43_990_050, withoutVat: 36_658_375, available: true },
};

/** The cards read only the language of the services. */
const servicesIn = (language: Language) =>
  ({ language: createLanguageStore({ storage: null, browserLanguages: [language] }) }) as unknown as Services;

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('statistics figures in the reader language (issue 26 §1)', () => {
  it('writes revenue with ₽ in English, as every other screen does', async () => {
    const { container } = await renderUi(<KpiCards summary={summary} />, {
      wrapper: (children) => (
        <ServicesContext.Provider value={servicesIn('en')}>{children}</ServicesContext.Provider>
      ),
    });
    const revenue = container.querySelector('[data-kpi="revenue"]');
    expect(plain(revenue?.textContent)).toBe('₽439,900.50');
    expect(container.textContent).not.toContain('RUB');
    expect(container.querySelector('[data-kpi="plays"]')?.textContent).toBe('12,345');
  });

  it('writes the same figures the Russian way', async () => {
    const { container } = await renderUi(<KpiCards summary={summary} />, {
      language: 'ru',
      wrapper: (children) => (
        <ServicesContext.Provider value={servicesIn('ru')}>{children}</ServicesContext.Provider>
      ),
    });
    expect(plain(container.querySelector('[data-kpi="revenue"]')?.textContent)).toBe('439 900,50 ₽');
    expect(plain(container.querySelector('[data-kpi="plays"]')?.textContent)).toBe('12 345');
    expect(plain(container.querySelector('[data-kpi="completion"]')?.textContent)).toBe('12,5 %');
  });
});
