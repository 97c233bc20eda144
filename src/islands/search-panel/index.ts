/**
 * Entry `islands/search-panel` (handle `mvc-island-search-panel`).
 */
import { defineIsland } from '@mvc/runtime-core';

import { SearchPanel } from './SearchPanel';
import type { SearchPanelProps } from './SearchPanel';

defineIsland< SearchPanelProps >( 'search-panel', SearchPanel );
