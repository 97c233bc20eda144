<?php
/**
 * The follow button of a call for papers (island `follow-special-issue`): a link to the article's
 * special-issue box (which, without JavaScript, holds a follow form) until the island wakes on the
 * press, which then opens the follow popup. A special issue this browser followed in the last
 * 24 hours shows a grey button instead (behaviours `follow`: src/islands/follow-special-issue/apply.ts),
 * with the words in the props (`remembered`: that script has no translations of its own). The
 * popup's form is the server's (template-parts/follow-form.php), printed once per page in a
 * `<template data-mvc-follow-form>` that the island takes.
 *
 * @package Mvc
 *
 * @var array{post: WP_Post, title?: string} $args
 */

use Mvc\Core\View\Article;
use Mvc\Core\View\Post;
use Mvc\Theme\Assets\Assets;
use Mvc\Theme\Assets\Islands;

$mvc_post  = $args['post'];
$mvc_title = $args['title'] ?? Article::plain_title( $mvc_post );
// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render escapes; the placeholder is escaped here.
echo Islands::render(
	'follow-special-issue',
	array(
		'postId'     => $mvc_post->ID,
		'title'      => $mvc_title,
		'remembered' => array(
			'asked'     => __( 'Awaiting confirmation', 'mvc' ),
			'confirmed' => __( 'Followed', 'mvc' ),
		),
	),
	'interaction',
	sprintf(
		'<a class="mvc-button mvc-button--outline mvc-follow-button" href="%1$s">%2$s</a>',
		esc_url( get_permalink( $mvc_post ) . '#follow' ),
		esc_html__( 'Follow the special issue', 'mvc' )
	),
	array( 'class' => 'mvc-follow' )
);
// phpcs:enable WordPress.Security.EscapeOutput.OutputNotEscaped
Assets::behaviours( 'follow' );
// The popup's form, once per page: the island takes it from this template.
if ( empty( $GLOBALS['mvc_follow_form_drawn'] ) ) {
	$GLOBALS['mvc_follow_form_drawn'] = true; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the theme's own flag.
	echo '<template data-mvc-follow-form>';
	get_template_part( 'template-parts/follow-form', null, array( 'action' => Post::follow_action() ) );
	echo '</template>';
}
