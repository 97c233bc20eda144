/**
 * Entry `islands/member-area` (handle `mvc-island-member-area`).
 */
import { defineIsland } from '@mvc/runtime-core';

import { MemberArea } from './MemberArea';
import type { MemberAreaProps } from './types';

defineIsland< MemberAreaProps >( 'member-area', MemberArea );
