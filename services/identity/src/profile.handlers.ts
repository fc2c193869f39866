import { Controller, Inject } from '@nestjs/common';
import {
  answerInstrument,
  getProfile,
  resolveActor,
  updateProfile,
  updateSettings,
} from '@crescendo/contracts';
import type { Actor, PayloadOf } from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { ProfileService } from './profile.service.js';

@Controller()
export class ProfileHandlers {
  constructor(@Inject(ProfileService) private readonly profiles: ProfileService) {}

  @Handles(resolveActor)
  resolve(payload: PayloadOf<typeof resolveActor>) {
    return this.profiles.resolve(payload);
  }

  @Handles(getProfile)
  get(_payload: PayloadOf<typeof getProfile>, actor: Actor | null) {
    return this.profiles.get(actor);
  }

  @Handles(updateProfile)
  update(payload: PayloadOf<typeof updateProfile>, actor: Actor | null) {
    return this.profiles.update(actor, payload);
  }

  @Handles(answerInstrument)
  instrument(payload: PayloadOf<typeof answerInstrument>, actor: Actor | null) {
    return this.profiles.answerInstrument(actor, payload.instrument);
  }

  @Handles(updateSettings)
  settings(payload: PayloadOf<typeof updateSettings>, actor: Actor | null) {
    return this.profiles.updateSettings(actor, payload);
  }
}
