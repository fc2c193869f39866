/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BarChart } from '../src/chart/bar-chart.js';

const minutes = {
  className: 'practice-chart__canvas',
  summary: 'Du 3 au 5 mars : 75 minutes au total',
  labels: ['3 mars', '4 mars', '5 mars'],
  series: [{ label: 'Minutes', values: [30, 0, 45], colour: '#4338ca' }],
};

describe('the bar chart', () => {
  beforeEach(() => {
    // jsdom draws no canvas (chart.js says so on the console); the chart's words are what is tested here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('is an image named by its summary', () => {
    render(<BarChart {...minutes} />);
    expect(screen.getByRole('img', { name: minutes.summary }).tagName).toBe('CANVAS');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the same figures as a table behind its disclosure, a row per bar and a column per series', async () => {
    render(
      <BarChart
        {...minutes}
        table={{
          toggle: 'Voir les données du graphique',
          caption: 'Minutes de pratique par jour',
          labelHeader: 'Jour',
        }}
      />,
    );
    await userEvent.setup().click(screen.getByText('Voir les données du graphique'));
    const table = screen.getByRole('table', { name: 'Minutes de pratique par jour' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Jour', 'Minutes']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['3 mars', '30'],
      ['4 mars', '0'],
      ['5 mars', '45'],
    ]);
    expect(within(table).getByRole('rowheader', { name: '5 mars' })).toBeTruthy();
  });
});
