import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { announcementContentMax, announcementTitleMax } from '@crescendo/contracts';
import { formatDate } from '@crescendo/i18n';
import { Button, TextAreaField, TextField, toast } from '@crescendo/ui';
import { useAnnouncements, useChatMutations } from './chat-api.js';
import { LoadMoreButton, useLanguage } from '@crescendo/web-kit';

export interface AnnouncementsPanelProps {
  /** One group's, or (null) every group the user sees (the student's dashboard). */
  groupId: string | null;
  /** The group's teacher or an admin: may announce and remove. */
  canManage: boolean;
  headingLevel?: 2 | 3;
}

/** Announcements of a group, shown above its chat and on the student's dashboard. */
export function AnnouncementsPanel({ groupId, canManage, headingLevel = 2 }: AnnouncementsPanelProps) {
  const { t } = useTranslation(['translation', 'chat']);
  const language = useLanguage();
  const query = useAnnouncements(groupId);
  const mutations = useChatMutations();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const Heading = `h${headingLevel}` as const;
  const Item = `h${headingLevel + 1}` as 'h3' | 'h4';
  const announcements = query.data?.pages.flatMap((page) => page.announcements) ?? [];

  async function publish(event: FormEvent) {
    event.preventDefault();
    if (!groupId || title.trim() === '' || content.trim() === '') return;
    try {
      await mutations.announce.mutateAsync({ groupId, title, content });
      setTitle('');
      setContent('');
      toast.success(t('success.announcementAdded'));
    } catch {
      toast.error(t('errors.announcementAdd'));
    }
  }

  return (
    <section className="ch-card" aria-label={t('chat:announcements.title')}>
      <Heading>{t('chat:announcements.title')}</Heading>
      {announcements.length === 0 ? (
        <p className="ch-muted">{t('chat:announcements.empty')}</p>
      ) : (
        <ul className="ch-items">
          {announcements.map((announcement) => (
            <li key={announcement.id} className="ch-item">
              <Item>{announcement.title}</Item>
              <p className="ch-muted">
                {t('chat:announcements.by', {
                  name: announcement.authorName ?? t('empty.unknownUser'),
                  date: formatDate(announcement.createdAt, language),
                })}
              </p>
              <p>{announcement.content}</p>
              {canManage && (
                <div className="ch-item__actions">
                  <Button
                    variant="secondary"
                    aria-label={t('chat:announcements.delete', { title: announcement.title })}
                    onClick={() =>
                      mutations.removeAnnouncement
                        .mutateAsync(announcement.id)
                        .catch(() => toast.error(t('errors.delete')))
                    }
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
      {canManage && groupId && (
        <form className="ch-form" onSubmit={(event) => void publish(event)}>
          <TextField
            label={t('chat:announcements.titleLabel')}
            value={title}
            maxLength={announcementTitleMax}
            onChange={(event) => setTitle(event.target.value)}
          />
          <TextAreaField
            label={t('chat:announcements.contentLabel')}
            value={content}
            maxLength={announcementContentMax}
            rows={3}
            onChange={(event) => setContent(event.target.value)}
          />
          <Button type="submit" disabled={title.trim() === '' || content.trim() === ''}>
            {t('chat:announcements.publish')}
          </Button>
        </form>
      )}
    </section>
  );
}
