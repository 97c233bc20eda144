/**
 * Entry `islands/faq-form` (handle `mvc-island-faq-form`): the minisite's question form, woken
 * when the reader goes into the server's form.
 */
import { defineIsland } from '@mvc/runtime-core';

import { FaqForm } from './FaqForm';
import type { FaqFormProps } from './FaqForm';

defineIsland< FaqFormProps >( 'faq-form', FaqForm );
