import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { courseNoteContentMax, courseNoteTitleMax, type CourseNote } from '@crescendo/contracts';
import { Button, TextAreaField, TextField, toast } from '@crescendo/ui';
import { LoadMoreButton } from '@crescendo/web-kit';
import { useChatMutations, useCourseNotes } from './chat-api.js';

export interface CourseNotesPanelProps {
  groupId: string;
  canManage: boolean;
}

interface Draft {
  noteId: string | null;
  title: string;
  content: string;
  shared: boolean;
}

const blank: Draft = { noteId: null, title: '', content: '', shared: true };

/** Course notes a teacher keeps per group; the students see those shared with them. */
export function CourseNotesPanel({ groupId, canManage }: CourseNotesPanelProps) {
  const { t } = useTranslation(['translation', 'chat']);
  const query = useCourseNotes(groupId);
  const mutations = useChatMutations();
  const [draft, setDraft] = useState<Draft>(blank);
  const notes = query.data?.pages.flatMap((page) => page.notes) ?? [];

  async function save(event: FormEvent) {
    event.preventDefault();
    if (draft.title.trim() === '' || draft.content.trim() === '') return;
    const { noteId, ...fields } = draft;
    try {
      if (noteId) {
        await mutations.changeNote.mutateAsync({ noteId, ...fields });
        toast.success(t('success.noteUpdated'));
      } else {
        await mutations.addNote.mutateAsync({ groupId, ...fields });
        toast.success(t('success.noteAdded'));
      }
      setDraft(blank);
    } catch {
      toast.error(noteId ? t('errors.update') : t('errors.noteAdd'));
    }
  }

  async function remove(note: CourseNote) {
    try {
      await mutations.removeNote.mutateAsync(note.id);
      toast.success(t('success.noteDeleted'));
    } catch {
      toast.error(t('errors.delete'));
    }
  }

  return (
    <section className="ch-card" aria-label={t('chat:notes.title')}>
      <h2>{t('chat:notes.title')}</h2>
      {notes.length === 0 ? (
        <p className="ch-muted">{t('chat:notes.empty')}</p>
      ) : (
        <ul className="ch-items">
          {notes.map((note) => (
            <li key={note.id} className="ch-item">
              <h3>
                {note.title}
                {!note.shared && <span className="ch-tag">{t('chat:notes.private')}</span>}
              </h3>
              <p>{note.content}</p>
              {canManage && (
                <div className="ch-item__actions">
                  <Button
                    variant="secondary"
                    aria-label={t('chat:notes.edit', { title: note.title })}
                    onClick={() =>
                      setDraft({
                        noteId: note.id,
                        title: note.title,
                        content: note.content,
                        shared: note.shared,
                      })
                    }
                  >
                    {t('chat:notes.editTitle')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('chat:notes.delete', { title: note.title })}
                    onClick={() => void remove(note)}
                  >
                    {t('chat:delete')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={query} label={t('chat:loadMore')} busyLabel={t('app.loadingShort')} />
      {canManage && (
        <form className="ch-form" onSubmit={(event) => void save(event)}>
          <h3>{draft.noteId ? t('chat:notes.editTitle') : t('chat:notes.add')}</h3>
          <TextField
            label={t('chat:notes.titleLabel')}
            value={draft.title}
            maxLength={courseNoteTitleMax}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <TextAreaField
            label={t('chat:notes.contentLabel')}
            value={draft.content}
            maxLength={courseNoteContentMax}
            rows={4}
            onChange={(event) => setDraft({ ...draft, content: event.target.value })}
          />
          <label className="ch-check">
            <input
              type="checkbox"
              checked={draft.shared}
              onChange={(event) => setDraft({ ...draft, shared: event.target.checked })}
            />
            {t('chat:notes.shared')}
          </label>
          <div className="ch-item__actions">
            <Button type="submit" disabled={draft.title.trim() === '' || draft.content.trim() === ''}>
              {t('chat:notes.save')}
            </Button>
            {draft.noteId && (
              <Button variant="secondary" onClick={() => setDraft(blank)}>
                {t('chat:cancel')}
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
