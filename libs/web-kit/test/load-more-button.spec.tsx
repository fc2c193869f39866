/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMoreButton, type NextPages } from '../src/index.js';
import { renderInFrench } from './render-in-french.js';

/** A list's infinite query as the button reads it, its `fetchNextPage` a mock. */
function pagesOf(state: { hasNextPage: boolean; isFetchingNextPage?: boolean }) {
  const fetchNextPage = jest.fn<() => Promise<unknown>>(async () => undefined);
  const pages: NextPages = { isFetchingNextPage: false, ...state, fetchNextPage };
  return { pages, fetchNextPage };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe("'Charger plus' under a paged list", () => {
  it('shows nothing while no page follows', () => {
    const { container } = renderInFrench(
      <LoadMoreButton
        pages={pagesOf({ hasNextPage: false }).pages}
        label="Charger plus"
        boxClassName="more"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.innerHTML).toBe('');
  });

  it('asks once for the next page on a click, a secondary button with its own words', async () => {
    const { pages, fetchNextPage } = pagesOf({ hasNextPage: true });
    renderInFrench(<LoadMoreButton pages={pages} label="Charger plus" className="practice-touch" />);
    await userEvent.setup().click(button('Charger plus'));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    expect(button('Charger plus').className).toBe('cr-button cr-button--secondary practice-touch');
    expect(button('Charger plus').disabled).toBe(false);
  });

  it('is disabled while the next page comes, its words kept unless it has busy ones', async () => {
    const { pages, fetchNextPage } = pagesOf({ hasNextPage: true, isFetchingNextPage: true });
    const { rerender } = renderInFrench(<LoadMoreButton pages={pages} label="Charger plus" />);
    expect(button('Charger plus').disabled).toBe(true);
    rerender(<LoadMoreButton pages={pages} label="Charger plus" busyLabel="Chargement..." />);
    expect(button('Chargement...').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();
    await userEvent.setup().click(button('Chargement...'));
    expect(fetchNextPage).not.toHaveBeenCalled();
  });

  it('stands in a box when given its class', () => {
    renderInFrench(
      <LoadMoreButton
        pages={pagesOf({ hasNextPage: true }).pages}
        label="Charger plus"
        boxClassName="board-more"
      />,
    );
    const box = button('Charger plus').parentElement!;
    expect([box.tagName, box.className]).toEqual(['DIV', 'board-more']);
  });

  describe('for several lists', () => {
    it('shows while any has more, and a click asks only those for their next page', async () => {
      const events = pagesOf({ hasNextPage: false });
      const importedDays = pagesOf({ hasNextPage: true });
      renderInFrench(<LoadMoreButton pages={[events.pages, importedDays.pages]} label="Charger plus" />);
      await userEvent.setup().click(button('Charger plus'));
      expect(importedDays.fetchNextPage).toHaveBeenCalledTimes(1);
      expect(events.fetchNextPage).not.toHaveBeenCalled();
    });

    it('asks each that has more with one click', async () => {
      const events = pagesOf({ hasNextPage: true });
      const importedDays = pagesOf({ hasNextPage: true });
      renderInFrench(<LoadMoreButton pages={[events.pages, importedDays.pages]} label="Charger plus" />);
      await userEvent.setup().click(button('Charger plus'));
      expect(events.fetchNextPage).toHaveBeenCalledTimes(1);
      expect(importedDays.fetchNextPage).toHaveBeenCalledTimes(1);
    });

    it('is disabled while any of them fetches, and gone when none has more', () => {
      const events = pagesOf({ hasNextPage: false, isFetchingNextPage: true });
      const importedDays = pagesOf({ hasNextPage: true });
      const { rerender } = renderInFrench(
        <LoadMoreButton
          pages={[events.pages, importedDays.pages]}
          label="Charger plus"
          busyLabel="Chargement..."
        />,
      );
      expect(button('Chargement...').disabled).toBe(true);
      rerender(
        <LoadMoreButton pages={[events.pages, pagesOf({ hasNextPage: false }).pages]} label="Charger plus" />,
      );
      expect(screen.queryByRole('button')).toBeNull();
    });
  });
});
