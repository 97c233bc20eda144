/**
 * Entry `islands/tag-subscribe` (handle `mvc-island-tag-subscribe`).
 */
import { defineIsland } from '@mvc/runtime-core';

import { TagSubscribe } from './TagSubscribe';
import type { TagSubscribeProps } from './TagSubscribe';

defineIsland< TagSubscribeProps >( 'tag-subscribe', TagSubscribe );
