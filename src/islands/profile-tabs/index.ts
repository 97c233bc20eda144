/**
 * Entry `islands/profile-tabs` (handle `mvc-island-profile-tabs`): the likes, collection and
 * subscriptions tabs of /profile.
 */
import { defineIsland } from '@mvc/runtime-core';

import { ProfileTabs } from './ProfileTabs';
import type { ProfileTabsProps } from './types';

defineIsland< ProfileTabsProps >( 'profile-tabs', ProfileTabs );
