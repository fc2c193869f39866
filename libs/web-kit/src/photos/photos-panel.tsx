import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryPhoto } from '@crescendo/contracts';
import { Alert, Button, SelectField, TextField } from '@crescendo/ui';
import {
  listPhotosOf,
  photoUrl,
  removePhotoOf,
  uploadPhoto,
  type PhotoOwner,
  type PhotoUploadStage,
} from './photo-api.js';
import { resizePhoto, type ResizeDeps } from './resize-photo.js';

export interface PhotosPanelProps {
  owner: PhotoOwner;
  /** May add photos: an instrument's admins; a loan's staff. */
  canAdd?: boolean;
  /** May remove them (an instrument's admins; a loan's photos are evidence, never removed). */
  canRemove?: boolean;
  /** A loan's photos: the stage chosen for the next one ('Au prêt', 'Au retour', the repair quote). */
  stages?: readonly PhotoUploadStage[];
  /** The stage chosen first. */
  defaultStage?: PhotoUploadStage;
  /** The canvas the photo is resized on (a test's own). */
  resizeDeps?: ResizeDeps;
}

const panelCss = `
.wk-photos__list { display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 8px; padding: 0; margin: 8px 0; list-style: none; }
.wk-photos__list figure { margin: 0; display: flex; flex-direction: column; gap: 4px; }
.wk-photos__list img { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: 6px; background: #eef0f3; }
.wk-photos__list figcaption { font-size: 0.8rem; overflow-wrap: anywhere; }
.wk-photos__add { display: flex; flex-direction: column; gap: 8px; max-width: 420px; }
`;

/** One thumbnail: its image fetched with the session's token, its alt text said and shown. */
function Thumbnail({
  photo,
  label,
  onRemove,
}: {
  photo: InventoryPhoto;
  label?: string;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('inventoryPhotos');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    photoUrl(photo.id, abort.signal).then(
      (made) => {
        url = made;
        setSrc(made);
      },
      () => undefined,
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [photo.id]);
  return (
    <li>
      <figure>
        {src ? (
          <a href={src} target="_blank" rel="noreferrer">
            <img src={src} alt={photo.altText} />
          </a>
        ) : (
          <span role="img" aria-label={photo.altText} className="wk-photos__placeholder" />
        )}
        <figcaption>
          {label ? <strong>{label} · </strong> : null}
          {photo.altText}
        </figcaption>
        {onRemove && (
          <Button variant="secondary" onClick={onRemove} aria-label={`${t('remove')} : ${photo.altText}`}>
            {t('remove')}
          </Button>
        )}
      </figure>
    </li>
  );
}

/**
 * An instrument's photos or a loan's condition photos (issue 27 §1, §3; decision 0072): thumbnails with their alt
 * text, and — for who may — 'Ajouter la photo': the photo chosen (or taken, on a phone) is resized on the device
 * (1 600 px, WebP or JPEG) before it is sent. Works at 390 px: a grid of small thumbnails, one column of fields.
 */
export function PhotosPanel({
  owner,
  canAdd,
  canRemove,
  stages,
  defaultStage,
  resizeDeps,
}: PhotosPanelProps) {
  const { t } = useTranslation('inventoryPhotos');
  const inputId = useId();
  const [photos, setPhotos] = useState<InventoryPhoto[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [stage, setStage] = useState<PhotoUploadStage | undefined>(defaultStage ?? stages?.[0]);
  const [sending, setSending] = useState(false);
  const key = 'loanId' in owner ? owner.loanId : owner.instrumentId;

  const reload = useCallback(async () => {
    try {
      setPhotos(await listPhotosOf(owner));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
    // The owner is its id: a new object of the same owner loads nothing again.
  }, [key]);
  useEffect(() => void reload(), [reload]);

  async function send() {
    if (!file) return;
    setSending(true);
    setProblem(null);
    setNotice(null);
    try {
      const ready = await resizePhoto(file, resizeDeps);
      await uploadPhoto(owner, ready, { alt, stage });
      setFile(null);
      setAlt('');
      setNotice(t('added'));
      await reload();
    } catch (error) {
      setProblem(`${t('addFailed')} ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      setSending(false);
    }
  }

  async function remove(photo: InventoryPhoto) {
    try {
      await removePhotoOf(photo.id);
      setNotice(t('removed'));
      await reload();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <section className="wk-photos" aria-label={stages ? t('loanTitle') : t('title')}>
      <style>{panelCss}</style>
      {problem && <Alert tone="error">{problem}</Alert>}
      {notice && (
        <p role="status" className="wk-photos__notice">
          {notice}
        </p>
      )}
      {photos && photos.length === 0 && <p>{t('none')}</p>}
      {photos && photos.length > 0 && (
        <ul className="wk-photos__list">
          {photos.map((photo) => (
            <Thumbnail
              key={photo.id}
              photo={photo}
              label={photo.stage === 'item' ? undefined : t(`stages.${photo.stage}`)}
              onRemove={canRemove && photo.stage === 'item' ? () => void remove(photo) : undefined}
            />
          ))}
        </ul>
      )}
      {canAdd && (
        <div className="wk-photos__add">
          <label htmlFor={inputId} className="cr-field__label">
            {t('choose')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/*"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            aria-describedby={`${inputId}-limits`}
          />
          <span id={`${inputId}-limits`} className="cr-field__hint">
            {t('limits')}
          </span>
          {stages && (
            <SelectField
              label={t('stage')}
              value={stage}
              onChange={(event) => setStage(event.target.value as PhotoUploadStage)}
              options={stages.map((value) => ({ value, label: t(`stages.${value}`) }))}
            />
          )}
          <TextField
            label={t('alt')}
            hint={t('altHint')}
            value={alt}
            maxLength={200}
            onChange={(event) => setAlt(event.target.value)}
          />
          <Button onClick={() => void send()} disabled={!file || sending}>
            {sending ? t('sending') : t('add')}
          </Button>
        </div>
      )}
    </section>
  );
}
