/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { unreadKey } from '../src/chat-api.js';
import { UnreadBadge } from '../src/unread-badge.js';

/**
 * Issue 32 §6: the teacher's sidebar read 'Musichat5'. The count is a badge drawn beside the link's name,
 * and a screen reader hears its words.
 */
describe("the sidebar's unread badge", () => {
  it("makes the link 'Musichat (5 non lu(s))', the number drawn as a badge", () => {
    initPreloadedI18n('fr', [initReactI18next]);
    // The count as the server last said it; no live channel answers here, so nothing changes it.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData([...unreadKey], { groups: [], direct: [], total: 5 });
    render(
      <QueryClientProvider client={client}>
        {/* The sidebar's link, as the teacher's layout draws it (a NavLink is an <a>). */}
        <a href="/teacher/messages">
          Musichat
          <UnreadBadge me={undefined} groupIds={[]} />
        </a>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'Musichat (5 non lu(s))' })).toBeTruthy();
    const badge = screen.getByTestId('unread-badge');
    expect(badge.textContent).toBe('5');
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    expect(badge.className).toBe('ch-unread-badge');
  });
});
