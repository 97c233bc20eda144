/**
 * Entry `islands/carousel` (handle `mvc-island-carousel`): Swiper over the server's slides.
 */
import { defineIsland } from '@mvc/runtime-core';

import { Carousel } from './Carousel';
import type { CarouselProps } from './Carousel';

defineIsland< CarouselProps >( 'carousel', Carousel );
