import { Module } from '@nestjs/common';
import { GroupsAccess, PersonalData, privacyHandlers } from '@crescendo/service-kit';
import { BoardService } from './board.service.js';
import { BOARD_STORE, boardStore } from './board.store.js';
import { DemoMessagesLoader } from './demo/demo-messages.js';
import { ErasureConsumers } from './erasure.consumers.js';
import { GroupAccess } from './group-access.js';
import { MESSAGE_STORE, messageStore } from './message.store.js';
import { MessagesService } from './messages.service.js';
import { MessagingHandlers } from './messaging.handlers.js';
import { SendLimit } from './send-limit.js';
import { SenderNames } from './sender-names.js';
import { MessagingPersonalData } from './privacy/personal-data.js';

@Module({
  controllers: [MessagingHandlers, privacyHandlers('messaging')],
  providers: [
    GroupsAccess,
    // The stores the services inject (decision 0047, "Stores injected"): a unit test hands fakes instead.
    { provide: MESSAGE_STORE, useValue: messageStore },
    { provide: BOARD_STORE, useValue: boardStore },
    GroupAccess,
    SenderNames,
    SendLimit,
    MessagesService,
    BoardService,
    ErasureConsumers,
    { provide: PersonalData, useClass: MessagingPersonalData },
    DemoMessagesLoader,
  ],
})
export class MessagingModule {}
