/**
 * Entry `islands/contact-form` (handle `mvc-island-contact-form`).
 */
import { defineIsland } from '@mvc/runtime-core';

import { ContactForm } from './ContactForm';
import type { ContactFormProps } from './ContactForm';

defineIsland< ContactFormProps >( 'contact-form', ContactForm );
