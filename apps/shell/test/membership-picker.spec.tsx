/** @jest-environment jsdom */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { HeldMembership, Role } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { AuthProvider, storedChoice, type AuthClient } from '@crescendo/web-auth';
import { MembershipPicker } from '../src/layout/membership-picker.js';

const schoolA = '00000000-0000-4000-8000-0000000000a1';
const schoolB = '00000000-0000-4000-8000-0000000000b1';

/** Each test's person: what they hold, as the server knows it. */
let held: HeldMembership[];
/** The headers of every `/me` the page asked for. */
let asked: IncomingHttpHeaders[];

const teacherOfTwoSchools: HeldMembership[] = [
  { organizationId: schoolA, organizationName: 'École A', role: 'teacher' },
  { organizationId: schoolB, organizationName: 'École B', role: 'teacher' },
  { organizationId: schoolB, organizationName: 'École B', role: 'admin' },
];

/** The server's `/me`: the membership the headers choose if held (else 403), without them the first one. */
function me(headers: IncomingHttpHeaders) {
  const school = headers['x-crescendo-school'];
  const role = headers['x-crescendo-role'];
  const acting = school ? held.find((m) => m.organizationId === school && m.role === role) : held[0];
  if (!acting) {
    return {
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'Erreur lors du changement de rôle.' } },
    };
  }
  return {
    status: 200,
    body: {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'prof@ecole.test',
      emailVerified: true,
      firstName: 'Marc',
      lastName: 'Gagnon',
      role: acting.role,
      organizationId: acting.organizationId,
      memberships: held,
      instrument: null,
      settings: { language: 'fr', currency: 'CAD' },
    },
  };
}

/** jsdom has no `fetch`: the calls go over real HTTP with Node's client, headers and all. */
function nodeFetch(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<unknown>((resolve, reject) => {
    const sent = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers }, (reply) => {
      let text = '';
      reply.setEncoding('utf8');
      reply.on('data', (chunk: string) => (text += chunk));
      reply.on('end', () => {
        const status = reply.statusCode ?? 0;
        const headers = { get: (name: string) => (reply.headers[name.toLowerCase()] as string) ?? null };
        resolve({ ok: status >= 200 && status < 300, status, headers, text: async () => text });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

const signedIn: AuthClient = {
  init: async () => 'authenticated',
  login: async () => undefined,
  register: async () => undefined,
  reauthenticate: async () => undefined,
  logout: async () => undefined,
  getToken: async () => 'a-token',
  subscribe: () => () => undefined,
};

describe("the header's 'École' and 'Changer de rôle'", () => {
  let server: Server;
  let apiBase: string;
  let landed: string[];

  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    globalThis.fetch = nodeFetch as unknown as typeof fetch;
    server = createServer((request, response) => {
      asked.push(request.headers);
      const answer = me(request.headers);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    asked = [];
    landed = [];
    held = teacherOfTwoSchools;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const renderPicker = () =>
    render(
      <AuthProvider client={signedIn} apiBase={apiBase}>
        <MembershipPicker land={(path) => landed.push(path)} />
      </AuthProvider>,
    );

  const selected = (name: string) => (screen.getByRole('combobox', { name }) as HTMLSelectElement).value;

  it("switches school with a labelled 'École', sends the choice with every call after, and lands on the role's home", async () => {
    renderPicker();
    const school = await screen.findByRole('combobox', { name: 'École' });
    expect([...(school as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'École A',
      'École B',
    ]);
    expect(selected('École')).toBe(schoolA);
    // One role in École A: nothing to change.
    expect(screen.queryByRole('combobox', { name: 'Changer de rôle' })).toBeNull();

    await userEvent.selectOptions(school, schoolB);
    await waitFor(() => expect(landed).toEqual(['/teacher/groupes']));
    expect(asked.at(-1)).toMatchObject({ 'x-crescendo-school': schoolB, 'x-crescendo-role': 'teacher' });
    expect(storedChoice()).toEqual({ organizationId: schoolB, role: 'teacher' });
    expect(JSON.parse(localStorage.getItem('crescendo.membership')!)).toEqual({
      organizationId: schoolB,
      role: 'teacher',
    });
    expect(selected('École')).toBe(schoolB);
  });

  it("offers 'Changer de rôle' where two roles are held, and lands on the new role's home", async () => {
    sessionStorage.setItem(
      'crescendo.membership',
      JSON.stringify({ organizationId: schoolB, role: 'teacher' }),
    );
    renderPicker();
    const role = await screen.findByRole('combobox', { name: 'Changer de rôle' });
    expect([...(role as HTMLSelectElement).options].map((option) => option.text).sort()).toEqual([
      'Administrateur',
      'Enseignant',
    ]);
    await userEvent.selectOptions(role, 'admin' satisfies Role);
    await waitFor(() => expect(landed).toEqual(['/admin/groupes']));
    expect(asked.at(-1)).toMatchObject({ 'x-crescendo-school': schoolB, 'x-crescendo-role': 'admin' });
  });

  it('keeps the previous choice when the server refuses the new one, and lands nowhere', async () => {
    renderPicker();
    const school = await screen.findByRole('combobox', { name: 'École' });
    // The school is left between the page's load and the choice: the server no longer holds it.
    held = teacherOfTwoSchools.filter((m) => m.organizationId === schoolA);
    await userEvent.selectOptions(school, schoolB);
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ 'x-crescendo-school': schoolB }));
    await waitFor(() => expect((school as HTMLSelectElement).disabled).toBe(false));
    expect(landed).toEqual([]);
    expect(storedChoice()).toBeNull();
    expect(selected('École')).toBe(schoolA);
  });

  it('forgets a stored choice the person no longer holds, and acts as the one used last', async () => {
    sessionStorage.setItem(
      'crescendo.membership',
      JSON.stringify({ organizationId: schoolB, role: 'admin' }),
    );
    held = teacherOfTwoSchools.filter((m) => m.organizationId === schoolA);
    const { container } = renderPicker();
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!['x-crescendo-school']).toBeUndefined();
    expect(storedChoice()).toBeNull();
    // One school, one role: no picker at all.
    expect(container.querySelector('select')).toBeNull();
  });
});
