<?php
/**
 * /profile: the personal centre (members.md section 2): the tabs of likes, collection and
 * subscriptions, and the user panel beside them.
 *
 * @package Mvc
 */

get_template_part(
	'template-parts/member-page',
	null,
	array(
		'route' => 'profile',
		'parts' => array( 'template-parts/profile/tabs', 'template-parts/profile/panel' ),
	)
);
