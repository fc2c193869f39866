import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  privacyRequestFieldsSchema,
  privacyRequestKinds,
  type PrivacyRequestFields,
  type PrivacyRequestWire,
} from '@crescendo/contracts';
import { describeIssue } from '@crescendo/i18n/server-errors';
import { Button, SelectField, TextAreaField, TextField } from '@crescendo/ui';

type Fields = {
  kind: string;
  requesterName: string;
  requesterEmail: string;
  studentId: string;
  receivedOn: string;
};
type Errors = Partial<Record<keyof Fields, string>>;

export interface PrivacyRequestsSectionProps {
  body: 'public' | 'private';
  requests: PrivacyRequestWire[];
  students: ReadonlyArray<{ id: string; name: string }>;
  today: string;
  hasMore: boolean;
  onLoadMore: () => void;
  onSetPrivate: (privateSchool: boolean) => Promise<unknown>;
  onRecord: (request: PrivacyRequestFields) => Promise<unknown>;
  onExtend: (requestId: string) => Promise<unknown>;
  onAnswer: (input: { requestId: string; answeredOn: string; note: string }) => Promise<unknown>;
}

/** Swallows a failed action: the page's toast said what went wrong, the fields stay as typed. */
const quietly = (action: () => Promise<unknown>) =>
  action().then(
    () => true,
    () => false,
  );

/**
 * 'Demandes d'accès' (issue 31 §6, decision 0063): record a request, see each one's legal deadline counted down
 * (as the server computed it), extend a public body's once, answer to close it. Cards: readable at 390 px.
 */
export function PrivacyRequestsSection(props: PrivacyRequestsSectionProps) {
  const { t } = useTranslation('privacyDesk');
  const [adding, setAdding] = useState(false);
  return (
    <section className="privacy-requests" aria-labelledby="privacy-requests-title">
      <h2 id="privacy-requests-title">{t('requests.title')}</h2>
      <p>{t('requests.intro')}</p>
      <label className="privacy-requests__body">
        <input
          type="checkbox"
          checked={props.body === 'private'}
          onChange={(event) => void quietly(() => props.onSetPrivate(event.target.checked))}
        />{' '}
        {t('requests.privateSchool')}
        <span className="cr-field__hint"> {t('requests.privateSchoolHint')}</span>
      </label>
      {adding ? (
        <RecordForm {...props} onDone={() => setAdding(false)} />
      ) : (
        <Button type="button" onClick={() => setAdding(true)}>
          {t('requests.newRequest')}
        </Button>
      )}
      {props.requests.length === 0 ? (
        <p>{t('requests.empty')}</p>
      ) : (
        <ul className="privacy-requests__list">
          {props.requests.map((request) => (
            <RequestCard key={request.id} request={request} {...props} />
          ))}
        </ul>
      )}
      {props.hasMore && (
        <Button type="button" variant="secondary" onClick={props.onLoadMore}>
          {t('requests.loadMore')}
        </Button>
      )}
    </section>
  );
}

function RecordForm(props: PrivacyRequestsSectionProps & { onDone: () => void }) {
  const { t, i18n } = useTranslation('privacyDesk');
  const [fields, setFields] = useState<Fields>({
    kind: 'access',
    requesterName: '',
    requesterEmail: '',
    studentId: '',
    receivedOn: props.today,
  });
  const [errors, setErrors] = useState<Errors>({});
  const change = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = privacyRequestFieldsSchema.safeParse({ ...fields, studentId: fields.studentId || null });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof Fields] ??= describeIssue(issue, i18n);
      setErrors(found);
      return;
    }
    setErrors({});
    if (await quietly(() => props.onRecord(parsed.data))) props.onDone();
  };
  return (
    <form className="privacy-requests__form" onSubmit={(event) => void submit(event)} noValidate>
      <SelectField
        label={t('requests.kind')}
        value={fields.kind}
        onChange={change('kind')}
        error={errors.kind}
        options={privacyRequestKinds.map((kind) => ({ value: kind, label: t(`requests.kinds.${kind}`) }))}
      />
      <TextField
        label={t('requests.requesterName')}
        value={fields.requesterName}
        onChange={change('requesterName')}
        error={errors.requesterName}
      />
      <TextField
        label={t('requests.requesterEmail')}
        type="email"
        value={fields.requesterEmail}
        onChange={change('requesterEmail')}
        error={errors.requesterEmail}
      />
      <SelectField
        label={t('requests.student')}
        value={fields.studentId}
        onChange={change('studentId')}
        error={errors.studentId}
        placeholder={t('requests.noStudent')}
        options={props.students.map((student) => ({ value: student.id, label: student.name }))}
      />
      <TextField
        label={t('requests.receivedOn')}
        type="date"
        max={props.today}
        value={fields.receivedOn}
        onChange={change('receivedOn')}
        error={errors.receivedOn}
      />
      <Button type="submit">{t('requests.record')}</Button>
    </form>
  );
}

function RequestCard({
  request,
  today,
  onExtend,
  onAnswer,
}: { request: PrivacyRequestWire } & PrivacyRequestsSectionProps) {
  const { t } = useTranslation('privacyDesk');
  const [answering, setAnswering] = useState(false);
  const [answeredOn, setAnsweredOn] = useState(today);
  const [note, setNote] = useState('');
  const heading = `${t(`requests.kinds.${request.kind}`)} — ${request.requesterName}`;
  const countdown =
    request.daysLeft === null
      ? t('requests.answeredOn', { day: request.answeredOn ?? '' })
      : request.daysLeft > 0
        ? t('requests.dueIn', { count: request.daysLeft })
        : request.daysLeft === 0
          ? t('requests.dueToday')
          : t('requests.late', { count: -request.daysLeft });
  return (
    <li className="privacy-request" aria-label={heading}>
      <h3>{heading}</h3>
      <p className={request.daysLeft !== null && request.daysLeft < 0 ? 'privacy-request__late' : undefined}>
        <strong>{countdown}</strong> · {t('requests.dueOn', { day: request.dueOn })}
        {request.extended && <> · {t('requests.extendedMark')}</>}
      </p>
      <p>
        {request.requesterEmail}
        {request.student && <> · {request.student.name}</>} · {t('requests.receivedOn')} {request.receivedOn}
      </p>
      {request.extensionNoticeSentOn && (
        <p>
          {t('requests.noticeSent', { day: request.extensionNoticeSentOn, email: request.requesterEmail })}
        </p>
      )}
      {request.answerNote && <p>{request.answerNote}</p>}
      {request.daysLeft !== null && (
        <div className="privacy-request__actions">
          {request.canExtend && (
            <Button
              type="button"
              variant="secondary"
              onClick={() => void quietly(() => onExtend(request.id))}
            >
              {t('requests.extend')}
            </Button>
          )}
          {!answering && (
            <Button type="button" onClick={() => setAnswering(true)}>
              {t('requests.answer')}
            </Button>
          )}
        </div>
      )}
      {answering && request.daysLeft !== null && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void quietly(() => onAnswer({ requestId: request.id, answeredOn, note }));
          }}
        >
          <TextField
            label={t('requests.answerDay')}
            type="date"
            max={today}
            value={answeredOn}
            onChange={(event) => setAnsweredOn(event.target.value)}
          />
          <TextAreaField
            label={t('requests.answerNote')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button type="submit">{t('requests.sendAnswer')}</Button>
        </form>
      )}
    </li>
  );
}
