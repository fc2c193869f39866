/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedTable, RowActions, type TableColumn, type TablePages } from '../src/index.js';
import { renderInFrench } from './render-in-french.js';

interface Score {
  id: string;
  title: string;
  copies: number;
}

const onEdit = jest.fn<(score: Score) => void>();
const columns: Array<TableColumn<Score>> = [
  { key: 'title', header: 'Titre', rowHeader: true, cell: (score) => score.title },
  { key: 'copies', header: 'Copies', className: 'number', testId: 'copies', cell: (score) => score.copies },
  {
    key: 'actions',
    header: 'Actions',
    hiddenHeader: true,
    cell: (score) => (
      <RowActions
        className="actions"
        actions={[{ label: 'Modifier', name: `Modifier ${score.title}`, onClick: () => onEdit(score) }]}
      />
    ),
  },
];

const settled: TablePages = {
  isPending: false,
  isError: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: async () => undefined,
};

function Scores({
  pages,
  rows,
  loadingMoreLabel,
}: {
  pages: TablePages;
  rows: Score[];
  loadingMoreLabel?: string;
}) {
  return (
    <PagedTable
      label="Partitions de l’école"
      className="scores"
      columns={columns}
      rows={rows}
      rowKey={(score) => score.id}
      rowTestId="score"
      pages={pages}
      empty="Aucune partition."
      loadMoreLabel="Charger plus"
      loadingMoreLabel={loadingMoreLabel}
    />
  );
}

const page1: Score[] = [{ id: '1', title: 'First Suite', copies: 42 }];
const page2: Score[] = [{ id: '2', title: 'Chester', copies: 3 }];

/** A server of two pages, as `useInfiniteQuery` shows it: the second one a moment after 'Charger plus'. */
function TwoPages({ loadingMoreLabel }: { loadingMoreLabel?: string }) {
  const [loaded, setLoaded] = useState(1);
  const [fetching, setFetching] = useState(false);
  const pages: TablePages = {
    ...settled,
    hasNextPage: loaded === 1,
    isFetchingNextPage: fetching,
    fetchNextPage: async () => {
      setFetching(true);
      await new Promise((done) => setTimeout(done, 50));
      setLoaded(2);
      setFetching(false);
    },
  };
  return (
    <Scores
      pages={pages}
      rows={loaded === 1 ? page1 : [...page1, ...page2]}
      loadingMoreLabel={loadingMoreLabel}
    />
  );
}

describe('a paged table', () => {
  it("says 'Chargement...' while the first page comes, and nothing else", () => {
    renderInFrench(<Scores pages={{ ...settled, isPending: true, hasNextPage: false }} rows={[]} />);
    expect(screen.getByRole('status').textContent).toBe('Chargement...');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a failed read as an alert', () => {
    renderInFrench(<Scores pages={{ ...settled, isError: true }} rows={[]} />);
    expect(screen.getByRole('alert').textContent).toBe('Erreur critique lors du chargement des données.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the empty message as a named section', () => {
    renderInFrench(<Scores pages={settled} rows={[]} />);
    expect(screen.getByRole('region', { name: 'Aucune partition.' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an element given as the empty message as it is', () => {
    renderInFrench(
      <PagedTable
        label="Prêts"
        className="loans"
        columns={columns}
        rows={[]}
        rowKey={(score) => score.id}
        pages={settled}
        empty={<p>Aucun prêt.</p>}
        loadMoreLabel="Charger plus"
      />,
    );
    expect(screen.getByText('Aucun prêt.').tagName).toBe('P');
  });

  it('names the rows by their header cell in a region that scrolls, with its buttons named by the row', async () => {
    renderInFrench(<Scores pages={settled} rows={page1} />);
    const region = screen.getByRole('region', { name: 'Partitions de l’école' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = within(region).getByRole('table');
    expect(table.className).toBe('scores');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Titre', 'Copies', 'Actions']);
    expect(
      within(table).getByRole('columnheader', { name: 'Actions' }).querySelector('.cr-visually-hidden'),
    ).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'First Suite' })).toBeTruthy();
    const copies = within(table).getByTestId('copies');
    expect([copies.tagName, copies.className, copies.textContent]).toEqual(['TD', 'number', '42']);
    expect(screen.getAllByTestId('score')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Modifier First Suite' }));
    expect(onEdit).toHaveBeenCalledWith(page1[0]);
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();
  });

  it("asks for the next page with 'Charger plus', disabled while it comes, gone after the last", async () => {
    renderInFrench(<TwoPages />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect((screen.getByRole('button', { name: 'Charger plus' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByRole('rowheader', { name: 'Chester' })).toBeTruthy();
    expect(screen.getAllByTestId('score')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();
  });

  it('says its own words on the button while the next page comes, when it has some', async () => {
    renderInFrench(<TwoPages loadingMoreLabel="Chargement..." />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Charger plus' }));
    expect((screen.getByRole('button', { name: 'Chargement...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByRole('rowheader', { name: 'Chester' })).toBeTruthy();
  });
});
