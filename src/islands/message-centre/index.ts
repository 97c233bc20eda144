/**
 * Entry `islands/message-centre` (handle `mvc-island-message-centre`): /messages for a member.
 */
import { defineIsland } from '@mvc/runtime-core';

import { MessageCentre } from './MessageCentre';
import type { MessageCentreProps } from './types';

defineIsland< MessageCentreProps >( 'message-centre', MessageCentre );
