import { Inject, Injectable } from '@nestjs/common';
import { lookupProfiles, type Actor, type MaestroDraft } from '@crescendo/contracts';
import {
  AppException,
  Db,
  GroupsAccess,
  requireStaff,
  ServiceClient,
  type GroupsAccessPort,
} from '@crescendo/service-kit';
import { approve, findDraft, toDraft, updateSentences, type DraftRow } from './draft.store.js';
import { MAESTRO_OPTIONS, type MaestroOptions } from './maestro.options.js';
import { MaestroSwitch, type MaestroSwitchPort } from './maestro-switch.js';

/**
 * A draft is read, edited and approved by a teacher of its group (groups decides, asked as the actor) while
 * Maestro IA is on for it. Editing changes the texts, never the records a sentence rests on; approving is
 * once, and signs the output with the approver's name.
 */
@Injectable()
export class DraftsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(MaestroSwitch) private readonly maestroSwitch: MaestroSwitchPort,
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(MAESTRO_OPTIONS) private readonly options: MaestroOptions,
  ) {}

  async get(actor: Actor | null, draftId: string): Promise<MaestroDraft> {
    return toDraft(await this.readable(actor, draftId));
  }

  async edit(actor: Actor | null, draftId: string, texts: string[]): Promise<MaestroDraft> {
    const row = await this.readable(actor, draftId);
    if (row.approved_at) throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    if (texts.length !== row.sentences.length)
      throw new AppException('VALIDATION_FAILED', 'maestro.sentenceCount', {
        params: { count: row.sentences.length },
      });
    const sentences = row.sentences.flatMap((sentence, index) =>
      texts[index] ? [{ ...sentence, text: texts[index] }] : [],
    );
    if (sentences.length === 0)
      throw new AppException('VALIDATION_FAILED', 'validation.maestroSentencesRequired');
    const updated = await updateSentences(this.db, row.id, sentences, this.options.now());
    if (!updated) throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    return toDraft(updated);
  }

  async approve(actor: Actor | null, draftId: string): Promise<MaestroDraft> {
    const row = await this.readable(actor, draftId);
    if (row.approved_at) throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    const { profiles } = await this.client.request(lookupProfiles, { userIds: [actor!.userId] }, actor);
    const me = profiles[0];
    const name = me ? `${me.firstName} ${me.lastName}`.trim() : '';
    const approved = await approve(this.db, row.id, { id: actor!.userId, name }, this.options.now());
    if (!approved) throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    return toDraft(approved);
  }

  /** The draft, when the actor teaches its group and Maestro IA is on for it; NOT_FOUND otherwise. */
  private async readable(actor: Actor | null, draftId: string): Promise<DraftRow> {
    const viewer = requireStaff(actor);
    const row = await findDraft(this.db, viewer.organizationId, draftId);
    if (!row) throw new AppException('NOT_FOUND', 'maestro.draftNotFound');
    if (!(await this.access.find(actor!, row.group_id, 'teach')))
      throw new AppException('NOT_FOUND', 'maestro.draftNotFound');
    if (!(await this.maestroSwitch.isOn(actor!, row.group_id)))
      throw new AppException('FORBIDDEN', 'maestro.off');
    return row;
  }
}
