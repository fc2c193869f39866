/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';

// The server is a stub: `callRoute` answers what each test says.
const webAuth = await import('@crescendo/web-auth');
const callRoute = jest.fn<(route: { id: string }, call?: { body?: unknown }) => Promise<unknown>>();
jest.unstable_mockModule('@crescendo/web-auth', () => ({ ...webAuth, callRoute }));
const { DataDownloadBlock, StudentDataDownloadBlock } = await import('../src/privacy/data-download-block.js');

beforeEach(() => {
  initPreloadedI18n('fr', [initReactI18next]);
  callRoute.mockReset();
});

const withQueries = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {node}
  </QueryClientProvider>
);

describe("'Télécharger mes données' (issue 31 §2)", () => {
  it('asks for my archive and says where its link goes', async () => {
    callRoute.mockResolvedValueOnce({ mailedTo: 'lea@example.org' });
    render(<DataDownloadBlock />);
    screen.getByRole('region', { name: 'Télécharger mes données' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    await screen.findByText('Votre archive est en préparation : le lien sera envoyé à lea@example.org.');
    expect(callRoute).toHaveBeenCalledWith(expect.objectContaining({ id: 'requestDataArchive' }), {
      body: {},
    });
  });

  it("lets an administrator ask for a student's archive, chosen among the school's students", async () => {
    callRoute.mockImplementation(async (route) =>
      route.id === 'listTeam'
        ? {
            members: [
              { userId: 'a', firstName: 'Ada', lastName: 'Admin', email: 'ada@x.org', role: 'admin' },
              { userId: 's', firstName: 'Léa', lastName: 'Martin', email: 'lea@x.org', role: 'student' },
            ],
            invitations: [],
          }
        : { mailedTo: 'ada@x.org' },
    );
    render(withQueries(<StudentDataDownloadBlock />));
    const ask = screen.getByRole('button', { name: 'Télécharger ses données' });
    expect((ask as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Léa Martin (lea@x.org)' });
    await user.selectOptions(screen.getByLabelText('Élève'), 'Léa Martin (lea@x.org)');
    expect(screen.queryByRole('option', { name: /Ada Admin/ })).toBeNull();
    await user.click(ask);
    await screen.findByText('Votre archive est en préparation : le lien sera envoyé à ada@x.org.');
    expect(callRoute).toHaveBeenCalledWith(expect.objectContaining({ id: 'requestDataArchive' }), {
      body: { studentId: 's' },
    });
  });
});
