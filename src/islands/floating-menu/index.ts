/**
 * Entry `islands/floating-menu` (handle `mvc-island-floating-menu`).
 */
import { defineIsland } from '@mvc/runtime-core';

import { FloatingMenu } from './FloatingMenu';
import type { FloatingMenuProps } from './FloatingMenu';

defineIsland< FloatingMenuProps >( 'floating-menu', FloatingMenu );
