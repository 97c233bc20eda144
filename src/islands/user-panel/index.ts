/**
 * Entry `islands/user-panel` (handle `mvc-island-user-panel`).
 */
import { defineIsland } from '@mvc/runtime-core';

import { UserPanel } from './UserPanel';
import type { UserPanelProps } from './types';

defineIsland< UserPanelProps >( 'user-panel', UserPanel );
