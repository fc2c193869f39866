export { MusichatPage, type MusichatPageProps } from './musichat-page.js';
export { StudentChat, type StudentChatProps } from './student-chat.js';
export { AnnouncementsPanel, type AnnouncementsPanelProps } from './announcements-panel.js';
export { AuditLog } from './audit-log.js';
export { UnreadBadge } from './unread-badge.js';
export { ChatStyles } from './chat-styles.js';
