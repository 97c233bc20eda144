/**
 * Entry `islands/profile-tabs` (handle `mvc-island-profile-tabs`): the likes, collection and
 * subscriptions tabs of /profile. It enhances the server's tabs inside its container
 * (`data-island-enhance`: the markup stays, and the loader replays a held press on the control
 * pressed) and draws only the manage-tags dialog.
 */
import { defineIsland } from '@mvc/runtime-core';

import { ProfileTabs } from './ProfileTabs';
import type { ProfileTabsProps } from './types';

defineIsland< ProfileTabsProps >( 'profile-tabs', ProfileTabs );
