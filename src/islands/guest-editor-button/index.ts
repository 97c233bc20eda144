/**
 * Entry `islands/guest-editor-button` (handle `mvc-island-guest-editor-button`).
 */
import { defineIsland } from '@mvc/runtime-core';

import { GuestEditorButton } from './GuestEditorButton';
import type { GuestEditorButtonProps } from './GuestEditorButton';

defineIsland< GuestEditorButtonProps >(
	'guest-editor-button',
	GuestEditorButton
);
