/**
 * Entry `islands/guest-editor-modal` (handle `mvc-island-guest-editor-modal`).
 */
import { defineIsland } from '@mvc/runtime-core';

import { GuestEditorModalIsland } from './GuestEditorModalIsland';
import type { GuestEditorModalIslandProps } from './GuestEditorModalIsland';

defineIsland< GuestEditorModalIslandProps >(
	'guest-editor-modal',
	GuestEditorModalIsland
);
