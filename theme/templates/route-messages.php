<?php
/**
 * /messages: the message centre (members.md section 2): mentions and system messages.
 *
 * @package Mvc
 */

get_template_part(
	'template-parts/member-page',
	null,
	array(
		'route' => 'messages',
		'parts' => array( 'template-parts/messages/centre' ),
	)
);
