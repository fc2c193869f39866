import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recording, RecordingTarget } from '@crescendo/contracts';
import { recordingsPerTargetMax } from '@crescendo/domain';
import { Alert, Button } from '@crescendo/ui';
import {
  commentOn,
  keepAsEvidence,
  listRecordingsOf,
  removeRecordingOf,
  uploadRecording,
} from './recording-api.js';
import { RecordingPlayer } from './recording-player.js';
import { RecordingRecorder } from './recording-recorder.js';
import { RecordingStyles } from './recording-styles.js';

export interface RecordingsPanelProps {
  target: RecordingTarget;
  /** `student`: 'Ajouter un enregistrement' and removal; `teacher`: comments and 'Garder comme preuve'. */
  as: 'student' | 'teacher';
}

/** The recordings of a practice report or a submission (issue 29 §2), as its student or its teacher sees them. */
export function RecordingsPanel({ target, as }: RecordingsPanelProps) {
  const { t } = useTranslation('recordings');
  const [recordings, setRecordings] = useState<Recording[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const key = target.practiceReportId ?? target.submissionId;

  const reload = useCallback(async () => {
    try {
      setRecordings(await listRecordingsOf(target));
      setFailed(null);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    }
    // The target is its id: a new object of the same target loads nothing again.
  }, [key]);
  useEffect(() => void reload(), [reload]);

  const after = (work: () => Promise<unknown>) => async () => {
    await work();
    await reload();
  };

  return (
    <section className="wk-recordings" aria-label={t('title')}>
      <RecordingStyles />
      <h5>{t('title')}</h5>
      {failed && <Alert tone="error">{failed}</Alert>}
      {recordings && recordings.length === 0 && !adding && <p>{t('none')}</p>}
      {recordings && recordings.length > 0 && (
        <ul className="wk-recordings__list">
          {recordings.map((recording) => (
            <RecordingPlayer
              key={recording.id}
              recording={recording}
              onComment={
                as === 'teacher'
                  ? (atSecond, text) => after(() => commentOn(recording.id, atSecond, text))()
                  : undefined
              }
              onKeep={
                as === 'teacher' ? (kept) => after(() => keepAsEvidence(recording.id, kept))() : undefined
              }
              onRemove={as === 'student' ? after(() => removeRecordingOf(recording.id)) : undefined}
            />
          ))}
        </ul>
      )}
      {as === 'student' &&
        (adding ? (
          <RecordingRecorder
            onCancel={() => setAdding(false)}
            onSend={async ({ audio, durationSeconds }) => {
              await uploadRecording(target, audio, durationSeconds);
              setAdding(false);
              await reload();
            }}
          />
        ) : (
          <Button
            variant="secondary"
            onClick={() => setAdding(true)}
            disabled={(recordings?.length ?? 0) >= recordingsPerTargetMax}
          >
            {t('add')}
          </Button>
        ))}
    </section>
  );
}
