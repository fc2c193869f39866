/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import type { CreateAssignmentInput, Group, Submission } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { ApiError } from '@crescendo/web-auth';
import { AssignmentFormModal } from '../src/assignment-form-modal.js';
import { GradeForm } from '../src/grade-form.js';

const groupId = '11111111-1111-4111-8111-111111111111';
const group = { id: groupId, name: 'Harmonie', studentIds: [], externalId: null } as unknown as Group;

function renderInFrench(ui: ReactElement) {
  initPreloadedI18n('fr', [initReactI18next]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** The text said under an input (its `aria-describedby`). */
const saidUnder = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean);

describe("'Nouveau Devoir' on the assignments contract", () => {
  async function openForm(onCreate: (input: CreateAssignmentInput) => Promise<{ id: string }>) {
    const onClose = jest.fn();
    renderInFrench(
      <AssignmentFormModal groups={[group]} initialGroupId={null} onCreate={onCreate} onClose={onClose} />,
    );
    // The kit's dialog is a lazy chunk: the first one compiles it (seconds on a busy machine), then it is there.
    await screen.findByRole('dialog', { name: 'Nouveau Devoir' }, { timeout: 15_000 });
    return { onClose, user: userEvent.setup() };
  }

  it('refuses what the contract refuses, in French under each input, and sends nothing', async () => {
    const onCreate = jest.fn<(input: CreateAssignmentInput) => Promise<{ id: string }>>();
    const { user } = await openForm(onCreate);
    await user.type(screen.getByLabelText('Titre'), '   ');
    await user.click(screen.getByRole('button', { name: 'Assigner' }));
    await screen.findByText('Le titre est requis.');
    expect(saidUnder(screen.getByLabelText('Titre'))).toContain('Le titre est requis.');
    expect(saidUnder(screen.getByLabelText('Description'))).toContain('La description est requise.');
    expect(saidUnder(screen.getByLabelText('Groupe'))).toContain('Choisissez un groupe.');
    expect(saidUnder(screen.getByLabelText("Date et heure d'échéance"))).toContain(
      "La date et l'heure d'échéance sont requises.",
    );
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a field under its input, and keeps the form open", async () => {
    const refusal = new ApiError(400, 'VALIDATION_FAILED', 'Données invalides', {
      fields: { title: 'Ce titre est déjà pris.', dueDate: 'Cette date est passée.' },
    });
    const onCreate = jest
      .fn<(input: CreateAssignmentInput) => Promise<{ id: string }>>()
      .mockRejectedValue(refusal);
    const { onClose, user } = await openForm(onCreate);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Assigner' }));
    await screen.findByText('Ce titre est déjà pris.');
    expect(saidUnder(screen.getByLabelText('Titre'))).toContain('Ce titre est déjà pris.');
    expect(saidUnder(screen.getByLabelText("Date et heure d'échéance"))).toContain('Cette date est passée.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says the spec's own words for a refusal that is not a field's", async () => {
    const onCreate = jest
      .fn<(input: CreateAssignmentInput) => Promise<{ id: string }>>()
      .mockRejectedValue(new ApiError(500, 'INTERNAL', 'boom'));
    const { user } = await openForm(onCreate);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Assigner' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur lors de la sauvegarde du devoir');
  });

  it("sends the contract's shape once, then closes", async () => {
    const onCreate = jest
      .fn<(input: CreateAssignmentInput) => Promise<{ id: string }>>()
      .mockResolvedValue({ id: 'new' });
    const { onClose, user } = await openForm(onCreate);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Assigner' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onCreate).toHaveBeenCalledTimes(1);
    expect(onCreate).toHaveBeenCalledWith({
      groupId,
      title: 'Gammes',
      description: 'Si bémol majeur',
      dueDate: '2026-03-10',
      dueTime: '17:30',
      sendToClassroom: false,
    });
  });
});

describe("'Envoyer vers Google Classroom' (issue 32 §6)", () => {
  const linked = {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Jazz (Classroom)',
    studentIds: [],
    externalId: 'course-1',
  } as unknown as Group;

  it('is on for a group linked to a course, and off and explained for a group that is not', async () => {
    renderInFrench(
      <AssignmentFormModal
        groups={[linked, group]}
        initialGroupId={linked.id}
        onCreate={async () => ({ id: 'new' })}
        onClose={() => undefined}
      />,
    );
    await screen.findByRole('dialog', { name: 'Nouveau Devoir' }, { timeout: 15_000 });
    const user = userEvent.setup();
    const send = () => screen.getByLabelText<HTMLInputElement>('Envoyer vers Google Classroom');
    expect(send().checked).toBe(true);
    expect(send().disabled).toBe(false);

    await user.selectOptions(screen.getByLabelText('Groupe'), groupId);
    expect(send().checked).toBe(false);
    expect(send().disabled).toBe(true);
    expect(saidUnder(send())).toEqual([
      "Ce groupe n'est lié à aucun cours Google Classroom : le devoir sera enregistré ici seulement.",
    ]);

    await user.selectOptions(screen.getByLabelText('Groupe'), linked.id);
    expect(send().checked).toBe(true);
    expect(send().disabled).toBe(false);
  });
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Titre'), '  Gammes ');
  await user.type(screen.getByLabelText('Description'), 'Si bémol majeur');
  await user.selectOptions(screen.getByLabelText('Groupe'), groupId);
  // jsdom has no date-time picker: the value as the browser holds it.
  const due = screen.getByLabelText("Date et heure d'échéance");
  await user.clear(due);
  await user.type(due, '2026-03-10T17:30');
}

describe('the grade form on the grading contract', () => {
  const submission = { id: 's1', grade: null, feedback: null } as unknown as Submission;

  function openGradeForm(onGrade: (grade: number, feedback: string | null) => Promise<unknown>) {
    const onDone = jest.fn();
    renderInFrench(<GradeForm submission={submission} studentName="Léa" onGrade={onGrade} onDone={onDone} />);
    return { onDone, user: userEvent.setup() };
  }

  it('refuses a grade off 0–100 or missing, in French under the grade, and sends nothing', async () => {
    const onGrade = jest.fn<(grade: number, feedback: string | null) => Promise<unknown>>();
    const { user } = openGradeForm(onGrade);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('La note est un nombre entier entre 0 et 100.');
    const grade = screen.getByLabelText('Note (sur 100)');
    expect(saidUnder(grade)).toContain('La note est un nombre entier entre 0 et 100.');
    await user.type(grade, '101');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(saidUnder(grade)).toContain('La note est un nombre entier entre 0 et 100.');
    expect(onGrade).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the grade under it", async () => {
    const onGrade = jest
      .fn<(grade: number, feedback: string | null) => Promise<unknown>>()
      .mockRejectedValue(
        new ApiError(400, 'VALIDATION_FAILED', 'Données invalides', { fields: { grade: 'Note refusée.' } }),
      );
    const { onDone, user } = openGradeForm(onGrade);
    await user.type(screen.getByLabelText('Note (sur 100)'), '80');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Note refusée.');
    expect(saidUnder(screen.getByLabelText('Note (sur 100)'))).toContain('Note refusée.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the grade as a number and a blank comment as none, once', async () => {
    const onGrade = jest
      .fn<(grade: number, feedback: string | null) => Promise<unknown>>()
      .mockResolvedValue({});
    const { onDone, user } = openGradeForm(onGrade);
    await user.type(screen.getByLabelText('Note (sur 100)'), '85');
    await user.type(screen.getByLabelText('Commentaire (facultatif)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onGrade).toHaveBeenCalledTimes(1);
    expect(onGrade).toHaveBeenCalledWith(85, null);
  });
});
