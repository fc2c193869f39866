import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrivacyIncidentFields, PrivacyIncidentWire } from '@crescendo/contracts';
import { Button, SelectField } from '@crescendo/ui';
import { PrivacyIncidentForm } from './privacy-incident-form.js';

export interface PrivacyIncidentsSectionProps {
  incidents: PrivacyIncidentWire[];
  /** The school's administrators write; the board's read. */
  canWrite: boolean;
  today: string;
  hasMore: boolean;
  onLoadMore: () => void;
  onRecord: (fields: PrivacyIncidentFields) => Promise<unknown>;
  onUpdate: (incidentId: string, fields: PrivacyIncidentFields) => Promise<unknown>;
  /** A board's administrator chooses which of the board's schools' register to read. */
  schools?: {
    options: ReadonlyArray<{ id: string; name: string }>;
    chosen: string;
    onChoose: (id: string) => void;
  };
}

/** Swallows a failed action: the page's toast said what went wrong, the fields stay as typed. */
const quietly = (action: () => Promise<unknown>) =>
  action().then(
    () => true,
    () => false,
  );

/**
 * 'Registre des incidents' (issue 31 §6): every confidentiality incident with the fields the Commission d'accès
 * à l'information asks, kept 5 years; the school's administrators record and complete them. Cards at 390 px.
 */
export function PrivacyIncidentsSection(props: PrivacyIncidentsSectionProps) {
  const { t } = useTranslation('privacyDesk');
  const [adding, setAdding] = useState(false);
  return (
    <section className="privacy-requests" aria-labelledby="privacy-incidents-title">
      <h2 id="privacy-incidents-title">{t('incidents.title')}</h2>
      <p>{t('incidents.intro')}</p>
      {props.schools && (
        <SelectField
          label={t('incidents.school')}
          value={props.schools.chosen}
          onChange={(event) => props.schools!.onChoose(event.target.value)}
          placeholder={t('incidents.chooseSchool')}
          options={props.schools.options.map((school) => ({ value: school.id, label: school.name }))}
        />
      )}
      {props.canWrite &&
        (adding ? (
          <PrivacyIncidentForm
            today={props.today}
            onSave={(fields) => quietly(() => props.onRecord(fields))}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <Button type="button" onClick={() => setAdding(true)}>
            {t('incidents.newIncident')}
          </Button>
        ))}
      {props.incidents.length === 0 ? (
        <p>{t('incidents.empty')}</p>
      ) : (
        <ul className="privacy-requests__list">
          {props.incidents.map((incident) => (
            <IncidentCard key={incident.id} incident={incident} {...props} />
          ))}
        </ul>
      )}
      {props.hasMore && (
        <Button type="button" variant="secondary" onClick={props.onLoadMore}>
          {t('incidents.loadMore')}
        </Button>
      )}
    </section>
  );
}

function IncidentCard({
  incident,
  canWrite,
  today,
  onUpdate,
}: { incident: PrivacyIncidentWire } & PrivacyIncidentsSectionProps) {
  const { t } = useTranslation('privacyDesk');
  const [editing, setEditing] = useState(false);
  const heading = t('incidents.heading', { day: incident.knownOn });
  const notice = (day: string | null) =>
    day ? t('incidents.noticeSent', { day }) : t('incidents.noticeNone');
  return (
    <li className="privacy-request" aria-label={heading}>
      <h3>{heading}</h3>
      {editing ? (
        <PrivacyIncidentForm
          incident={incident}
          today={today}
          onSave={(fields) => quietly(() => onUpdate(incident.id, fields))}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <dl className="privacy-incident__fields">
            <dt>{t('incidents.fields.occurredOn')}</dt>
            <dd>{incident.occurredOn}</dd>
            <dt>{t('incidents.fields.description')}</dt>
            <dd>{incident.description}</dd>
            <dt>{t('incidents.fields.informationConcerned')}</dt>
            <dd>{incident.informationConcerned}</dd>
            <dt>{t('incidents.fields.peopleConcerned')}</dt>
            <dd>{incident.peopleConcerned}</dd>
            <dt>{t('incidents.fields.seriousRisk')}</dt>
            <dd>
              <strong className={incident.seriousRisk ? 'privacy-request__late' : undefined}>
                {incident.seriousRisk ? t('incidents.yes') : t('incidents.no')}
              </strong>{' '}
              — {incident.riskAssessment}
            </dd>
            <dt>{t('incidents.fields.commissionNotifiedOn')}</dt>
            <dd>{notice(incident.commissionNotifiedOn)}</dd>
            <dt>{t('incidents.fields.peopleNotifiedOn')}</dt>
            <dd>{notice(incident.peopleNotifiedOn)}</dd>
            <dt>{t('incidents.fields.measures')}</dt>
            <dd>{incident.measures}</dd>
          </dl>
          <p>{t('incidents.keptUntil', { day: incident.keptUntil })}</p>
          {canWrite && (
            <div className="privacy-request__actions">
              <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
                {t('incidents.complete')}
              </Button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
