/** @jest-environment jsdom */
// Imported first: it lends jsdom the TextEncoder react-router reads at load.
import '@crescendo/web-kit/testing';
import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { configureApi } from '@crescendo/web-auth';
import { PrivacyOfficerSection } from '../src/pages/privacy-officer-section.js';

// jsdom has no fetch: the page's one call answered here, its address kept to be checked.
const calls: string[] = [];
function answer(status: number, body: unknown) {
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    return {
      ok: status < 400,
      status,
      headers: { get: () => null },
      text: async () => JSON.stringify(body),
    } as unknown as Response;
  }) as typeof fetch;
}

describe("the privacy page's 'Responsable de la protection des renseignements personnels'", () => {
  beforeEach(() => {
    calls.length = 0;
    initPreloadedI18n('fr', [initReactI18next]);
    configureApi({ apiBase: 'http://crescendo.test/api/v1', getToken: async () => undefined });
  });

  it("shows the visitor's school's (here its board's), asked for that school", async () => {
    answer(200, {
      title: 'Secrétaire général',
      name: 'Marc Côté',
      email: 'marc.cote@css.test',
      source: 'board',
    });
    render(<PrivacyOfficerSection organizationId="00000000-0000-4000-8000-0000000000a1" />);
    expect(await screen.findByText('marc.cote@css.test')).toBeTruthy();
    expect(screen.getByText(/Marc Côté, Secrétaire général/)).toBeTruthy();
    expect(calls).toEqual([
      'http://crescendo.test/api/v1/privacy/officer?organizationId=00000000-0000-4000-8000-0000000000a1',
    ]);
  });

  it("signed out: the platform operator's, asked without a school", async () => {
    answer(200, {
      title: 'Responsable de la protection des renseignements personnels',
      name: 'Équipe Crescendo',
      email: 'confidentialite@crescendo.local',
      source: 'platform',
    });
    render(<PrivacyOfficerSection organizationId={null} />);
    expect(await screen.findByText('confidentialite@crescendo.local')).toBeTruthy();
    expect(calls).toEqual(['http://crescendo.test/api/v1/privacy/officer']);
  });

  it('says so when the person in charge cannot be had', async () => {
    answer(500, { ok: false, error: { code: 'INTERNAL', message: 'x' } });
    render(<PrivacyOfficerSection organizationId={null} />);
    expect(await screen.findByText('Le responsable ne peut pas être affiché pour le moment.')).toBeTruthy();
  });
});
