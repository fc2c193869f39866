import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photosPerLoanStageMax } from '@crescendo/domain';
import { describeError } from '@crescendo/i18n/server-errors';
import { uploadPhoto, type PhotoUploadStage } from './photo-api.js';
import { resizePhoto, type ResizeDeps } from './resize-photo.js';

/** A photo chosen in a loan's dialog, waiting for the loan (or its return) to be recorded. */
export interface ChosenPhoto {
  key: string;
  file: File;
  stage: PhotoUploadStage;
  /** A blob URL of the file, for its thumbnail (revoked once sent or removed). */
  preview: string;
}

/** The recorded loan whose chosen photos did not all go, and the first reason said by the server. */
export interface PhotoUploadFailure {
  loanId: string;
  count: number;
  reason: string;
}

export interface ConditionPhotos {
  chosen: readonly ChosenPhoto[];
  /** Adds files of one stage (at most `photosPerLoanStageMax` of a stage: the server's limit). */
  add: (stage: PhotoUploadStage, files: Iterable<File>) => void;
  remove: (key: string) => void;
  /**
   * Once the loan or its return is recorded: each chosen photo resized on the device and sent to the loan, one
   * after the other. True when every one went; those that did not stay chosen for `retry`. With `only`, the
   * photos of other stages are dropped first (a quote chosen before the damage was changed).
   */
  send: (loanId: string, only?: readonly PhotoUploadStage[]) => Promise<boolean>;
  retry: () => Promise<boolean>;
  sending: boolean;
  failure: PhotoUploadFailure | null;
}

let serial = 0;

/**
 * The condition photos taken inside 'Prêter' and 'Retour' (issue 27 §3, §5; decision 0078): chosen before the
 * loan exists, sent after it is recorded with the existing photo route, so a failed photo never undoes the loan.
 */
export function useConditionPhotos(resizeDeps?: ResizeDeps): ConditionPhotos {
  const { i18n } = useTranslation();
  const [chosen, setChosen] = useState<ChosenPhoto[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<PhotoUploadFailure | null>(null);
  const latest = useRef(chosen);
  // The previews of whatever is still chosen when the dialog goes.
  useEffect(() => () => latest.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  /** The list kept at once in the ref (a send reads it right after a change) and in the state (the screen). */
  const keep = useCallback((next: ChosenPhoto[]) => {
    latest.current = next;
    setChosen(next);
  }, []);

  const add = useCallback(
    (stage: PhotoUploadStage, files: Iterable<File>) => {
      const current = latest.current;
      const room = photosPerLoanStageMax - current.filter((photo) => photo.stage === stage).length;
      const added = [...files].slice(0, Math.max(room, 0)).map((file) => ({
        key: `photo-${(serial += 1)}`,
        file,
        stage,
        preview: URL.createObjectURL(file),
      }));
      keep([...current, ...added]);
    },
    [keep],
  );

  const remove = useCallback(
    (key: string) => {
      const current = latest.current;
      current.filter((photo) => photo.key === key).forEach((photo) => URL.revokeObjectURL(photo.preview));
      keep(current.filter((photo) => photo.key !== key));
    },
    [keep],
  );

  const send = useCallback(
    async (loanId: string, only?: readonly PhotoUploadStage[]) => {
      const dropped = latest.current.filter((photo) => only && !only.includes(photo.stage));
      const waiting = latest.current.filter((photo) => !dropped.includes(photo));
      dropped.forEach((photo) => URL.revokeObjectURL(photo.preview));
      if (waiting.length === 0) {
        keep([]);
        setFailure(null);
        return true;
      }
      // A retry keeps the last failure until it is done: the dialog of the recorded loan stays as it is.
      setSending(true);
      const left: ChosenPhoto[] = [];
      const sent: ChosenPhoto[] = [];
      let reason: string | null = null;
      for (const photo of waiting) {
        try {
          await uploadPhoto({ loanId }, await resizePhoto(photo.file, resizeDeps), { stage: photo.stage });
          sent.push(photo);
        } catch (error) {
          left.push(photo);
          reason ??= describeError(error, i18n);
        }
      }
      keep(left);
      // Their thumbnails stayed on screen while the others went.
      sent.forEach((photo) => URL.revokeObjectURL(photo.preview));
      setSending(false);
      setFailure(left.length > 0 ? { loanId, count: left.length, reason: reason ?? '' } : null);
      return left.length === 0;
    },
    [i18n, keep, resizeDeps],
  );

  const retry = useCallback(() => (failure ? send(failure.loanId) : Promise.resolve(true)), [failure, send]);

  return { chosen, add, remove, send, retry, sending, failure };
}
