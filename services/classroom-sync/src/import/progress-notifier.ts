import { Injectable } from '@nestjs/common';
import type { ClassroomImport } from '@crescendo/contracts';

/**
 * Tells the users concerned (who started the import, whose groups they are) that an import moved on.
 * Browsers also read the import (`GET /classroom/imports/:id`), so a message lost changes nothing but speed.
 */
@Injectable()
export class ProgressNotifier {
  async changed(_progress: ClassroomImport, _userIds: string[]): Promise<void> {
    // Pushed over the live channel once it exists (issue 11.3); read by the browsers meanwhile.
  }
}
