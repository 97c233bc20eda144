/**
 * Entry `islands/article-actions` (handle `mvc-island-article-actions`).
 */
import { defineIsland } from '@mvc/runtime-core';

import { ArticleActions } from './ArticleActions';
import type { ArticleActionsProps } from './ArticleActions';

defineIsland< ArticleActionsProps >( 'article-actions', ArticleActions );
