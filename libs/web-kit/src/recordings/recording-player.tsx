import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recording } from '@crescendo/contracts';
import { recordingCommentMax, recordingMoment } from '@crescendo/domain';
import { formatDateTime } from '@crescendo/i18n';
import { Alert, Button, TextField } from '@crescendo/ui';
import { useLanguage } from '../use-language.js';
import { recordingAudioUrl } from './recording-api.js';

export interface RecordingPlayerProps {
  recording: Recording;
  /** The teacher of the group: comments a moment and keeps it as evidence. */
  onComment?: (atSecond: number, text: string) => Promise<unknown>;
  onKeep?: (kept: boolean) => Promise<unknown>;
  /** The student: removes their own recording. */
  onRemove?: () => Promise<unknown>;
}

/**
 * One recording: an `<audio>` player (the file fetched with the session's token), the teacher's comments as
 * 'à 0:42 : …' (each one moves the player there), and for the teacher 'Commenter à 0:42' at the player's
 * current moment and 'Garder comme preuve'.
 */
export function RecordingPlayer({ recording, onComment, onKeep, onRemove }: RecordingPlayerProps) {
  const { t } = useTranslation('recordings');
  const lang = useLanguage();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [moment, setMoment] = useState(0);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const player = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    recordingAudioUrl(recording.id, controller.signal).then(
      (objectUrl) => {
        made = objectUrl;
        setUrl(objectUrl);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [recording.id]);

  const seek = (second: number) => {
    if (!player.current) return;
    player.current.currentTime = second;
    void player.current.play().catch(() => undefined);
  };

  async function act(work: () => Promise<unknown>) {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      return true;
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function comment(event: FormEvent) {
    event.preventDefault();
    if (!onComment || !text.trim()) return;
    if (await act(() => onComment(Math.min(moment, recording.durationSeconds), text.trim()))) setText('');
  }

  const label = t('itemLabel', {
    date: formatDateTime(recording.createdAt, lang),
    time: recordingMoment(recording.durationSeconds),
  });
  return (
    <li className="wk-recording" aria-label={label}>
      <p className="wk-recording__title">{label}</p>
      {recording.keptAsEvidence && <p className="wk-recording__kept">{t('kept')}</p>}
      {url ? (
        <audio
          ref={player}
          controls
          preload="metadata"
          src={url}
          aria-label={label}
          onTimeUpdate={(event) => setMoment(Math.floor(event.currentTarget.currentTime))}
        />
      ) : failed ? (
        <Alert tone="error">{t('loadFailed')}</Alert>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
      {recording.comments.length > 0 && (
        <ul className="wk-recording__comments" aria-label={t('commentsLabel')}>
          {recording.comments.map((note) => (
            <li key={note.id}>
              <button type="button" className="wk-recording__moment" onClick={() => seek(note.atSecond)}>
                {t('at', { time: recordingMoment(note.atSecond), text: note.text })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {onComment && (
        <form className="wk-recording__comment" onSubmit={(event) => void comment(event)}>
          <TextField
            label={t('commentLabel', { time: recordingMoment(moment) })}
            value={text}
            maxLength={recordingCommentMax}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={busy || !text.trim()}>
            {t('commentAdd', { time: recordingMoment(moment) })}
          </Button>
        </form>
      )}
      {onKeep && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void act(() => onKeep(!recording.keptAsEvidence))}
        >
          {recording.keptAsEvidence ? t('unkeep') : t('keep')}
        </Button>
      )}
      {onRemove && (
        <Button variant="secondary" disabled={busy} onClick={() => void act(onRemove)}>
          {t('remove')}
        </Button>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
    </li>
  );
}
