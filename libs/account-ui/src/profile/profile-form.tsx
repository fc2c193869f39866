import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { instruments, profileUpdateSchema, updateProfileRoute, type Profile } from '@crescendo/contracts';
import { Alert, Button, SelectField, TextField, toast } from '@crescendo/ui';
import { ApiError, callRoute, needsReauthentication, useAuth } from '@crescendo/web-auth';
import { describeFields } from '@crescendo/i18n/server-errors';
import { maxPictureKb, pictureAccept, readPicture } from './picture.js';

interface Draft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  bio: string;
  picture: string | null;
  instrument: string;
}

type Field = keyof Draft;

/** The list of spec §5, with the stored answer first when it is not one of them. */
function instrumentChoices(stored: string | null): Array<{ value: string; label: string }> {
  const list = instruments.map((value) => ({ value, label: value }));
  return stored && !(instruments as readonly string[]).includes(stored)
    ? [{ value: stored, label: stored }, ...list]
    : list;
}

function draftOf(profile: Profile): Draft {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    // A pending new address stays what the user asked for: saving other fields must not cancel it.
    email: profile.pendingEmail ?? profile.email,
    phone: profile.phone ?? '',
    bio: profile.bio ?? '',
    picture: profile.picture,
    // A first-login answer off the list ('Batterie, Timbales') is kept as the student gave it.
    instrument: profile.instrument ?? '',
  };
}

/** 'Mon Profil' (spec §2, §5): read-only until 'Modifier'; first name, last name, e-mail and instrument required. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t, i18n } = useTranslation(['translation', 'account']);
  const { patchMe, reauthenticate } = useAuth();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const set = (field: Field, value: string | null) => setDraft((current) => ({ ...current, [field]: value }));

  const cancel = () => {
    setDraft(draftOf(profile));
    setErrors({});
    setEditing(false);
  };

  const choosePicture = async (file: File | undefined) => {
    if (!file) return;
    const read = await readPicture(file);
    if (read.ok) {
      set('picture', read.dataUrl);
      setErrors((current) => ({ ...current, picture: undefined }));
    } else {
      const message =
        read.reason === 'size'
          ? t('account:profile.pictureTooLarge', { size: maxPictureKb })
          : t('account:profile.pictureInvalid');
      setErrors((current) => ({ ...current, picture: message }));
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileUpdateSchema.safeParse({
      ...draft,
      phone: draft.phone.trim() || null,
      bio: draft.bio.trim() || null,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        const blank = typeof draft[field] !== 'string' || (draft[field] as string).trim() === '';
        found[field] ??=
          field === 'email' && !blank
            ? t('account:profile.invalidEmail')
            : field === 'picture'
              ? t('account:profile.pictureInvalid')
              : t('account:profile.required');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await callRoute(updateProfileRoute, { body: parsed.data });
      patchMe({
        firstName: saved.firstName,
        lastName: saved.lastName,
        email: saved.email,
        instrument: saved.instrument,
      });
      onSaved(saved);
      setEditing(false);
      toast.success(t('success.profileUpdatedLong'));
    } catch (error) {
      if (needsReauthentication(error)) {
        // A new e-mail needs a recent sign-in (sudo mode): through the sign-in page and back to 'Mon Profil'.
        await reauthenticate();
        return;
      }
      if (error instanceof ApiError && error.fields) {
        setErrors(describeFields(error, i18n) as Partial<Record<Field, string>>);
      }
      toast.error(t('errors.profileUpdate'));
    } finally {
      setSaving(false);
    }
  };

  const name = `${profile.firstName} ${profile.lastName}`;
  if (!editing) {
    const shown = (value: string | null) => value || t('account:profile.notProvided');
    return (
      <section className="acc-section" aria-labelledby="profile-info">
        <h2 id="profile-info">{t('student.profileTabs.personal')}</h2>
        {profile.picture && (
          <img
            className="acc-picture"
            src={profile.picture}
            alt={t('account:profile.pictureAlt', { name })}
          />
        )}
        <dl className="acc-view">
          <dt>{t('account:profile.firstName')}</dt>
          <dd>{profile.firstName}</dd>
          <dt>{t('account:profile.lastName')}</dt>
          <dd>{profile.lastName}</dd>
          <dt>{t('account:profile.email')}</dt>
          <dd>{profile.email}</dd>
          <dt>{t('account:profile.phone')}</dt>
          <dd>{shown(profile.phone)}</dd>
          <dt>{t('account:profile.instrument')}</dt>
          <dd>{shown(profile.instrument)}</dd>
          <dt>{t('account:profile.bio')}</dt>
          <dd>{shown(profile.bio)}</dd>
        </dl>
        <div className="acc-actions">
          <Button onClick={() => setEditing(true)}>{t('common.edit')}</Button>
        </div>
      </section>
    );
  }

  return (
    <section className="acc-section" aria-labelledby="profile-info">
      <h2 id="profile-info">{t('student.profileTabs.personal')}</h2>
      <form onSubmit={(event) => void save(event)} noValidate>
        <div className="acc-grid">
          <TextField
            label={t('account:profile.firstName')}
            value={draft.firstName}
            onChange={(event) => set('firstName', event.target.value)}
            error={errors.firstName}
            required
            autoComplete="given-name"
          />
          <TextField
            label={t('account:profile.lastName')}
            value={draft.lastName}
            onChange={(event) => set('lastName', event.target.value)}
            error={errors.lastName}
            required
            autoComplete="family-name"
          />
          <TextField
            label={t('account:profile.email')}
            type="email"
            value={draft.email}
            onChange={(event) => set('email', event.target.value)}
            error={errors.email}
            required
            autoComplete="email"
          />
          <TextField
            label={t('account:profile.phone')}
            type="tel"
            value={draft.phone}
            onChange={(event) => set('phone', event.target.value)}
            error={errors.phone}
            autoComplete="tel"
          />
          <SelectField
            label={t('account:profile.instrument')}
            value={draft.instrument}
            onChange={(event) => set('instrument', event.target.value)}
            error={errors.instrument}
            placeholder={t('account:profile.chooseInstrument')}
            options={instrumentChoices(profile.instrument)}
            required
          />
        </div>
        <div className="cr-field">
          <label className="cr-field__label" htmlFor="profile-bio">
            {t('account:profile.bio')}
          </label>
          <textarea
            id="profile-bio"
            className="cr-field__input"
            rows={4}
            value={draft.bio}
            onChange={(event) => set('bio', event.target.value)}
          />
        </div>
        <div className="cr-field">
          <label className="cr-field__label" htmlFor="profile-picture">
            {t('account:profile.picture')}
          </label>
          {draft.picture && (
            <img
              className="acc-picture"
              src={draft.picture}
              alt={t('account:profile.pictureAlt', { name })}
            />
          )}
          <input
            id="profile-picture"
            type="file"
            accept={pictureAccept}
            aria-describedby="profile-picture-hint"
            onChange={(event) => void choosePicture(event.target.files?.[0])}
          />
          <span id="profile-picture-hint" className="cr-field__hint">
            {t('account:profile.pictureHint', { size: maxPictureKb })}
          </span>
          {errors.picture && <Alert tone="error">{errors.picture}</Alert>}
          {draft.picture && (
            <p>
              <Button variant="ghost" type="button" onClick={() => set('picture', null)}>
                {t('account:profile.removePicture')}
              </Button>
            </p>
          )}
        </div>
        <div className="acc-actions">
          <Button type="submit" disabled={saving}>
            {saving ? t('account:profile.saving') : t('common.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={cancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
