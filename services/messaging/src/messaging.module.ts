import { Module } from '@nestjs/common';
import { GroupsAccess } from '@crescendo/service-kit';
import { BoardService } from './board.service.js';
import { DemoMessagesLoader } from './demo/demo-messages.js';
import { ErasureConsumers } from './erasure.consumers.js';
import { GroupAccess } from './group-access.js';
import { MessagesService } from './messages.service.js';
import { MessagingHandlers } from './messaging.handlers.js';
import { SendLimit } from './send-limit.js';
import { SenderNames } from './sender-names.js';

@Module({
  controllers: [MessagingHandlers],
  providers: [
    GroupsAccess,
    GroupAccess,
    SenderNames,
    SendLimit,
    MessagesService,
    BoardService,
    ErasureConsumers,
    DemoMessagesLoader,
  ],
})
export class MessagingModule {}
