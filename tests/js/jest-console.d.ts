/**
 * Matchers of @wordpress/jest-console (`expect( console ).toHaveErrored()`), which WordPress's
 * Jest preset installs.
 */
import '@wordpress/jest-console';
