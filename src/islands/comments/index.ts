/**
 * Entry `islands/comments` (handle `mvc-island-comments`).
 */
import { defineIsland } from '@mvc/runtime-core';

import { Comments } from './Comments';
import type { CommentsProps } from './types';

defineIsland< CommentsProps >( 'comments', Comments );
