import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  filterChoices,
  filterQuery,
  intervalFor,
  periodOf,
  tableCsv,
} from '../../src/domain/statistics-view';
import { ChartCard } from '../../src/ui/statistics/chart-card';
import { renderUi } from './support/render';

const track = (id: string, title: string, albumId: string | null, artistId: string) => ({
  _id: id,
  title,
  artist: `Artist ${artistId}`,
  artistId,
  album: albumId && `Album ${albumId}`,
  albumId,
});

describe('statistics screen logic', () => {
  it('turns presets into periods of UTC days ending today, and picks the series interval', () => {
    const now = new Date('2026-03-10T23:30:00Z');
    expect(periodOf('7d', now, { from: '', to: '' })).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(periodOf('30d', now, { from: '', to: '' })).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(periodOf('12m', now, { from: '', to: '' })).toEqual({ from: '2025-03-11', to: '2026-03-10' });
    const custom = { from: '2026-01-01', to: '2026-01-31' };
    expect(periodOf('custom', now, custom)).toBe(custom);
    expect(intervalFor(custom)).toBe('day');
    expect(intervalFor({ from: '2025-03-11', to: '2026-03-10' })).toBe('week');
    expect(intervalFor({ from: '2023-01-01', to: '2026-03-10' })).toBe('month');
  });

  it('writes CSV with quoting, CRLF lines and formula-like text neutralised', () => {
    const csv = tableCsv({
      columns: ['Track', 'Plays'],
      rows: [
        ['Rain, again', 3],
        ['Say "hi"', 2],
        ['=SUM(A1)', 1],
      ],
    });
    expect(csv).toBe('Track,Plays\r\n"Rain, again",3\r\n"Say ""hi""",2\r\n"\'=SUM(A1)",1\r\n');
  });

  it('offers each track, album and artist of the top tracks once as a filter', () => {
    const choices = filterChoices([
      track('t1', 'One', 'a1', 'r1'),
      track('t2', 'Two', 'a1', 'r1'),
      track('t3', 'Three', null, 'r2'),
    ]);
    expect(choices.map((c) => (c.kind === 'all' ? 'all' : `${c.kind}:${c.id}`))).toEqual([
      'track:t1',
      'track:t2',
      'track:t3',
      'album:a1',
      'artist:r1',
      'artist:r2',
    ]);
    expect(filterQuery({ kind: 'album', id: 'a1', name: 'Album a1' })).toEqual({ albumId: 'a1' });
    expect(filterQuery({ kind: 'all' })).toEqual({});
  });
});

describe('a chart card', () => {
  const table = { columns: ['Genre', 'Plays'], rows: [['ambient', 4] as (string | number)[], ['rock', 1]] };

  it('shows the chart, and on the toggle the same figures as a table', async () => {
    await renderUi(
      <ChartCard title="Plays by genre" fileName="genres.csv" table={table} emptyText="Nothing">
        <div data-testid="chart">chart</div>
      </ChartCard>,
    );
    expect(screen.getByTestId('chart')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.queryByTestId('chart')).toBeNull();
    const grid = screen.getByRole('table', { name: 'Plays by genre' });
    const rows = within(grid)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['GenrePlays', 'ambient4', 'rock1']);
    expect(screen.getByRole('button', { name: 'Show as chart' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the empty text and disables the table and CSV without rows, in Russian too', async () => {
    await renderUi(
      <ChartCard title="Жанры" fileName="genres.csv" table={{ columns: ['a'], rows: [] }} emptyText="Пусто">
        <div data-testid="chart">chart</div>
      </ChartCard>,
      { language: 'ru' },
    );
    expect(screen.getByText('Пусто')).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();
    expect((screen.getByRole('button', { name: 'Скачать CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
