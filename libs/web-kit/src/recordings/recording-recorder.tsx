import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { recordingMaxBytes, recordingMaxSeconds, recordingMoment, recordingTypeOf } from '@crescendo/domain';
import { Alert, Button } from '@crescendo/ui';

/** What MediaRecorder writes, Opus first (Chrome and Firefox), then AAC in MP4 (Safari). */
const recorderTypes = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'];

function recorderType(): string | null {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  return recorderTypes.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}

/** A file's duration as the browser reads it; a WebM without one is estimated from its size (128 kb/s). */
function durationOf(file: Blob): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const done = (seconds: number) => {
      URL.revokeObjectURL(url);
      resolve(Number.isFinite(seconds) && seconds > 0 ? seconds : Math.max(1, file.size / 16_000));
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(audio.duration);
    audio.onerror = () => done(Number.NaN);
    audio.src = url;
  });
}

export interface RecordingDraft {
  audio: Blob;
  durationSeconds: number;
}

export interface RecordingRecorderProps {
  onSend: (draft: RecordingDraft) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * 'Ajouter un enregistrement' (issue 29 §2): record with the microphone (Opus where the browser has it; it
 * stops itself at ten minutes) or choose an audio file, then send. The limits are said before and checked
 * here too (the server checks them again, by the bytes). Works at 390 px: one column, large buttons.
 */
export function RecordingRecorder({ onSend, onCancel }: RecordingRecorderProps) {
  const { t } = useTranslation('recordings');
  const [draft, setDraft] = useState<RecordingDraft | null>(null);
  const [seconds, setSeconds] = useState(0);
  const [recording, setRecording] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const canRecord = recorderType() !== null;

  const stopTimer = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(
    () => () => {
      stopTimer();
      recorder.current?.stream.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  async function start() {
    setProblem(null);
    setDraft(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setProblem(t('microphoneRefused'));
      return;
    }
    const type = recorderType();
    const media = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    const started = Date.now();
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      stopTimer();
      stream.getTracks().forEach((track) => track.stop());
      setRecording(false);
      const audio = new Blob(chunks, { type: media.mimeType || type || 'audio/webm' });
      const durationSeconds = Math.min(
        recordingMaxSeconds,
        Math.max(1, Math.round((Date.now() - started) / 1000)),
      );
      if (audio.size > recordingMaxBytes) setProblem(t('tooLarge'));
      else setDraft({ audio, durationSeconds });
    };
    recorder.current = media;
    media.start(1000);
    setSeconds(0);
    setRecording(true);
    timer.current = setInterval(() => {
      const elapsed = Math.round((Date.now() - started) / 1000);
      setSeconds(elapsed);
      if (elapsed >= recordingMaxSeconds && media.state === 'recording') media.stop();
    }, 250);
  }

  function stop() {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    setProblem(null);
    setDraft(null);
    const file = event.target.files?.[0];
    if (!file) return;
    if (!recordingTypeOf(file.type)) return setProblem(t('notAudio'));
    if (file.size > recordingMaxBytes) return setProblem(t('tooLarge'));
    const durationSeconds = Math.round(await durationOf(file));
    if (durationSeconds > recordingMaxSeconds) return setProblem(t('tooLong'));
    setDraft({ audio: file, durationSeconds: Math.max(1, durationSeconds) });
  }

  async function send() {
    if (!draft) return;
    setSending(true);
    setProblem(null);
    try {
      await onSend(draft);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="wk-recorder" role="group" aria-label={t('add')}>
      <p className="wk-recorder__limits">{t('limits')}</p>
      {canRecord &&
        (recording ? (
          <Button variant="primary" onClick={stop}>
            {t('stop')}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void start()} disabled={sending}>
            {t('record')}
          </Button>
        ))}
      {recording && (
        <p role="status" aria-live="polite">
          {t('recording', { time: recordingMoment(seconds) })}
        </p>
      )}
      {!canRecord && <p>{t('noRecorder')}</p>}
      <label className="wk-recorder__file">
        <span>{t('chooseFile')}</span>
        <input
          type="file"
          accept="audio/webm,audio/ogg,audio/mpeg,audio/mp4,.webm,.ogg,.opus,.mp3,.m4a"
          onChange={(event) => void choose(event)}
          disabled={recording || sending}
        />
      </label>
      {draft && <p role="status">{t('ready', { time: recordingMoment(draft.durationSeconds) })}</p>}
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="wk-recorder__actions">
        <Button variant="primary" onClick={() => void send()} disabled={!draft || sending || recording}>
          {sending ? t('sending') : t('send')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
