import { Inject, Injectable } from '@nestjs/common';
import type {
  Actor,
  PrivacyOfficerFields,
  PrivacyOfficerSettings,
  PublishedPrivacyOfficer,
} from '@crescendo/contracts';
import { AppException, Db, SERVICE_CONFIG } from '@crescendo/service-kit';
import { requireActor } from '../../actor-guard.js';
import type { IdentityConfig } from '../../config.js';
import { organizationPlace } from '../../policy.store.js';
import { deletePrivacyOfficer, privacyOfficerOf, writePrivacyOfficer } from './privacy-officer.store.js';

/**
 * 'Responsable de la protection des renseignements personnels' (issue 31 §6): a school's administrator names
 * the school's, a board's administrator the board's; a school without its own shows its board's, and where
 * neither is named the platform operator's (`PRIVACY_OFFICER_*`) is shown.
 */
@Injectable()
export class PrivacyOfficerService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async settings(actor: Actor | null): Promise<PrivacyOfficerSettings> {
    const { organizationId, level } = await this.administered(actor);
    return this.settingsOf(organizationId, level);
  }

  async set(actor: Actor | null, officer: PrivacyOfficerFields): Promise<PrivacyOfficerSettings> {
    const { organizationId, level, userId } = await this.administered(actor);
    await writePrivacyOfficer(this.db, organizationId, officer, userId);
    return this.settingsOf(organizationId, level);
  }

  async clear(actor: Actor | null): Promise<PrivacyOfficerSettings> {
    const { organizationId, level } = await this.administered(actor);
    await deletePrivacyOfficer(this.db, organizationId);
    return this.settingsOf(organizationId, level);
  }

  /** Anyone's (the public page): an unknown organisation shows the platform's, like no organisation. */
  async published(organizationId: string | undefined): Promise<PublishedPrivacyOfficer> {
    if (organizationId) {
      const own = await privacyOfficerOf(this.db, organizationId);
      if (own) return { title: own.title, name: own.name, email: own.email, source: 'own' };
      const place = await organizationPlace(this.db, organizationId);
      if (place?.boardId) {
        const board = await privacyOfficerOf(this.db, place.boardId);
        if (board) return { title: board.title, name: board.name, email: board.email, source: 'board' };
      }
    }
    return {
      title: this.config.PRIVACY_OFFICER_TITLE,
      name: this.config.PRIVACY_OFFICER_NAME,
      email: this.config.PRIVACY_OFFICER_EMAIL,
      source: 'platform',
    };
  }

  private async settingsOf(
    organizationId: string,
    level: 'board' | 'school',
  ): Promise<PrivacyOfficerSettings> {
    const own = await privacyOfficerOf(this.db, organizationId);
    return {
      level,
      own: own
        ? { title: own.title, name: own.name, email: own.email, setAt: own.setAt.toISOString() }
        : null,
      shown: await this.published(organizationId),
    };
  }

  /** The organisation the actor administers: its board (board-admin in a board) or its school (admin). */
  private async administered(actor: Actor | null) {
    const known = requireActor(actor);
    const place = known.organizationId ? await organizationPlace(this.db, known.organizationId) : null;
    const level =
      place?.kind === 'board' && known.roles.includes('board-admin')
        ? ('board' as const)
        : place?.kind === 'school' && known.roles.includes('admin')
          ? ('school' as const)
          : null;
    if (!level) throw new AppException('FORBIDDEN', 'common.forbidden');
    return { organizationId: known.organizationId!, level, userId: known.userId };
  }
}
