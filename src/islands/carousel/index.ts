/**
 * Entry `islands/carousel` (handle `mvc-island-carousel`): Swiper over the server's slides, a
 * plain island (no React, no WordPress package: its build has no dependencies).
 */
import { definePlainIsland } from '../../runtime/plain';
import { startCarousel } from './carousel';
import type { CarouselProps } from './carousel';

definePlainIsland< CarouselProps >( 'carousel', ( container, props ) => {
	startCarousel( container, props );
} );
