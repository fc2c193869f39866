import { Module, type DynamicModule } from '@nestjs/common';
import { GroupsAccess, PersonalData, privacyHandlers } from '@crescendo/service-kit';
import { ChargePolicy } from './charge-policy.js';
import { DemoInventoryLoader } from './demo/demo-inventory.js';
import { ErasureConsumers } from './erasure.consumers.js';
import { INSTRUMENT_STORE, instrumentStore } from './instrument.store.js';
import { InstrumentsService } from './instruments.service.js';
import { InventoryHandlers } from './inventory.handlers.js';
import { LabelsHandlers } from './labels/labels.handlers.js';
import { LabelsService } from './labels/labels.service.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from './inventory.options.js';
import { LoanAgreements } from './loan-agreements.js';
import { LoanStudents } from './loan-students.js';
import { LOAN_STORE, loanStore } from './loan.store.js';
import { LoansService } from './loans.service.js';
import { SCORE_STORE, scoreStore } from './score.store.js';
import { ScoresService } from './scores.service.js';
import { UNIFORM_STORE, uniformStore } from './uniform.store.js';
import { UniformsService } from './uniforms.service.js';
import { UNIFORM_LOAN_STORE, uniformLoanStore } from './uniform-loan.store.js';
import { UniformLoansService } from './uniform-loans.service.js';
import { InventoryPersonalData } from './privacy/personal-data.js';
import { AUDIT_STORE, auditStore } from './audit.store.js';
import { AuditsService } from './audits.service.js';
import { REPAIR_STORE, repairStore } from './repair.store.js';
import { RepairsAuditsHandlers } from './repairs-audits.handlers.js';
import { RepairsService } from './repairs.service.js';
import { ImportsService } from './imports.service.js';
import { ReplacementImportsHandlers } from './replacement-imports.handlers.js';
import { ReplacementService } from './replacement.service.js';
import { REPLACEMENT_STORE, replacementStore } from './replacement.store.js';
import { BoardLoansHandlers } from './board/board-loans.handlers.js';
import { BoardLoansService } from './board/board-loans.service.js';
import { BoardSchools } from './board/board-schools.js';
import { photoControllers, photoProviders } from './photos/photos.providers.js';
import { ReservationsHandlers } from './reservations/reservations.handlers.js';
import { ReservationsService } from './reservations/reservations.service.js';

@Module({})
export class InventoryModule {
  static withOptions(options: InventoryOptions): DynamicModule {
    return {
      module: InventoryModule,
      controllers: [
        InventoryHandlers,
        LabelsHandlers,
        RepairsAuditsHandlers,
        ReplacementImportsHandlers,
        BoardLoansHandlers,
        ReservationsHandlers,
        privacyHandlers('inventory'),
        privacyHandlers('inventory'),
        ...photoControllers,
      ],
      providers: [
        { provide: INVENTORY_OPTIONS, useValue: options },
        GroupsAccess,
        // The stores the services inject (decision 0047, "Stores injected"): a unit test hands fakes instead.
        { provide: INSTRUMENT_STORE, useValue: instrumentStore },
        { provide: LOAN_STORE, useValue: loanStore },
        { provide: SCORE_STORE, useValue: scoreStore },
        { provide: UNIFORM_STORE, useValue: uniformStore },
        { provide: UNIFORM_LOAN_STORE, useValue: uniformLoanStore },
        { provide: REPAIR_STORE, useValue: repairStore },
        { provide: AUDIT_STORE, useValue: auditStore },
        { provide: REPLACEMENT_STORE, useValue: replacementStore },
        LoanStudents,
        LoanAgreements,
        ChargePolicy,
        InstrumentsService,
        LabelsService,
        LoansService,
        ScoresService,
        UniformsService,
        UniformLoansService,
        RepairsService,
        AuditsService,
        ReplacementService,
        ImportsService,
        BoardSchools,
        BoardLoansService,
        ReservationsService,
        ...photoProviders,
        ErasureConsumers,
        { provide: PersonalData, useClass: InventoryPersonalData },
        DemoInventoryLoader,
      ],
    };
  }
}
