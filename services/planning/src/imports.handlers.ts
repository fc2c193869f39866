import { Controller, Inject } from '@nestjs/common';
import {
  deleteImportedCalendar,
  importCalendar,
  importCalendarFromUrl,
  listImportedCalendars,
  refreshImportedCalendar,
  listImportedDays,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { ImportsService } from './imports.service.js';

/** Request/reply of the imported calendars ('Importer un calendrier', issue 28 §4). */
@Controller()
export class ImportsHandlers {
  constructor(@Inject(ImportsService) private readonly imports: ImportsService) {}

  @Handles(importCalendar)
  importCalendar(payload: PayloadOf<typeof importCalendar>, actor: Actor | null) {
    return this.imports.importCalendar(actor, payload);
  }

  @Handles(importCalendarFromUrl)
  importFromUrl(payload: PayloadOf<typeof importCalendarFromUrl>, actor: Actor | null) {
    return this.imports.importFromUrl(actor, payload);
  }

  @Handles(refreshImportedCalendar)
  refresh(payload: PayloadOf<typeof refreshImportedCalendar>, actor: Actor | null) {
    return this.imports.refresh(actor, payload.calendarId);
  }

  @Handles(listImportedCalendars)
  listCalendars(payload: PayloadOf<typeof listImportedCalendars>, actor: Actor | null) {
    return this.imports.listCalendars(actor, payload);
  }

  @Handles(deleteImportedCalendar)
  deleteCalendar(payload: PayloadOf<typeof deleteImportedCalendar>, actor: Actor | null) {
    return this.imports.deleteCalendar(actor, payload.calendarId);
  }

  @Handles(listImportedDays)
  listDays(payload: PayloadOf<typeof listImportedDays>, actor: Actor | null) {
    return this.imports.listDays(actor, payload);
  }
}
