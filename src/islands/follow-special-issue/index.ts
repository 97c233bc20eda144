/**
 * Entry `islands/follow-special-issue` (handle `mvc-island-follow-special-issue`).
 */
import { defineIsland } from '@mvc/runtime-core';

import { FollowSpecialIssue } from './FollowSpecialIssue';
import type { FollowSpecialIssueProps } from './FollowSpecialIssue';

defineIsland< FollowSpecialIssueProps >(
	'follow-special-issue',
	FollowSpecialIssue
);
