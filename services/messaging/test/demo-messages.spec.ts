import { demoAccountId, demoGroups, demoOrganization } from '@crescendo/domain/demo';
import { DemoMessagesLoader } from '../src/demo/demo-messages.js';
import { startMessaging, type MessagingHarness } from './messaging-harness.js';

/** DEMO_MODE: the demo organisation's chats, loaded once, with messages the teacher has not read yet. */
describe('messaging: demo data', () => {
  let h: MessagingHarness;
  beforeAll(async () => {
    h = await startMessaging({ DEMO_MODE: 'true' });
  }, 90_000);
  afterAll(() => h?.close());

  it('loads a chat, an announcement and a shared note per demo group, and a direct thread, once', async () => {
    const org = [demoOrganization.id];
    const counts = async () => ({
      group: await h.count(`messages WHERE organization_id = $1 AND type = 'group'`, org),
      direct: await h.count(`messages WHERE organization_id = $1 AND type = 'direct'`, org),
      announcements: await h.count(`announcements WHERE organization_id = $1`, org),
      notes: await h.count(`course_notes WHERE organization_id = $1 AND shared`, org),
    });
    const loaded = await counts();
    expect(loaded).toEqual({
      group: 5 * demoGroups.length,
      direct: 1,
      announcements: demoGroups.length,
      notes: demoGroups.length,
    });
    // The badge has something to show: the teacher has not read every student's message.
    const teacher = demoAccountId('prof@demo.crescendo.ca');
    const unread = await h.count(
      `messages m WHERE m.sender_id <> $1 AND NOT EXISTS (SELECT 1 FROM message_reads r WHERE r.message_id = m.id AND r.user_id = $1)`,
      [teacher],
    );
    expect(unread).toBeGreaterThan(0);
    // A second start finds it and adds nothing.
    await h.service.app.get(DemoMessagesLoader).onApplicationBootstrap();
    expect(await counts()).toEqual(loaded);
  });
});
