<?php
/**
 * /courses.
 *
 * @package Mvc
 */

get_template_part( 'template-parts/route-page', null, array( 'route' => 'courses' ) );
