import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { instruments, profileUpdateSchema, updateProfileRoute, type Profile } from '@crescendo/contracts';
import { Alert, Button, SelectField, TextField, toast } from '@crescendo/ui';
import { callRoute, needsReauthentication, useAuth } from '@crescendo/web-auth';
import { contractResolver, formContract, showServerErrors } from '@crescendo/web-kit';
import { maxPictureKb, pictureAccept, readPicture } from './picture.js';

/** What the form holds: the profile as typed, the picture as read (a data URL) or none. */
const draftShape = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  bio: z.string(),
  picture: z.string().nullable(),
  instrument: z.string(),
});
type Draft = z.input<typeof draftShape>;

interface ProfileWords {
  required: string;
  invalidEmail: string;
  pictureInvalid: string;
}

/**
 * The draft checked as the profile contract reads it (a blank phone or biography as none): the contract
 * decides, each refusal said under its input in the spec's words — a well-formed e-mail, a readable picture,
 * else the field is required.
 */
export const profileDraftSchema = (words: () => ProfileWords) =>
  formContract(draftShape, profileUpdateSchema, {
    toContract: (draft) => ({ ...draft, phone: draft.phone.trim() || null, bio: draft.bio.trim() || null }),
    say: (issue, draft) => {
      const field = issue.path[0] as keyof Draft;
      const value = draft[field];
      const blank = typeof value !== 'string' || value.trim() === '';
      const { required, invalidEmail, pictureInvalid } = words();
      return field === 'email' && !blank ? invalidEmail : field === 'picture' ? pictureInvalid : required;
    },
  });

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
  const schema = useMemo(
    () =>
      profileDraftSchema(() => ({
        required: i18n.t('account:profile.required'),
        invalidEmail: i18n.t('account:profile.invalidEmail'),
        pictureInvalid: i18n.t('account:profile.pictureInvalid'),
      })),
    [i18n],
  );
  const form = useForm({ resolver: contractResolver(schema, i18n), defaultValues: draftOf(profile) });
  const { errors, isSubmitting: saving } = form.formState;
  const picture = form.watch('picture');

  const cancel = () => {
    form.reset(draftOf(profile));
    setEditing(false);
  };

  const choosePicture = async (file: File | undefined) => {
    if (!file) return;
    const read = await readPicture(file);
    if (read.ok) {
      form.setValue('picture', read.dataUrl);
      form.clearErrors('picture');
    } else {
      const message =
        read.reason === 'size'
          ? t('account:profile.pictureTooLarge', { size: maxPictureKb })
          : t('account:profile.pictureInvalid');
      form.setError('picture', { type: 'read', message });
    }
  };

  const save = form.handleSubmit(async (body) => {
    try {
      const saved = await callRoute(updateProfileRoute, { body });
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
      // The server's refusal of a field under its input; the toast says it failed.
      showServerErrors(error, form.setError, i18n);
      toast.error(t('errors.profileUpdate'));
    }
  });

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
            {...form.register('firstName')}
            error={errors.firstName?.message}
            required
            autoComplete="given-name"
          />
          <TextField
            label={t('account:profile.lastName')}
            {...form.register('lastName')}
            error={errors.lastName?.message}
            required
            autoComplete="family-name"
          />
          <TextField
            label={t('account:profile.email')}
            type="email"
            {...form.register('email')}
            error={errors.email?.message}
            required
            autoComplete="email"
          />
          <TextField
            label={t('account:profile.phone')}
            type="tel"
            {...form.register('phone')}
            error={errors.phone?.message}
            autoComplete="tel"
          />
          <SelectField
            label={t('account:profile.instrument')}
            {...form.register('instrument')}
            error={errors.instrument?.message}
            placeholder={t('account:profile.chooseInstrument')}
            options={instrumentChoices(profile.instrument)}
            required
          />
        </div>
        <div className="cr-field">
          <label className="cr-field__label" htmlFor="profile-bio">
            {t('account:profile.bio')}
          </label>
          <textarea id="profile-bio" className="cr-field__input" rows={4} {...form.register('bio')} />
        </div>
        <div className="cr-field">
          <label className="cr-field__label" htmlFor="profile-picture">
            {t('account:profile.picture')}
          </label>
          {picture && (
            <img className="acc-picture" src={picture} alt={t('account:profile.pictureAlt', { name })} />
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
          {errors.picture && <Alert tone="error">{errors.picture.message}</Alert>}
          {picture && (
            <p>
              <Button variant="ghost" type="button" onClick={() => form.setValue('picture', null)}>
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
